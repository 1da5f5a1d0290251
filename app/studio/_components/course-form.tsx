"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field, SelectField } from "@/components/ui/field";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { courseBodyFrom, firstIssues } from "@/lib/studio/course-form";
import { SUBJECTS } from "@/lib/subjects";
import { COURSE_LEVELS, courseCreateSchema, courseUpdateSchema, EXAM_BODIES } from "@/lib/validation/courses";
import { useHydrated } from "@/lib/ui/use-hydrated";

// A course's details: created with POST /api/courses (then on to its editor), edited with
// PUT /api/courses/{id}. The form checks with the API's own schema first; the server's
// answer has the last word and its field messages show under the fields.

export type CourseFields = {
  title: string;
  category: string;
  exam: string | null;
  level: string;
  price: number;
  description: string;
};

type Props = { mode: "create" } | { mode: "edit"; courseId: string; initial: CourseFields };
type CourseBody = z.input<typeof courseCreateSchema>;

const labelClass = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300";
const errorClass = "mt-1 text-xs font-medium text-red-700 dark:text-red-300";

export function CourseForm(props: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const initial = props.mode === "edit" ? props.initial : null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const save = useMutation({
    mutationFn: (body: CourseBody) =>
      props.mode === "create"
        ? api("POST /api/courses", { body })
        : api("PUT /api/courses/{id}", { params: { id: props.courseId }, body }),
    onSuccess: ({ course }) => {
      if (props.mode === "create") return router.push(`/studio/courses/${course.id}`);
      setStatus({ tone: "success", text: "Details saved." });
      router.refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError) setErrors({ ...err.fieldErrors });
      setStatus({
        tone: "error",
        text: err instanceof ApiError ? err.message : "Could not save. Please check your connection and try again.",
      });
    },
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = courseBodyFrom(new FormData(event.currentTarget));
    const checked = (props.mode === "create" ? courseCreateSchema : courseUpdateSchema).safeParse(body);
    if (!checked.success) {
      const found = firstIssues(checked.error);
      setErrors(found);
      setStatus({ tone: "error", text: Object.values(found)[0] ?? "Please check the form." });
      return;
    }
    setErrors({});
    setStatus(null);
    // The schema's check just passed: the form's text is the body it describes.
    save.mutate(body as CourseBody);
  }

  const describedBy = (name: string) => (errors[name] ? `${name}-error` : undefined);
  const fieldError = (name: string) =>
    errors[name] && (
      <p id={`${name}-error`} className={errorClass}>
        {errors[name]}
      </p>
    );

  return (
    <form onSubmit={submit} onChange={() => setStatus(null)} noValidate className="space-y-4" data-testid="course-form">
      <div>
        <Field
          label="Title"
          name="title"
          defaultValue={initial?.title}
          required
          maxLength={160}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy("title")}
        />
        {fieldError("title")}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <SelectField
            label="Subject"
            name="category"
            options={SUBJECTS}
            placeholder="Choose a subject"
            defaultValue={initial?.category ?? ""}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={describedBy("category")}
          />
          {fieldError("category")}
        </div>
        <div>
          <SelectField
            label="Exam"
            name="exam"
            options={EXAM_BODIES}
            placeholder="Any exam"
            defaultValue={initial?.exam ?? ""}
          />
        </div>
        <div>
          <SelectField
            label="Level"
            name="level"
            options={COURSE_LEVELS}
            placeholder="Choose a level"
            defaultValue={initial?.level ?? ""}
            aria-invalid={Boolean(errors.level)}
            aria-describedby={describedBy("level")}
          />
          {fieldError("level")}
        </div>
      </div>
      <div>
        <Field
          label="Price (₦, 0 for free)"
          name="price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={initial?.price}
          aria-invalid={Boolean(errors.price)}
          aria-describedby={describedBy("price")}
        />
        {fieldError("price")}
      </div>
      <div>
        <label htmlFor="field-description" className={labelClass}>
          Description
        </label>
        <textarea
          id="field-description"
          name="description"
          rows={4}
          maxLength={5000}
          defaultValue={initial?.description}
          className={inputClass}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy("description")}
        />
        {fieldError("description")}
      </div>
      {status && (
        <Alert tone={status.tone} testId="course-form-status">
          {status.text}
        </Alert>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={!hydrated || save.isPending}>
        {save.isPending ? "Saving..." : props.mode === "create" ? "Create course" : "Save details"}
      </button>
    </form>
  );
}
