"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/fetcher";

// Removes one student from the class after a plain confirm (DELETE /api/classes/{id}/students/{student id}).

export function RemoveStudentButton({ classId, studentId, name }: { classId: string; studentId: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(`Remove ${name} from this class? Their own work stays theirs.`)) return;
    setBusy(true);
    try {
      await apiFetch(`/api/classes/${classId}/students/${studentId}`, { method: "DELETE" });
      router.refresh();
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : "Not removed: no connection");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={remove}
        disabled={busy}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
