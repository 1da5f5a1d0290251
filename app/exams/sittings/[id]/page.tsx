import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { getCurrentUser } from "@/server/auth/current-user";
import { sittingForPage } from "@/server/exam/sitting-page";
import { oneSubjectOf } from "./_components/drawn-paper";
import { PLACE_COOKIE, readPlace } from "./_components/sitting-place";
import { SittingScreen } from "./_components/sitting-screen";

export const metadata: Metadata = { title: "Exam in progress", robots: { index: false } };

// A student's sitting of a paper (app/exams/sittings/[id]/_components/sitting-screen.tsx). The
// document carries the open sitting, with the questions of the subject the candidate is on
// (drawn-paper.ts: the rest follow), and is drawn at their place (the phone tells it in a
// cookie: sitting-place.ts), so the question shows from the HTML and CSS before any script runs;
// the phone keeps a copy for a reload offline, and its copy wins where it is newer
// (docs/exam-engine.md, "The sitting page's document"). A sitting the server does not give
// here (another's, one over, a failed read) is left to the screen, which asks the API.
export default async function SittingPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, getCurrentUser()]);
  if (!user) redirect(`/signin?${new URLSearchParams({ next: `/exams/sittings/${id}` })}`);
  if (user.role !== "student") {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Papers are sat by students</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Sign in with a student account to sit this paper.</p>
        <Link href="/studio" className="mt-6 inline-block font-semibold text-brand-700">
          Go to your studio
        </Link>
      </section>
    );
  }
  const [drawn, jar] = await Promise.all([sittingForPage(user.id, id), cookies()]);
  const position = readPlace(jar.get(PLACE_COOKIE)?.value, id);
  const opened = drawn && {
    ...oneSubjectOf(drawn.sitting, position?.section ?? 0),
    rendered_at: drawn.rendered_at,
    position,
  };
  return (
    <QueryProvider>
      <SittingScreen sittingId={id} opened={opened} />
    </QueryProvider>
  );
}
