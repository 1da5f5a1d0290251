import type { Metadata } from "next";
import Link from "next/link";
import { QueryProvider } from "@/components/providers/query-provider";
import { requireTutor } from "@/server/studio/require-tutor";
import { ImportForm } from "./_components/import-form";

export const metadata: Metadata = { title: "Import questions" };

export default async function StudioImportPage() {
  await requireTutor("/studio/bank/import");
  return (
    <QueryProvider>
      <Link href="/studio/bank" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        ← Question bank
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Import questions</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        CSV with a header row, Aiken (question, options A. to D., then ANSWER: B), or JSON with passages. Preview first:
        every problem is listed with its line, and nothing is written until you import.
      </p>
      <div className="mt-4 max-w-2xl">
        <ImportForm />
      </div>
    </QueryProvider>
  );
}
