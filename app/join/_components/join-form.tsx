"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { useHydrated } from "@/lib/ui/use-hydrated";

// Joins a class (POST /api/classes/join): typed by the student, or given by the join link
// (`code` set: the student only confirms). Joining twice answers the same, so a second tap is harmless.

type Joined = { id: string; name: string; teacher: string };

export function JoinForm({ code }: { code?: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code ?? String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    try {
      const answer = await api("POST /api/classes/join", { body: { code: typed } });
      setJoined(answer.class);
      router.refresh();
    } catch (err) {
      if (!(err instanceof ApiError)) setError("We could not reach ExamPrep: try again once you are online.");
      else setError(err.fieldErrors?.code ?? err.message);
    } finally {
      setBusy(false);
    }
  }

  if (joined) {
    return (
      <Alert tone="success" testId="joined">
        You are in <strong>{joined.name}</strong> with {joined.teacher}. Mocks your teacher sets show on your{" "}
        <Link href="/dashboard" className="font-semibold underline">
          dashboard
        </Link>
        .
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="join-form">
      {code === undefined && (
        <div>
          <label htmlFor="join-code" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Class code
          </label>
          <input
            id="join-code"
            name="code"
            className={`${inputClass} font-mono text-lg tracking-widest uppercase`}
            required
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD EFGH"
          />
        </div>
      )}
      {error && (
        <Alert tone="error" testId="join-error">
          {error}
        </Alert>
      )}
      <button
        type="submit"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={busy || !hydrated}
        data-testid="join-button"
      >
        {busy ? "Joining…" : "Join the class"}
      </button>
    </form>
  );
}
