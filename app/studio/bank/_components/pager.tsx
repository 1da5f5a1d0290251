import Link from "next/link";
import { secondaryButtonClass } from "@/components/ui/styles";

/** Previous and next links that keep the other query parameters. */
export function Pager({
  path,
  query,
  page,
  limit,
  total,
}: {
  path: string;
  query: Record<string, string>;
  page: number;
  limit: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1) return null;
  const href = (to: number) => `${path}?${new URLSearchParams({ ...query, page: String(to) })}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={secondaryButtonClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 dark:text-slate-400">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={secondaryButtonClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
