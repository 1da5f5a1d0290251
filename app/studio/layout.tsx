import type { Metadata } from "next";
import Link from "next/link";
import { studioSections } from "./studio-nav";

export const metadata: Metadata = { title: { template: "%s · Studio", default: "Studio" }, robots: { index: false } };

// Every studio page guards itself with requireTutor (server/studio/require-tutor.ts): a layout
// is not re-rendered on every navigation, so it cannot be the guard.
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:py-8" data-testid="studio">
      <nav aria-label="Studio" className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 px-4 dark:border-slate-800">
        <ul className="flex gap-4 text-sm font-semibold whitespace-nowrap">
          {studioSections.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="inline-block py-3 text-slate-600 hover:text-brand-700 dark:text-slate-300">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
