import "server-only";
import { AppError } from "../errors";

// Cross-site request forgery, refused for every unsafe API request in the route wrapper
// (docs/contract.md, "Trust"). SameSite=Lax keeps the session cookie off most cross-site requests,
// but not off every browser's, a sibling subdomain, or a sign-in that plants the attacker's
// session (login CSRF). So: a request a browser marks as coming from another site is refused
// whether or not it is signed in; a request that carries the session cookie must show it comes
// from APP_URL's origin. A Bearer token is never sent by a browser on its own, and a request
// with no browser headers and no cookie (a webhook, curl, an API client) is not a browser's.

export type RequestSite = "same" | "cross" | "unknown";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the browser says the request comes from: Origin, else Sec-Fetch-Site, else Referer; "unknown" with none of them. */
export function requestSite(headers: Headers, appOrigin: string): RequestSite {
  const origin = headers.get("origin");
  if (origin !== null) return origin.trim() === appOrigin ? "same" : "cross";
  const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite === "same-origin") return "same";
  if (fetchSite === "cross-site" || fetchSite === "same-site") return "cross";
  const referer = headers.get("referer");
  if (referer !== null) return originOf(referer) === appOrigin ? "same" : "cross";
  return "unknown";
}

export const crossSiteRefusal = () => new AppError("cross_site_request", "Cross-site requests are not allowed");

/** Throws 403 cross_site_request for a forged request (see above); safe methods and Bearer clients pass. */
export function refuseCrossSite(
  req: { method: string; headers: Headers },
  options: { appOrigin: string; hasSessionCookie: boolean },
): void {
  if (!UNSAFE_METHODS.has(req.method.toUpperCase())) return;
  if (/^Bearer\s/i.test(req.headers.get("authorization")?.trim() ?? "")) return;
  const site = requestSite(req.headers, options.appOrigin);
  if (site === "cross" || (site === "unknown" && options.hasSessionCookie)) throw crossSiteRefusal();
}
