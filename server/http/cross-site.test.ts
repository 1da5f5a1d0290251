import { describe, expect, it } from "vitest";
import { refuseCrossSite, requestSite } from "./cross-site";

const APP = "http://localhost:3000";
const h = (headers: Record<string, string>) => new Headers(headers);

describe("requestSite", () => {
  it.each<[Record<string, string>, string]>([
    [{ origin: APP }, "same"],
    [{ origin: "https://evil.example" }, "cross"],
    [{ origin: "null" }, "cross"],
    [{ origin: "http://localhost:3001" }, "cross"],
    [{ origin: "https://localhost:3000" }, "cross"],
    // Origin wins over the others.
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin", referer: `${APP}/x` }, "cross"],
    [{ "sec-fetch-site": "same-origin" }, "same"],
    [{ "sec-fetch-site": "cross-site" }, "cross"],
    [{ "sec-fetch-site": "same-site" }, "cross"],
    [{ referer: `${APP}/courses?x=1` }, "same"],
    [{ referer: "https://evil.example/page" }, "cross"],
    [{ referer: "not a url" }, "cross"],
    [{}, "unknown"],
  ])("%j → %s", (headers, site) => {
    expect(requestSite(h(headers), APP)).toBe(site);
  });
});

describe("refuseCrossSite", () => {
  const check = (method: string, headers: Record<string, string>, hasSessionCookie: boolean) => () =>
    refuseCrossSite({ method, headers: h(headers) }, { appOrigin: APP, hasSessionCookie });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("refuses a %s from another site, signed in or not", (method) => {
    expect(check(method, { origin: "https://evil.example" }, true)).toThrow(
      expect.objectContaining({ code: "cross_site_request" }),
    );
    expect(check(method, { "sec-fetch-site": "cross-site" }, false)).toThrow(
      expect.objectContaining({ code: "cross_site_request" }),
    );
  });

  it("refuses a cookie request that does not say where it comes from", () => {
    expect(check("POST", {}, true)).toThrow(expect.objectContaining({ code: "cross_site_request" }));
  });

  it("lets through same-origin requests, safe methods, Bearer clients and header-less clients without the cookie", () => {
    expect(check("POST", { origin: APP }, true)).not.toThrow();
    expect(check("DELETE", { "sec-fetch-site": "same-origin" }, true)).not.toThrow();
    expect(check("GET", { origin: "https://evil.example" }, true)).not.toThrow();
    expect(check("HEAD", {}, true)).not.toThrow();
    expect(check("OPTIONS", { origin: "https://evil.example" }, true)).not.toThrow();
    expect(check("POST", { origin: "https://evil.example", authorization: "Bearer abc" }, true)).not.toThrow();
    expect(check("POST", {}, false)).not.toThrow();
  });
});
