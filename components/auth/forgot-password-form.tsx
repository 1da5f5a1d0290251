"use client";

import { api } from "@/app/api/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field, SelectField } from "@/components/ui/field";
import { primaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { EMAIL_PATTERN, messages } from "@/lib/auth/auth-rules";

export const FORGOT_FAILED = "Failed to send password reset email. Please try again.";

export function ForgotPasswordForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [userType, setUserType] = useState<"student" | "tutor">("student");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(messages.emailRequired);
    if (!EMAIL_PATTERN.test(value)) return setError(messages.emailInvalid);
    setBusy(true);
    setError(null);
    try {
      await api("POST /api/auth/forgot-password", { body: { email: value, user_type: userType } });
      router.push(
        `/check-email?${new URLSearchParams({ email: value.toLowerCase(), type: "reset", user_type: userType })}`,
      );
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : FORGOT_FAILED);
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-form">
      <Field
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      <SelectField
        label="I am a"
        name="user_type"
        options={["student", "tutor"]}
        value={userType}
        onChange={(e) => setUserType(e.target.value === "tutor" ? "tutor" : "student")}
      />
      {error && (
        <Alert tone="error" testId="auth-message">
          {error}
        </Alert>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={!hydrated || !email.trim() || busy}>
        {busy ? "Sending..." : "Send Reset Link"}
      </button>
    </form>
  );
}
