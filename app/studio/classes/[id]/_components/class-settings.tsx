"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { secondaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { MAX_CLASS_NAME } from "@/lib/validation/schools";

// Rename, archive or bring back a class (PATCH /api/classes/{id}).

export function ClassSettings({ classId, name, archived }: { classId: string; name: string; archived: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function patch(body: { name?: string; archived?: boolean }) {
    setBusy(true);
    setError(null);
    try {
      await api("PATCH /api/classes/{id}", { params: { id: classId }, body });
      router.refresh();
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.fieldErrors?.name ?? err.message)
          : "We could not reach ExamPrep: try again once you are online.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void patch({ name: String(new FormData(event.currentTarget).get("name") ?? "") });
        }}
      >
        <Field
          label="Class name"
          name="name"
          id="rename-class"
          defaultValue={name}
          required
          maxLength={MAX_CLASS_NAME}
          className="flex-1"
        />
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          Rename
        </button>
      </form>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => void patch({ archived: !archived })}
        data-testid="archive-class"
      >
        {archived ? "Bring the class back" : "Archive the class"}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        An archived class keeps its roster and results, takes no new students, and its mocks leave the students&apos;
        dashboards.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
