import type { Metadata } from "next";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { requireTutor } from "@/server/studio/require-tutor";
import { EMPTY_QUESTION, QuestionForm } from "../_components/question-form";

export const metadata: Metadata = { title: "New question" };

export default async function NewQuestionPage() {
  await requireTutor("/studio/bank/questions/new");
  return (
    <QueryProvider>
      <Link href="/studio/bank" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        ← Question bank
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">New question</h1>
      <div className="max-w-2xl">
        <QuestionForm initial={EMPTY_QUESTION} />
      </div>
    </QueryProvider>
  );
}
