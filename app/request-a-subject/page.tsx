import type { Metadata } from "next";
import { SubjectRequestForm } from "./_components/subject-request-form";

export const metadata: Metadata = {
  title: "Request a subject",
  description: "Tell us which subject you want ExamPrep to teach next.",
};

// /request-a-subject – anyone may ask for a subject we do not teach yet.
export default function RequestSubjectPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Request a subject</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Writing a subject we do not teach yet? Tell us which one and for which exam. Our team reads every request when
        deciding what to teach next.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <SubjectRequestForm />
      </div>
    </div>
  );
}
