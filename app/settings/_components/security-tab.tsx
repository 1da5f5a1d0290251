"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/app/api/client";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { dangerButtonClass, primaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { signOut } from "@/lib/client/fetcher";
import { ApiError } from "@/lib/client/api-error";
import { messages, MIN_PASSWORD } from "@/lib/auth/auth-rules";

export const PASSWORD_CHANGE_FAILED = "Failed to change password. Please try again.";
export const PASSWORD_CHANGED = "Password changed successfully!";

export function SecurityTab() {
  const router = useRouter();
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (passwords: { current_password: string; new_password: string }) =>
      api("POST /api/auth/change-password", { body: passwords }),
  });
  const busy = change.isPending;
  const hydrated = useHydrated();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  function changePassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get("current_password") ?? "");
    const next = String(form.get("new_password") ?? "");
    const confirm = String(form.get("confirm_password") ?? "");
    if (next !== confirm) return setStatus({ tone: "error", text: messages.newPasswordsDoNotMatch });
    if (next.length < MIN_PASSWORD) return setStatus({ tone: "error", text: messages.settingsPasswordTooShort });
    setStatus(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          formElement.reset();
          setStatus({ tone: "success", text: PASSWORD_CHANGED });
        },
        onError: (err) => {
          // A wrong current password is worth saying; anything else gets the generic message.
          const text =
            err instanceof ApiError && (err.code === "bad_request" || err.code === "validation_error")
              ? err.message
              : PASSWORD_CHANGE_FAILED;
          setStatus({ tone: "error", text });
        },
      },
    );
  }

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
    router.replace("/");
    router.refresh();
  }

  return (
    <div className="space-y-10">
      <form
        method="post"
        onSubmit={changePassword}
        onChange={() => setStatus(null)}
        className="space-y-4"
        data-testid="password-form"
      >
        <h2 className="text-lg font-semibold">Change password</h2>
        <Field label="Current password" name="current_password" type="password" autoComplete="current-password" />
        <Field
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <Field label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" />
        {status && (
          <Alert tone={status.tone} testId="password-message">
            {status.text}
          </Alert>
        )}
        <button type="submit" className={primaryButtonClass} disabled={!hydrated || busy}>
          {busy ? "Changing..." : "Change Password"}
        </button>
      </form>
      <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 className="text-lg font-semibold">Sign out</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Sign out of ExamPrep on this device.</p>
        <button type="button" className={`${dangerButtonClass} mt-4`} onClick={() => setConfirmOpen(true)}>
          Sign Out
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        title="Sign out"
        message="Are you sure you want to sign out?"
        confirmLabel={signingOut ? "Signing out..." : "Sign Out"}
        confirmClassName={dangerButtonClass}
        busy={signingOut}
        onConfirm={onSignOut}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
