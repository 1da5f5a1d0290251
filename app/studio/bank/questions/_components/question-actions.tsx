"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";
import type { Endpoints } from "@/app/api/endpoints";
import type { ResponseOf } from "@/lib/api/endpoint";

type Regrade = ResponseOf<Endpoints["POST /api/bank/questions/{id}/regrade"]>;

function regradeSummary(r: Regrade): string {
  const subject = r.dry_run ? "would change" : "changed";
  const parts = [`${r.sittings} submitted paper${r.sittings === 1 ? "" : "s"} ${subject}`];
  if (r.in_progress_items > 0)
    parts.push(
      `${r.in_progress_items} answer${r.in_progress_items === 1 ? "" : "s"} in papers still open get the new key`,
    );
  if (r.unmatched_items > 0) parts.push(`${r.unmatched_items} could not be matched to an option and stay as marked`);
  return parts.join("; ") + ".";
}

/** Retire (never drawn again, history kept) or bring back a retired question. */
export function RetireButton({ id, retired }: { id: string; retired: boolean }) {
  const router = useRouter();
  const toggle = useMutation({
    mutationFn: () =>
      retired
        ? api("PATCH /api/bank/questions/{id}", { params: { id }, body: { status: "active" } })
        : api("DELETE /api/bank/questions/{id}", { params: { id } }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={retired ? secondaryButtonClass : dangerButtonClass}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate()}
      >
        {retired ? "Bring back" : "Retire"}
      </button>
      {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
    </div>
  );
}

/** Sends the question to the editors for the platform pool; a 400 names what it still needs (a topic, an explanation). */
export function SubmitForReview({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const submit = useMutation({
    mutationFn: () => api("POST /api/bank/questions/{id}/submit", { params: { id } }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={`${primaryButtonClass} justify-self-start`}
        disabled={submit.isPending}
        onClick={() => submit.mutate()}
      >
        {label}
      </button>
      {submit.error && <Alert tone="error">{submit.error.message}</Alert>}
    </div>
  );
}

// After a key is corrected: first a dry run says which papers would be rescored, then the tutor
// applies exactly that.
export function RegradePanel({ id }: { id: string }) {
  const router = useRouter();
  const [result, setResult] = useState<Regrade | null>(null);
  const regrade = useMutation({
    mutationFn: (dryRun: boolean) =>
      api("POST /api/bank/questions/{id}/regrade", { params: { id }, body: { dry_run: dryRun } }),
    onSuccess: (r) => {
      setResult(r);
      if (!r.dry_run) router.refresh();
    },
  });
  const nothingToDo = result !== null && result.sittings === 0 && result.in_progress_items === 0;
  return (
    <div className="grid gap-3" data-testid="regrade">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Corrected the key? Papers that showed an older version can be marked again under the current key. Check first:
        nothing changes until you apply.
      </p>
      <button
        type="button"
        className={`${secondaryButtonClass} justify-self-start`}
        disabled={regrade.isPending}
        onClick={() => regrade.mutate(true)}
      >
        Check what a regrade changes
      </button>
      {result && (
        <Alert tone={nothingToDo ? "info" : result.dry_run ? "warning" : "success"}>
          {nothingToDo ? "Nothing to regrade: every paper already has the current key." : regradeSummary(result)}
        </Alert>
      )}
      {result?.dry_run && !nothingToDo && (
        <button
          type="button"
          className={`${primaryButtonClass} justify-self-start`}
          disabled={regrade.isPending}
          onClick={() => regrade.mutate(false)}
        >
          Apply the regrade
        </button>
      )}
      {regrade.error && <Alert tone="error">{regrade.error.message}</Alert>}
    </div>
  );
}
