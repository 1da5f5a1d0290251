"use client";

import { api } from "@/app/api/client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { secondaryButtonClass } from "@/components/ui/styles";

type Status = { tone: "success" | "error"; text: string } | null;

/**
 * The way out of "Email not verified" on the sign-in screen: one tap mails a fresh link
 * (POST /api/auth/resend-verification) and says so. Sent once per sign-in attempt; the
 * server's rate limits guard the rest.
 */
export function ResendVerification({ email }: { email: string }) {
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await api("POST /api/auth/resend-verification", { body: { email } });
      setStatus({ tone: "success", text: `We have sent a new verification link to ${email}. Open it, then sign in.` });
    } catch (err) {
      setStatus({
        tone: "error",
        text: err instanceof Error && err.message ? err.message : "Could not send the email. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  const sent = status?.tone === "success";
  return (
    <div className="space-y-3" data-testid="resend-verification">
      {status && (
        <Alert tone={status.tone} testId="resend-verification-status">
          {/* An address is one long word: it may break anywhere rather than run off a phone's screen. */}
          <span className="[overflow-wrap:anywhere]">{status.text}</span>
        </Alert>
      )}
      {!sent && (
        <button type="button" onClick={resend} disabled={busy} className={`${secondaryButtonClass} w-full`}>
          {busy ? "Sending..." : "Resend verification e-mail"}
        </button>
      )}
    </div>
  );
}
