import Link from "next/link";

export function Logo() {
  return (
    <Link href="/" prefetch={false} className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 8l10-5 10 5-10 5L2 8z" />
          <path d="M6 10v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
        </svg>
      </span>
      <span>
        Exam<span className="text-brand-600 dark:text-brand-400">Prep</span>
      </span>
    </Link>
  );
}
