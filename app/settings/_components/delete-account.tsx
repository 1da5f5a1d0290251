"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/app/api/client";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { dangerButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { forgetPrivateData } from "@/lib/private-data";

/** "Delete my account": confirmed by typing the password; signs out and goes home. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: async (password: string) => {
      await api("DELETE /api/account", { body: { password } });
      await forgetPrivateData();
    },
    onSuccess: () => {
      // A full load: every screen's data belonged to the deleted account.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    },
    onError: (err) =>
      setError(err instanceof ApiError ? err.message : "Could not delete your account. Please try again."),
  });
  // Still busy after success, while the home page loads.
  const busy = remove.isPending || remove.isSuccess;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    remove.mutate(String(new FormData(event.currentTarget).get("password") ?? ""));
  }

  return (
    <section
      className="mt-8 rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900/60 dark:bg-slate-900"
      data-testid="delete-account"
    >
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">Delete my account</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        This removes your profile, progress, quiz results, enrolments and saved courses for good. Payment records are
        kept, without your name, because they are financial records.{" "}
        <a href="/privacy#delete" className="underline">
          What is kept
        </a>
      </p>
      {!open ? (
        <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={() => setOpen(true)}>
          Delete my account…
        </button>
      ) : (
        <form onSubmit={submit} onChange={() => setError(null)} className="mt-4 space-y-3">
          <Field
            label="Type your password to confirm"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {error && (
            <Alert tone="error" testId="delete-account-message">
              {error}
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={dangerButtonClass} disabled={busy}>
              {busy ? "Deleting..." : "Delete my account permanently"}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
