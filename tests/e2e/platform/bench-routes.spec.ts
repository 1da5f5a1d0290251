// The benchmark's empty page and route handler exist only in a build made with
// EXAMPREP_BENCH_ROUTES=1 (next.config.ts); the build `npm test` makes has neither.
import { expect, test } from "@playwright/test";

test("a build without the bench flag answers 404 for the benchmark's routes", async ({ request }) => {
  expect((await request.get("/floor")).status()).toBe(404);
  expect((await request.get("/api/bench-floor")).status()).toBe(404);
  expect((await request.post("/api/bench-floor", { data: {} })).status()).toBe(404);
});
