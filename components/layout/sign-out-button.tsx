"use client";

import { useState } from "react";
import { api, forgetUser } from "@/lib/api-client";

// One tap signs out (the header and the menu): the session is revoked on the server, and
// a full load of the landing page renders every server-side part for a visitor again.
export function SignOutButton({ className }: { className: string }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await api("/api/auth/logout", { method: "POST" });
    } catch {
      // Forgetting the user here still matters when the server could not be reached.
    }
    forgetUser();
    window.location.assign("/");
  }

  return (
    <button type="button" onClick={signOut} disabled={busy} className={className} data-testid="sign-out">
      {busy ? "Signing out..." : "Sign Out"}
    </button>
  );
}
