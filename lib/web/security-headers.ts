// The headers that tell a browser what a page may load and how the site must be reached:
// the Content-Security-Policy of every page (a fresh nonce per answer) and
// Strict-Transport-Security when the public origin is https. Pure, so proxy.ts sends them and
// unit tests read them the same way.

/** Flutterwave's inline checkout: its script, the frame it opens and the APIs that frame's page calls. */
export const FLUTTERWAVE_SOURCES = [
  "https://checkout.flutterwave.com",
  "https://*.flutterwave.com",
  "https://*.f4b-flutterwave.com",
];

/** The pages that can open Flutterwave's checkout (a course's Enroll button); no other page may reach it. */
const CHECKOUT_PAGES = [/^\/courses\/[^/]+$/];

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A nonce for one answer: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type PolicyOptions = {
  nonce: string;
  pathname: string;
  /** Where uploaded pictures and videos are served from when it is not the app (S3_PUBLIC_URL). */
  storageUrl?: string;
  /** `next dev` needs eval for React's error overlay; a production build never does. */
  development?: boolean;
  /** An https public origin: any http: subresource is upgraded rather than loaded in the clear. */
  https?: boolean;
};

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The page's policy. Scripts: only those carrying the nonce (Next.js's tags and inline
 * payloads, the layout's boot script, the server's hydrate-on-intent loader) and, through
 * 'strict-dynamic', the scripts they insert; 'self' and https: are ignored by browsers that
 * know 'strict-dynamic' and only serve older ones. Styles keep 'unsafe-inline': React renders
 * `style` attributes, which a nonce cannot cover, and a style cannot run code.
 */
export function contentSecurityPolicy({
  nonce,
  pathname,
  storageUrl,
  development = false,
  https = false,
}: PolicyOptions): string {
  const checkout = CHECKOUT_PAGES.some((page) => page.test(pathname)) ? FLUTTERWAVE_SOURCES : [];
  const storage = originOf(storageUrl);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      ...checkout,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...storage],
    // A lesson may play from a tutor's public https address (videos.video_url, lib/courses/public-url.ts).
    ["media-src", "'self'", "blob:", "https:", ...storage],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...checkout],
    ["frame-src", ...(checkout.length ? checkout : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Strict-Transport-Security for the public origin: a year, subdomains included, only when it is https. */
export function strictTransportSecurity(appUrl: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(appUrl).protocol;
  } catch {
    return null;
  }
  return protocol === "https:" ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : null;
}

/** The nonce a policy allows scripts by (as Next.js reads it from the request), if any. */
export function scriptNonce(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}
