import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from "@/lib/web/security-headers";
import { env } from "@/server/env";

// Every page gets its own script nonce: Next.js reads it from the request's
// Content-Security-Policy header and puts it on its script tags and inline payloads, the root
// layout on the boot script, the hydrate-on-intent loader on itself (runtime/hydrate-on-intent.ts).
// Pages render per request (the root layout reads the session), and answer
// `Cache-Control: private, no-store`, so no nonce is ever replayed to another visitor.
const hsts = strictTransportSecurity(env.APP_URL);
const https = hsts !== null;

/**
 * Which account a page is for, as the service worker keys its copies of pages (public/sw.js):
 * a digest of the session cookie, so the header names no one and reveals nothing of the token.
 */
async function accountTag(request: NextRequest): Promise<string> {
  const session = request.cookies
    .getAll()
    .find((cookie) => cookie.name.endsWith("examprep_session") && cookie.value !== "");
  if (!session) return "signed-out";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(session.value)));
  return Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    pathname: request.nextUrl.pathname,
    storageUrl: env.S3_PUBLIC_URL,
    development: env.NODE_ENV === "development",
    https,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  response.headers.set("x-examprep-account", await accountTag(request));
  if (hsts) response.headers.set("strict-transport-security", hsts);
  return response;
}

export const config = {
  // Pages only: not the API (JSON runs no script), build assets or files with an extension
  // (public/, the manifest, the service worker), nor the router's prefetches of a page.
  matcher: [
    {
      source: "/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
