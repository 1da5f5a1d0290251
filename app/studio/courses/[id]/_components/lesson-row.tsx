"use client";

import Link from "next/link";
import { useState } from "react";
import { formatClock } from "@/lib/courses/durations";
import { lessonStatus } from "@/lib/studio/lesson-status";
import type { StudioLesson } from "@/lib/studio/outline";
import { StatusBadge } from "../../../_components/status-badge";
import { DeleteLessonDialog } from "./delete-lesson-dialog";
import { deleteLesson } from "./outline-api";
import type { useOutlineWrites } from "./use-outline-writes";
import { compactButtonClass } from "../../../_components/compact-button";

export const lessonHref = (courseId: string, lessonId: string) => `/studio/courses/${courseId}/lessons/${lessonId}`;

type Props = {
  courseId: string;
  lesson: StudioLesson;
  handle: React.ReactNode;
  moveButtons: React.ReactNode;
  writes: ReturnType<typeof useOutlineWrites>;
};

/** One lesson in its section: title, upload state and length, with its page for the video and details. */
export function LessonRow({ courseId, lesson, handle, moveButtons, writes }: Props) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const status = lessonStatus(lesson);
  return (
    <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60" data-testid="lesson" data-lesson-id={lesson.id}>
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1 py-1">
          <p className="font-medium break-words">{lesson.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <StatusBadge tone={status.tone} testId="lesson-status">
              {status.label}
            </StatusBadge>
            {lesson.duration_seconds > 0 && <span>{formatClock(lesson.duration_seconds)}</span>}
            {lesson.preview && <span>Free preview</span>}
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {moveButtons}
        <Link
          href={lessonHref(courseId, lesson.id)}
          className={compactButtonClass}
          aria-label={`Edit lesson ${lesson.title}`}
        >
          Edit
        </Link>
        <button
          type="button"
          className={compactButtonClass}
          onClick={() => setConfirmingDelete(true)}
          aria-label={`Delete lesson ${lesson.title}`}
        >
          Delete
        </button>
      </div>
      <DeleteLessonDialog
        title={lesson.title}
        open={confirmingDelete}
        busy={writes.pending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void writes.run(() => deleteLesson(lesson.id));
        }}
      />
    </div>
  );
}
