"use client";

import { useState } from "react";
import { api } from "@/app/api/client";
import { Alert } from "@/components/ui/alert";
import { Field, SelectField } from "@/components/ui/field";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { toast } from "@/lib/ui/toast";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { SUBJECT_REQUEST_EXAMS, SUBJECT_REQUEST_LIMITS } from "@/lib/validation/subject-requests";

export function SubjectRequestForm() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setStatus(null);
    try {
      // The form's fields are text inputs and a select of the exams: their values are strings.
      const answer = await api("POST /api/subject-requests", {
        body: {
          subject: form.get("subject") as string,
          exam: form.get("exam") as (typeof SUBJECT_REQUEST_EXAMS)[number],
          note: form.get("note") as string,
        },
      });
      formElement.reset();
      setStatus({ tone: "success", text: answer.message });
      toast(answer.message, "success");
    } catch (err) {
      setStatus({
        tone: "error",
        text: err instanceof ApiError ? err.message : "Could not send your request. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      onChange={() => setStatus(null)}
      className="space-y-4"
      data-testid="subject-request-form"
    >
      <Field
        label="Subject"
        name="subject"
        required
        minLength={2}
        maxLength={SUBJECT_REQUEST_LIMITS.subject}
        placeholder="e.g. Further Mathematics"
      />
      <SelectField
        label="Exam"
        name="exam"
        required
        options={SUBJECT_REQUEST_EXAMS}
        placeholder="Choose the exam"
        defaultValue=""
      />
      <div>
        <label htmlFor="field-note" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          Note (optional)
        </label>
        <textarea
          id="field-note"
          name="note"
          rows={3}
          maxLength={SUBJECT_REQUEST_LIMITS.note}
          className={inputClass}
          placeholder="Topics you need most, your school, anything that helps"
        />
      </div>
      {status && (
        <Alert tone={status.tone} testId="subject-request-message">
          {status.text}
        </Alert>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={!hydrated || busy}>
        {busy ? "Sending..." : "Send request"}
      </button>
    </form>
  );
}
