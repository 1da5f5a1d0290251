"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/fetcher";

// Leaves a class after a plain confirm (DELETE /api/me/classes/{id}).

export function LeaveClassButton({ classId, name }: { classId: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    if (!window.confirm(`Leave ${name}? Your teacher will no longer see your work for it.`)) return;
    setBusy(true);
    try {
      await apiFetch(`/api/me/classes/${classId}`, { method: "DELETE" });
      router.refresh();
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : "Not left: no connection");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={leave}
        disabled={busy}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
      >
        Leave
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
