"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/client/api-error";

export const OFFLINE_MESSAGE = "Could not reach the server. Please check your connection and try again.";

/**
 * Runs the course editor's writes one at a time; after each, the page's server part reads
 * the course again. A refusal's message is kept for the editor to show, and `onError` lets
 * the caller undo what it showed early (a reorder).
 */
export function useOutlineWrites() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const write = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => {
      setError(null);
      router.refresh();
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : OFFLINE_MESSAGE),
  });
  return {
    /** Runs one write; `done` says whether it went through, with what it answered. */
    run: <T>(
      action: () => Promise<T>,
      options: { onError?: () => void } = {},
    ): Promise<{ done: true; value: T } | { done: false }> =>
      write.mutateAsync(action).then(
        (value) => ({ done: true as const, value: value as T }),
        () => {
          options.onError?.();
          return { done: false as const };
        },
      ),
    pending: write.isPending,
    error,
    clearError: () => setError(null),
  };
}
