"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/api-client";
import { forgetPrivateData } from "@/lib/private-data";

// One tap signs out (the header and the menu): the session is revoked on the server, and
// the landing page is rendered afresh, header included, for a visitor.
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await api("/api/auth/logout", { method: "POST" });
    } catch {
      // Forgetting the student's data here still matters when the server could not be reached.
    }
    // A shared phone: the next person must find nothing of this student's (lib/private-data.ts).
    await forgetPrivateData();
    onSignedOut?.();
    router.replace("/");
    router.refresh();
  }

  return (
    <button type="button" onClick={signOut} disabled={busy} className={className} data-testid="sign-out">
      {busy ? "Signing out..." : "Sign Out"}
    </button>
  );
}
