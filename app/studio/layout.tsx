import type { Metadata } from "next";
import Link from "next/link";
import { isEditor } from "@/server/auth/editor";
import { getCurrentUser } from "@/server/auth/current-user";
import { visibleSections } from "./studio-nav";

export const metadata: Metadata = { title: { template: "%s · Studio", default: "Studio" }, robots: { index: false } };

// Every studio page guards itself with requireTutor (server/studio/require-tutor.ts): a layout
// is not re-rendered on every navigation, so it cannot be the guard. It only decides whether the
// editors' tab shows; the editorial pages check again (server/studio/require-editor.ts).
export default async function StudioLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  const sections = visibleSections(user?.role === "tutor" && (await isEditor(user.id)));
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:py-8" data-testid="studio">
      <nav
        aria-label="Studio"
        className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 px-4 dark:border-slate-800"
      >
        <ul className="flex gap-4 text-sm font-semibold whitespace-nowrap">
          {sections.map((s) => (
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
