"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { MAX_CLASS_NAME } from "@/lib/validation/schools";

// Opens a class (POST /api/classes) and goes to it, where its join code and QR code wait.

export function CreateClassForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setError(null);
    try {
      const created = await api("POST /api/classes", { body: { name } });
      router.push(`/studio/classes/${created.class.id}`);
    } catch (err) {
      setBusy(false);
      setError(
        err instanceof ApiError
          ? (err.fieldErrors?.name ?? err.message)
          : "We could not reach ExamPrep: try again once you are online.",
      );
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="create-class-form">
      <Field
        label="Class name"
        name="name"
        required
        maxLength={MAX_CLASS_NAME}
        placeholder="e.g. SS3 Gold"
        autoComplete="off"
      />
      {error && (
        <Alert tone="error" testId="create-class-error">
          {error}
        </Alert>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={busy}>
        {busy ? "Opening…" : "Open class"}
      </button>
    </form>
  );
}
