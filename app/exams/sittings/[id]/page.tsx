import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { scriptNonce } from "@/lib/web/security-headers";
import { getCurrentUser } from "@/server/auth/current-user";
import { earlyPaperScript, sittingPath } from "./_components/early-paper";
import { SittingScreen } from "./_components/sitting-screen";
// Notation in questions is KaTeX's HTML, rendered on the server; its stylesheet and fonts are
// needed on this page only, and are bundled and served by the app (no other host).
import "katex/dist/katex.min.css";

export const metadata: Metadata = { title: "Exam in progress", robots: { index: false } };

// A student's sitting of a paper (app/exams/sittings/[id]/_components/sitting-screen.tsx): the
// questions come from GET /api/sittings/{id} on the phone, which keeps a copy for a reload
// offline, so the page itself only checks who is asking, and starts that request in its document
// (early-paper.ts) so it does not wait for the page's scripts.
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
  const nonce = scriptNonce((await headers()).get("content-security-policy"));
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyPaperScript(sittingPath(id)) }} />
      <QueryProvider>
        <SittingScreen sittingId={id} />
      </QueryProvider>
    </>
  );
}
