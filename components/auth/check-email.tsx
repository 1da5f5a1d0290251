"use client";

import { api } from "@/app/api/client";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { secondaryButtonClass } from "@/components/ui/styles";

export const RESEND_COUNTDOWN_SECONDS = 60;

/** The resend button: disabled through a 60 s countdown, then asks the server for a new mail. */
export function ResendEmail({
  email,
  kind,
  userType,
}: {
  email: string;
  kind: "signup" | "reset";
  userType: "student" | "tutor";
}) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function resend() {
    setBusy(true);
    setStatus(null);
    try {
      if (kind === "signup") await api("POST /api/auth/resend-verification", { body: { email } });
      else await api("POST /api/auth/forgot-password", { body: { email, user_type: userType } });
      setStatus({ tone: "success", text: "We have sent you a new email." });
      setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
    } catch (err) {
      setStatus({
        tone: "error",
        text: err instanceof Error ? err.message : "Could not resend the email. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <button
        type="button"
        onClick={resend}
        disabled={secondsLeft > 0 || busy}
        className={`${secondaryButtonClass} w-full`}
        data-testid="resend-button"
      >
        {busy ? "Sending..." : secondsLeft > 0 ? `Resend email in ${secondsLeft}s` : "Resend email"}
      </button>
    </div>
  );
}
