"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";

// Resolving a report on a pool question: what the editor did and why. "Retired" takes the
// question out of every paper and drill (a tutor's question also loses its approval).

export const RESOLVE_ACTIONS = [
  { value: "none", label: "Nothing to change" },
  { value: "fixed", label: "Fixed" },
  { value: "retired", label: "Retire the question" },
] as const;
type Action = (typeof RESOLVE_ACTIONS)[number]["value"];

export function ResolveReportForm({ id }: { id: string }) {
  const router = useRouter();
  const formId = useId();
  const [action, setAction] = useState<Action>("none");
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: () =>
      api("POST /api/editorial/reports/{id}/resolve", { params: { id }, body: { action, note: note.trim() } }),
    onSuccess: () => router.refresh(),
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return setNoteError("Write what you found and did.");
    setNoteError(null);
    resolve.mutate();
  }

  return (
    <form onSubmit={submit} className="mt-3 grid gap-2" noValidate data-testid="resolve-report">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 font-semibold">What did you do?</legend>
        {RESOLVE_ACTIONS.map((a) => (
          <label key={a.value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${formId}-action`}
              value={a.value}
              checked={action === a.value}
              onChange={() => setAction(a.value)}
            />
            {a.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${formId}-note`} className="text-sm font-semibold">
        Note
      </label>
      <textarea
        id={`${formId}-note`}
        className={inputClass}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? `${formId}-error` : undefined}
      />
      {noteError && (
        <p id={`${formId}-error`} className="text-sm text-red-700 dark:text-red-300">
          {noteError}
        </p>
      )}
      <button type="submit" className={`${primaryButtonClass} justify-self-start`} disabled={resolve.isPending}>
        Resolve
      </button>
      {resolve.error && <Alert tone="error">{resolve.error.message}</Alert>}
    </form>
  );
}
