"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { StatusBadge } from "../../../_components/status-badge";
import { OFFLINE_MESSAGE } from "./use-outline-writes";

type Status = "draft" | "published";

// Publishing and going back to draft (PUT /api/courses/{id} { status }). The server decides
// (a verified tutor publishes; a course with students stays published) and its reason is shown
// as it is, under a heading that says which way the change was refused.
const refusedHeading: Record<Status, string> = {
  published: "This course cannot be published yet",
  draft: "This course cannot go back to draft",
};

export function PublishControl({ courseId, status }: { courseId: string; status: Status }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<{ wanted: Status; reason: string } | null>(null);
  const change = useMutation({
    mutationFn: (wanted: Status) =>
      api("PUT /api/courses/{id}", { params: { id: courseId }, body: { status: wanted } }),
    onSuccess: () => {
      setRefusal(null);
      router.refresh();
    },
    onError: (err, wanted) => setRefusal({ wanted, reason: err instanceof ApiError ? err.message : OFFLINE_MESSAGE }),
  });
  const wanted: Status = status === "published" ? "draft" : "published";

  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="publish-control"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">Status</span>
          <StatusBadge tone={status} testId="course-status">
            {status === "published" ? "Published" : "Draft"}
          </StatusBadge>
        </p>
        <button
          type="button"
          className={status === "published" ? secondaryButtonClass : primaryButtonClass}
          disabled={change.isPending}
          onClick={() => change.mutate(wanted)}
        >
          {change.isPending ? "Saving..." : status === "published" ? "Back to draft" : "Publish"}
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {status === "published"
          ? "Students can find and enrol in this course."
          : "Only you can see this course until you publish it."}
      </p>
      {refusal && (
        <div className="mt-3">
          <Alert tone="error" testId="publish-refused">
            <p className="font-semibold">{refusedHeading[refusal.wanted]}</p>
            <p className="mt-1">{refusal.reason}</p>
          </Alert>
        </div>
      )}
    </div>
  );
}
