import { describe, expect, it } from "vitest";
import { pageExtensions } from "./next.config";

describe("pageExtensions", () => {
  it("builds the benchmark's routes only when EXAMPREP_BENCH_ROUTES is 1", () => {
    expect(pageExtensions({ EXAMPREP_BENCH_ROUTES: "1" })).toEqual(
      expect.arrayContaining(["tsx", "ts", "bench.tsx", "bench.ts"]),
    );
    for (const env of [
      {},
      { EXAMPREP_BENCH_ROUTES: "0" },
      { EXAMPREP_BENCH_ROUTES: "" },
      { EXAMPREP_BENCH_ROUTES: "true" },
    ]) {
      const extensions = pageExtensions(env);
      expect(extensions, JSON.stringify(env)).toEqual(expect.arrayContaining(["tsx", "ts"]));
      expect(
        extensions.some((ext) => ext.startsWith("bench")),
        JSON.stringify(env),
      ).toBe(false);
    }
  });
});
