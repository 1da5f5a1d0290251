"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/client/api-error";

/**
 * A small red button that runs `remove` (the caller's typed DELETE call) after the browser's
 * plain confirm (`question`), then refreshes the page; a refusal or a lost connection is said beside it.
 */
export function ConfirmedDeleteButton({
  remove,
  question,
  label,
  ariaLabel,
  offline,
}: {
  remove: () => Promise<unknown>;
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
      await remove();
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
