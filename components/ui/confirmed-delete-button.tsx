"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/fetcher";

/**
 * A small red button that sends DELETE `url` after the browser's plain confirm (`question`),
 * then refreshes the page; a refusal or a lost connection is said beside it.
 */
export function ConfirmedDeleteButton({
  url,
  question,
  label,
  ariaLabel,
  offline,
}: {
  url: string;
  question: string;
  label: string;
  ariaLabel?: string;
  offline: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act() {
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      await apiFetch(url, { method: "DELETE" });
      router.refresh();
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : offline);
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={act}
        disabled={busy}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
        {...(ariaLabel ? { "aria-label": ariaLabel } : {})}
      >
        {label}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </span>
  );
}
