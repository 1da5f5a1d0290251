// The paper's request, started by the sitting page's document itself (a small inline script
// the server writes under the exam frame), so it travels beside the page's JavaScript instead
// of after it: on a slow network the framework's scripts are most of a first visit, and the
// question could not show before both had arrived one after the other. The screen takes the
// answer once (use-sitting.ts) and reads it as apiFetch would; offline the request fails as
// apiFetch's would, and the phone's copy answers. A page reached by a client-side navigation
// runs no such script (React does not run inline scripts it renders): the start's hand-over
// or an ordinary fetch serves it.

const GLOBAL = "__examprepPaper";

/** GET /api/sittings/{id}: the sitting with its paper (here, as the server page builds the script too). */
export const sittingPath = (id: string) => `/api/sittings/${encodeURIComponent(id)}`;

type EarlyPaper = { path: string; response: Promise<Response> };

/** The script's text: the same request as apiFetch's GET of `path`, its failure kept for the screen to read. */
export function earlyPaperScript(path: string): string {
  const quoted = JSON.stringify(path).replace(/</g, "\\u003c");
  return `(function(){try{var r=fetch(${quoted},{headers:{accept:"application/json"},credentials:"same-origin"});r.catch(function(){});window.${GLOBAL}={path:${quoted},response:r}}catch(e){}})();`;
}

/** The answer the document's script is awaiting for `path`, once; null when there is none. */
export function takeEarlyPaper(path: string): Promise<Response> | null {
  if (typeof window === "undefined") return null;
  const slot = window as unknown as Record<string, EarlyPaper | undefined>;
  const early = slot[GLOBAL];
  if (!early || early.path !== path) return null;
  delete slot[GLOBAL];
  return early.response;
}
