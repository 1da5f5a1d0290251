import { describe, expect, it } from "vitest";
import {
  FLUTTERWAVE_SOURCES,
  HSTS_MAX_AGE_SECONDS,
  contentSecurityPolicy,
  newNonce,
  scriptNonce,
  strictTransportSecurity,
} from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("strictTransportSecurity", () => {
  it("asks for https for a year, subdomains included, when the public origin is https", () => {
    expect(strictTransportSecurity("https://examprep.ng")).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it("is never sent for an http origin (a laptop, a test server) or a value that is not a URL", () => {
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    expect(strictTransportSecurity("http://examprep.ng")).toBeNull();
    expect(strictTransportSecurity("examprep.ng")).toBeNull();
  });
});

describe("contentSecurityPolicy", () => {
  const nonce = "abc123+/=";

  it("runs only scripts with the nonce and what they insert, never eval or inline code", () => {
    const policy = contentSecurityPolicy({ nonce, pathname: "/" });
    const script = directives(policy).get("script-src");
    expect(script).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
    expect(policy).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(scriptNonce(policy)).toBe(nonce);
  });

  it("closes plugins, base and form hijacks and framing", () => {
    const d = directives(contentSecurityPolicy({ nonce, pathname: "/dashboard" }));
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets Flutterwave's checkout in on a course page only", () => {
    const course = directives(contentSecurityPolicy({ nonce, pathname: "/courses/01a201b4" }));
    for (const name of ["script-src", "frame-src", "connect-src"])
      expect(course.get(name)).toEqual(expect.arrayContaining(FLUTTERWAVE_SOURCES));
    for (const pathname of ["/", "/courses", "/dashboard", "/quiz/x/take", "/courses/x/extra"]) {
      const policy = contentSecurityPolicy({ nonce, pathname });
      expect(policy, pathname).not.toContain("flutterwave");
      expect(directives(policy).get("frame-src"), pathname).toEqual(["'none'"]);
    }
  });

  it("loads pictures and videos from the storage origin when one is set", () => {
    const d = directives(
      contentSecurityPolicy({ nonce, pathname: "/profile", storageUrl: "https://media.examprep.ng/bucket/" }),
    );
    expect(d.get("img-src")).toContain("https://media.examprep.ng");
    expect(d.get("media-src")).toContain("https://media.examprep.ng");
    expect(d.get("media-src")).toContain("https:");
    expect(contentSecurityPolicy({ nonce, pathname: "/profile" })).not.toContain("https://");
  });

  it("allows eval in development only, and upgrades http subresources only behind https", () => {
    expect(contentSecurityPolicy({ nonce, pathname: "/", development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce, pathname: "/", https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ nonce, pathname: "/" })).not.toContain("upgrade-insecure-requests");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
