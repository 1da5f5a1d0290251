import { expect, test } from "@playwright/test";

// Browsers and crawlers ask for /favicon.ico where a document links no icon: public/favicon.ico,
// the app's icon.
test("/favicon.ico answers the app's icon: small, and cached for a week", async ({ request }) => {
  const res = await request.get("/favicon.ico");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(res.headers()["cache-control"]).toContain("max-age=604800");
  const body = await res.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.length).toBeLessThan(2048);
});
