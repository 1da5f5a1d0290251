import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/server/auth/current-user";
import { reviewDeck } from "@/server/study/deck";
import { ReviewSession } from "./_components/review-session";

export const metadata: Metadata = { title: "Review your mistakes", robots: { index: false } };

// The mistakes deck's daily review (docs/study-loop.md, "Mistakes deck"). The day's cards come
// with the page; the screen keeps them on the phone, so a reload with no network (the service
// worker's copy of this page) still reviews, and ratings sync when the network returns.
export default async function ReviewPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/signin?next=/review");
  if (user.role !== "student") {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Reviews are for students</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Sign in with a student account to review your mistakes.
        </p>
        <Link href="/studio" className="mt-6 inline-block font-semibold text-brand-700">
          Go to your studio
        </Link>
      </section>
    );
  }
  const deck = await reviewDeck(user.id);
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold">Review your mistakes</h1>
      <ReviewSession userId={user.id} deck={deck} />
    </div>
  );
}
