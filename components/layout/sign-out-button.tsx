"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { signOut } from "@/lib/client/fetcher";

// One tap signs out (the header and the menu): the session is revoked on the server, and
// the landing page is rendered afresh, header included, for a visitor.
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function onSignOut() {
    setBusy(true);
    await signOut();
    onSignedOut?.();
    router.replace("/");
    router.refresh();
  }

  return (
    <button type="button" onClick={onSignOut} disabled={busy} className={className} data-testid="sign-out">
      {busy ? "Signing out..." : "Sign Out"}
    </button>
  );
}
