import { expect, test } from "@playwright/test";

// Students pay for every byte: pages, build assets and the API's JSON go out compressed,
// Brotli or gzip, to any client that accepts it (issue 8). Next.js alone left route
// handlers' JSON uncompressed.
const gzip = { "accept-encoding": "gzip" };

test("JSON, HTML and build assets are gzipped when the client accepts it", async ({ request }) => {
  const json = await request.get("/api/quizzes", { headers: gzip });
  expect(json.status()).toBe(200);
  expect(json.headers()["content-encoding"]).toBe("gzip");
  expect(json.headers()["vary"]).toContain("Accept-Encoding");
  expect((await json.json()).quizzes.length).toBeGreaterThan(0);

  const page = await request.get("/courses", { headers: gzip });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const script = (await page.text()).match(/\/_next\/static\/chunks\/[\w-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: gzip });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("browsers that accept Brotli get Brotli", async ({ request }) => {
  const json = await request.get("/api/quizzes", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(json.headers()["content-encoding"]).toBe("br");
  expect((await json.json()).quizzes.length).toBeGreaterThan(0);
  const page = await request.get("/quizzes", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(await page.text()).toContain("</html>");
});

test("a client that does not accept gzip gets the same answer uncompressed", async ({ request }) => {
  const plain = await request.get("/api/quizzes", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await plain.json()).quizzes.length).toBeGreaterThan(0);
});
