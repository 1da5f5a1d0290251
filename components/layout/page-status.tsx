import { PAGE_STATUS_META, type PageStatusCode } from "@/lib/web/page-status";

/**
 * The answer's HTTP status, for a page that renders its own error view (lib/web/page-status.ts).
 * It must be in the page's first render, not behind a Suspense boundary: React puts the <meta>
 * in the head, where the runtime reads it.
 */
export function PageStatus({ code }: { code: PageStatusCode }) {
  return <meta name={PAGE_STATUS_META} content={String(code)} />;
}
