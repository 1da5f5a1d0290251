"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import type { StudioLesson } from "@/lib/studio/outline";
import { DeleteLessonDialog } from "../../../_components/delete-lesson-dialog";
import { OFFLINE_MESSAGE } from "../../../_components/use-outline-writes";

// A lesson's title, description and free-preview flag (PUT /api/videos/{id}), and deleting it.

type Details = { title: string; description: string; preview: boolean };

export function LessonDetailsForm({ courseId, lesson }: { courseId: string; lesson: StudioLesson }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const failed = (err: unknown) =>
    setStatus({ tone: "error", text: err instanceof ApiError ? err.message : OFFLINE_MESSAGE });
  const save = useMutation({
    mutationFn: (details: Details) => api("PUT /api/videos/{id}", { params: { id: lesson.id }, body: details }),
    onSuccess: () => {
      setStatus({ tone: "success", text: "Lesson saved." });
      router.refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api("DELETE /api/videos/{id}", { params: { id: lesson.id } }),
    onSuccess: () => router.push(`/studio/courses/${courseId}`),
    onError: failed,
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    if (!title) return setStatus({ tone: "error", text: "Title is required" });
    save.mutate({
      title,
      description: String(form.get("description") ?? "").trim(),
      preview: form.get("preview") === "on",
    });
  }

  return (
    <form onSubmit={submit} onChange={() => setStatus(null)} noValidate className="space-y-4" data-testid="lesson-form">
      <Field label="Lesson title" name="title" defaultValue={lesson.title} maxLength={160} required />
      <div>
        <label
          htmlFor="lesson-description"
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          Description
        </label>
        <textarea
          id="lesson-description"
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={lesson.description}
          className={inputClass}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" name="preview" defaultChecked={lesson.preview} className="h-5 w-5 accent-brand-600" />
        Free preview: anyone can watch this lesson before enrolling
      </label>
      {status && (
        <Alert tone={status.tone} testId="lesson-form-status">
          {status.text}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save lesson"}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => setConfirmingDelete(true)}
          disabled={remove.isPending}
        >
          Delete lesson
        </button>
      </div>
      <DeleteLessonDialog
        title={lesson.title}
        open={confirmingDelete}
        busy={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate();
        }}
      />
    </form>
  );
}
