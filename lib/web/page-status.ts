// A page's HTTP status where Next.js cannot give it one together with its view: `notFound()` in
// a Server Component answers 404 with an empty body, the view coming only with the scripts
// (vercel/next.js#62228), and the public pages are read before their scripts run (docs/decisions.md,
// "Hydrate-on-intent on public pages"). Such a page renders its own view and names its status in
// this <meta> (components/layout/page-status.tsx); the runtime sets it before the first byte
// (runtime/page-status.ts). The name the page and the runtime share is here.

export const PAGE_STATUS_META = "examprep-status";

/** The statuses a page may name: an error of the client's or of the server's. */
export type PageStatusCode = 404 | 503;
