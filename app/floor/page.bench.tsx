import type { Metadata } from "next";

// An empty page of the same build, for `npm run bench`: what every page costs before its
// own content (the framework and the shared shell). Only in a build made with
// EXAMPREP_BENCH_ROUTES=1 (next.config.ts); not linked from anywhere.
export const metadata: Metadata = { title: "Floor", robots: { index: false, follow: false } };

export default function FloorPage() {
  return <p className="sr-only">Empty page</p>;
}
