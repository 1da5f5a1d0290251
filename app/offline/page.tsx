import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "You are offline", robots: { index: false } };

// Shown by the service worker when a page is requested offline and none is cached.
export default function OfflinePage() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">You are offline</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This page is not saved on your phone yet. Pages you have opened before, the quiz library and a quiz you have
        started still work; answers are saved and sent when your connection returns.
      </p>
      <Link href="/quizzes" className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white">
        Open the quiz library
      </Link>
    </section>
  );
}
