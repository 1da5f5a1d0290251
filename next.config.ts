import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Set to 1 at `next build` time for a build with the benchmark's own routes (bench/run.ts). */
export const BENCH_ROUTES_FLAG = "EXAMPREP_BENCH_ROUTES";

/**
 * The file extensions Next.js builds routes from. The benchmark's empty page and route handler
 * (`page.bench.tsx`, `route.bench.ts`) are routes only in a build made with the flag; any
 * other build answers 404 for them.
 */
export function pageExtensions(env: Record<string, string | undefined> = process.env): string[] {
  const standard = ["tsx", "ts", "jsx", "js"];
  return env[BENCH_ROUTES_FLAG] === "1" ? [...standard, "bench.tsx", "bench.ts"] : standard;
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  pageExtensions: pageExtensions(),
  // `npm test` typechecks the whole project (tests included) as its own step, and CI runs it
  // before anything lands; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // No `experimental.inlineCss`: Next 16 puts the inlined stylesheet into the HTML once and
  // into the page's RSC payload twice, so every first load carried
  // extra compressed copies of the CSS; as one hashed file it is fetched once and cached for a
  // year (docs/performance.md).
  // Compression happens in the runtime in front of Next.js (runtime/compression.ts): Next.js's
  // own never compresses a route handler's JSON.
  compress: false,
  reactStrictMode: true,
  // Metadata is resolved before the page is sent, for every visitor: the pages that compute it
  // (a course's title) need the same data to render anyway, and a streamed title arrived as a
  // Suspense fallback in the body when the first request after a start found the caches cold.
  htmlLimitedBots: /.*/,
  // Native or heavy server packages stay outside the bundle and load from node_modules.
  serverExternalPackages: ["@node-rs/argon2", "sharp", "pg", "pg-boss", "@prisma/adapter-pg", "nodemailer"],
  async headers() {
    const week = "public, max-age=604800, stale-while-revalidate=86400";
    return [
      { source: "/:path*", headers: securityHeaders },
      // Static images are not hashed: a week's cache, revalidated after.
      { source: "/thumbnails/:file*", headers: [{ key: "Cache-Control", value: week }] },
      { source: "/images/:file*", headers: [{ key: "Cache-Control", value: week }] },
      { source: "/avatar-placeholder.svg", headers: [{ key: "Cache-Control", value: week }] },
      // Asked for where a document links no icon (scripts/generate-favicon.ts makes it).
      { source: "/favicon.ico", headers: [{ key: "Cache-Control", value: week }] },
      // The service worker must be re-checked on every visit so updates reach phones.
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
};

export default nextConfig;
