"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";
import { ApiError } from "@/lib/client/api-error";
import { useHydrated } from "@/lib/ui/use-hydrated";

// "Report this question" under each reviewed question: POST /api/questions/{id}/reports with
// { reason, detail } (docs/contract.md, "Exam engine"). The platform's editors read the
// reports; the student only needs to know theirs arrived.

/** The reasons the reports endpoint accepts (REPORT_REASONS of lib/validation/bank.ts, which brings KaTeX with it), as the student reads them. */
export const REPORT_REASONS = [
  { value: "wrong_key", label: "The answer key is wrong" },
  { value: "typo", label: "There is a typo" },
  { value: "unclear", label: "The question is unclear" },
  { value: "other", label: "Something else" },
] as const;
export const REPORT_DETAIL_MAX = 1000;

const THANKS_MESSAGE = "Thank you. Our editors will check this question.";
const NETWORK_MESSAGE = "We could not reach ExamPrep. Check your connection and try again.";

function messageOf(err: unknown): string {
  if (!(err instanceof ApiError)) return NETWORK_MESSAGE;
  if (err.code === "not_found") return "This question can no longer be reported.";
  return err.fieldErrors.reason ?? err.fieldErrors.detail ?? err.message;
}

/**
 * "Report this question": a button that opens the form. Only the button is in the page's HTML, so
 * a review of many questions does not carry a form for each.
 */
export function ReportQuestion({ questionId }: { questionId: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-slate-600 hover:text-brand-700 disabled:cursor-progress dark:text-slate-400 dark:hover:text-brand-400"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Close the report" : "Report this question"}
      </button>
      {open && (
        <div id={formId} className="mt-2">
          <ReportQuestionForm questionId={questionId} />
        </div>
      )}
    </div>
  );
}

export function ReportQuestionForm({ questionId }: { questionId: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [reason, setReason] = useState("");
  const [detail, setDetail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason) return setError("Choose a reason.");
    setBusy(true);
    setError(null);
    const text = detail.trim();
    try {
      const answer = await api("POST /api/questions/{id}/reports", {
        params: { id: questionId },
        body: { reason, ...(text ? { detail: text } : {}) },
      });
      // 201 thanks the student; 200 says they had already reported it: the server's sentence says which.
      setSent(answer.message || THANKS_MESSAGE);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Alert tone="success" testId="report-sent">
        {sent}
      </Alert>
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      onChange={() => setError(null)}
      noValidate
      className="space-y-3"
      data-testid="report-form"
      aria-label="Report this question"
    >
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          Reason
        </label>
        <select
          id={`${id}-reason`}
          name="reason"
          className={inputClass}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        >
          <option value="">Choose a reason</option>
          {REPORT_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-detail`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          What is wrong? <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <textarea
          id={`${id}-detail`}
          name="detail"
          rows={3}
          maxLength={REPORT_DETAIL_MAX}
          className={inputClass}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
        />
      </div>
      {error && (
        <Alert tone="error" testId="report-error">
          {error}
        </Alert>
      )}
      <button type="submit" className={secondaryButtonClass} disabled={!hydrated || busy}>
        {busy ? "Sending…" : "Send report"}
      </button>
    </form>
  );
}
