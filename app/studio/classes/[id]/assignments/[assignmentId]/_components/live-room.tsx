"use client";

import { useEffect, useState } from "react";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import type { AssignmentProgress } from "@/server/schools/assignment-progress";

// The live exam room (docs/schools.md): each student's state as of their last saved answer.
// It asks the progress API every few seconds while the tab is visible, and at once when it
// becomes visible again, so a teacher's phone follows the room without reloading the page.

export const POLL_MS = 5_000;

const labels = { not_started: "Not started", in_progress: "In progress", submitted: "Submitted" } as const;
const tones = {
  not_started: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  in_progress: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  submitted: "bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100",
} as const;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function LiveRoom({
  classId,
  assignmentId,
  initial,
}: {
  classId: string;
  assignmentId: string;
  initial: AssignmentProgress;
}) {
  const [progress, setProgress] = useState(initial);
  const [offline, setOffline] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = async () => {
      clearTimeout(timer);
      if (document.hidden) return;
      try {
        setProgress(
          await api("GET /api/classes/{id}/assignments/{assignmentId}/progress", {
            params: { id: classId, assignmentId },
          }),
        );
        setOffline(false);
        setUpdatedAt(new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" }));
      } catch (err) {
        setOffline(!(err instanceof ApiError));
      }
      if (!stopped && !document.hidden) timer = setTimeout(refresh, POLL_MS);
    };
    const onVisibility = () => {
      if (!document.hidden) void refresh();
      else clearTimeout(timer);
    };
    timer = setTimeout(refresh, POLL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [classId, assignmentId]);

  const { summary, students } = progress;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="room-summary">
        {(["not_started", "in_progress", "submitted"] as const).map((status) => (
          <div key={status} className={`rounded-xl p-3 ${tones[status]}`}>
            <dt className="text-xs font-semibold">{labels[status]}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`room-${status}`}>
              {summary[status]}
            </dd>
          </div>
        ))}
      </dl>
      {/* Not a live region: a screen reader would hear the time every few seconds. Losing the connection is said once. */}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {updatedAt
          ? `Updated ${updatedAt}; refreshes every ${POLL_MS / 1000} s.`
          : `Refreshes every ${POLL_MS / 1000} s.`}
      </p>
      {offline && (
        <p role="status" className="text-xs font-semibold text-amber-800 dark:text-amber-200">
          No connection: showing the last state we had.
        </p>
      )}
      {students.length === 0 ? (
        <p className="text-sm">No students in the class yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="room-students">
          {students.map((s) => (
            <li
              key={s.id}
              className="flex items-center justify-between gap-3 py-2"
              data-testid="room-student"
              data-status={s.status}
            >
              <span className="min-w-0 break-words">
                <span className="font-medium">{s.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {s.status === "not_started"
                    ? "—"
                    : `${s.answered} of ${s.questions} answered${s.time_left !== null ? ` · ${clock(s.time_left)} left` : ""}${"score" in s ? ` · ${s.score} / ${s.max}` : ""}`}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${tones[s.status as keyof typeof tones]}`}
              >
                {labels[s.status as keyof typeof labels]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
