"use client";

import { api } from "@/app/api/client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { primaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { messages, MIN_PASSWORD, passwordStrength } from "@/lib/auth/auth-rules";
import { useIsCommonPassword } from "./use-common-password";

export const RESET_FAILED = "Failed to reset password. Please try again or request a new reset link.";
export const RESET_REDIRECT_MS = 3000;

/** The token arrives in the URL fragment (#access_token=…&type=recovery), which never reaches a server log. */
function tokenFromFragment(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, "")).get("access_token");
}

const meterColour = { Weak: "bg-red-500", Medium: "bg-amber-500", Strong: "bg-brand-500" };

export function ResetPasswordForm() {
  const router = useRouter();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();
  const common = useIsCommonPassword(password);

  useEffect(() => {
    // The fragment exists only in the browser, so it is read after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(tokenFromFragment());
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.replace("/signin"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return setError(messages.resetLinkInvalid);
    if (!password) return setError(messages.passwordRequired);
    // The server's minimum, so the screen never accepts what the server refuses.
    if (password.length < MIN_PASSWORD) return setError(messages.passwordTooShort);
    if (common) return setError(messages.passwordTooCommon);
    if (password !== confirm) return setError(messages.passwordsDoNotMatch);
    setBusy(true);
    setError(null);
    try {
      await api("POST /api/auth/reset-password", { body: { token, password } });
      // The token is spent: take it out of the address bar and history.
      window.history.replaceState(null, "", window.location.pathname);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : RESET_FAILED);
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Alert tone="success" testId="reset-success">
        Your password has been reset. Taking you to sign in…
      </Alert>
    );
  }
  if (token === null) {
    return (
      <Alert tone="error" testId="auth-message">
        {messages.resetLinkInvalid}
      </Alert>
    );
  }

  // A listed password is weak whatever its mix of characters.
  const strength = common ? { score: 1, label: "Weak" as const } : passwordStrength(password);
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" data-testid="reset-form">
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
      />
      {password && (
        <div data-testid="strength-meter" data-strength={strength.label}>
          <div className="flex gap-1" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <span
                key={i}
                className={`h-1.5 flex-1 rounded-full ${i < strength.score ? meterColour[strength.label] : "bg-slate-200 dark:bg-slate-700"}`}
              />
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Strength: {strength.label}</p>
          {common && (
            <p className="mt-1 text-xs font-medium text-red-700 dark:text-red-400" data-testid="common-password">
              {messages.passwordTooCommon}
            </p>
          )}
        </div>
      )}
      <Field
        label="Confirm new password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <Alert tone="error" testId="auth-message">
          {error}
        </Alert>
      )}
      <button
        type="submit"
        className={`${primaryButtonClass} w-full`}
        disabled={!hydrated || busy || !password || password !== confirm}
      >
        {busy ? "Saving..." : "Reset Password"}
      </button>
    </form>
  );
}
