"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";

// An editor's decision on one submitted question: approve the version on screen (the server
// answers 409 if the author changed it meanwhile), or reject with a note the author reads.

export const NOTE_MAX = 1000;

export function ReviewActions({ id, version }: { id: string; version: number }) {
  const router = useRouter();
  const noteId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: "approve" | "reject") =>
      decision === "approve"
        ? api("POST /api/editorial/questions/{id}/approve", { params: { id }, body: { version } })
        : api("POST /api/editorial/questions/{id}/reject", { params: { id }, body: { note: note.trim() } }),
    onSuccess: () => router.refresh(),
  });

  function sendRejection(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return setNoteError("Write what the author should change.");
    setNoteError(null);
    decide.mutate("reject");
  }

  return (
    <div className="mt-4 grid gap-3" data-testid="review-actions">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={decide.isPending}
          onClick={() => decide.mutate("approve")}
        >
          Approve version {version}
        </button>
        {!rejecting && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject…
          </button>
        )}
      </div>
      {rejecting && (
        <form onSubmit={sendRejection} className="grid gap-2" noValidate>
          <label htmlFor={noteId} className="text-sm font-semibold">
            Note to the author
          </label>
          <textarea
            id={noteId}
            className={inputClass}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
          />
          {noteError && (
            <p id={`${noteId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {noteError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass} disabled={decide.isPending}>
              Send the rejection
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={decide.isPending}
              onClick={() => setRejecting(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {decide.error && <Alert tone="error">{decide.error.message}</Alert>}
    </div>
  );
}
