"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { MAX_ASSIGNMENT_TITLE, type createAssignmentSchema } from "@/lib/validation/schools";

// Sets a mock to the class (POST /api/classes/{id}/assignments): a paper, exam or practice, the
// subjects (fixed or each student's own), and a window entered in the phone's local time.

export type PaperChoice = {
  id: string;
  title: string;
  durationMinutes: number;
  choose: number;
  required: string[];
  subjects: string[];
};
export type DrillTopic = { id: string; name: string; subject: string };

const pad = (n: number) => String(n).padStart(2, "0");
/** A date as a datetime-local input's value, in the phone's own time. */
const localValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

export function AssignForm({
  classId,
  papers,
  topic,
  now,
}: {
  classId: string;
  papers: PaperChoice[];
  topic: DrillTopic | null;
  now: number;
}) {
  const router = useRouter();
  // The window's defaults are in the phone's own time zone, so they are filled in once hydrated.
  const hydrated = useHydrated();
  const [paperId, setPaperId] = useState(topic ? "topic-drill" : (papers[0]?.id ?? ""));
  const [ownCombination, setOwnCombination] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const paper = papers.find((p) => p.id === paperId);
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + ((paper?.durationMinutes ?? 60) + 30) * 60_000);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const opens = new Date(String(form.get("opens_at")));
    const closes = new Date(String(form.get("closes_at")));
    if (Number.isNaN(opens.getTime()) || Number.isNaN(closes.getTime())) {
      setError("Give the window's opening and closing date and time.");
      return;
    }
    const subjects = form.getAll("subjects").map(String);
    const title = String(form.get("title") ?? "").trim();
    // The radios and checkboxes hold only values the API names; it checks them again.
    const body = {
      paper_id: paperId,
      mode: String(form.get("mode")),
      opens_at: opens.toISOString(),
      closes_at: closes.toISOString(),
      ...(title ? { title } : {}),
      ...(topic ? { topic_id: topic.id } : {}),
      ...(paper && paper.choose > 0 && !ownCombination
        ? { subjects: [...paper.required, ...subjects.filter((s) => !paper.required.includes(s))] }
        : {}),
    } as z.input<typeof createAssignmentSchema>;
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const { assignment } = await api("POST /api/classes/{id}/assignments", { params: { id: classId }, body });
      router.push(`/studio/classes/${classId}/assignments/${assignment.id}`);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError)) return setError("We could not reach ExamPrep: try again once you are online.");
      setError(err.message);
      setFieldErrors(err.fieldErrors ?? {});
    }
  }

  const optional = paper ? paper.subjects.filter((s) => !paper.required.includes(s)) : [];
  return (
    <form onSubmit={submit} className="space-y-5" data-testid="assign-form" noValidate>
      {topic ? (
        <p className="text-sm">
          A drill of 10 questions on <strong>{topic.name}</strong> ({topic.subject}), the same questions for every
          student.
        </p>
      ) : (
        <div>
          <label htmlFor="assign-paper" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Paper
          </label>
          <select
            id="assign-paper"
            name="paper_id"
            className={inputClass}
            value={paperId}
            onChange={(e) => setPaperId(e.target.value)}
          >
            {papers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          {fieldErrors.paper_id && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{fieldErrors.paper_id}</p>
          )}
        </div>
      )}

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Mode</legend>
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="mode" value="exam" defaultChecked={!topic} /> Exam: answers shown after submitting
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="mode" value="practice" defaultChecked={Boolean(topic)} /> Practice: students may
            check each answer
          </label>
        </div>
      </fieldset>

      {paper && paper.choose > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Subjects</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="combination" checked={ownCombination} onChange={() => setOwnCombination(true)} />{" "}
            Each student sits their own combination
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="combination"
              checked={!ownCombination}
              onChange={() => setOwnCombination(false)}
            />{" "}
            The same subjects for everyone
          </label>
          {!ownCombination && (
            <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
              <p className="text-sm sm:col-span-2">
                {paper.required.join(" and ")} plus {paper.choose} of:
              </p>
              {optional.map((s) => (
                <label key={s} className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="subjects" value={s} /> {s}
                </label>
              ))}
            </div>
          )}
          {fieldErrors.subjects && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{fieldErrors.subjects}</p>
          )}
        </fieldset>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Opens"
          name="opens_at"
          type="datetime-local"
          defaultValue={hydrated ? localValue(start) : ""}
          required
          key={`opens-${hydrated}`}
        />
        <Field
          label="Closes"
          name="closes_at"
          type="datetime-local"
          defaultValue={hydrated ? localValue(end) : ""}
          required
          key={`closes-${paperId}-${hydrated}`}
        />
      </div>
      {(fieldErrors.opens_at || fieldErrors.closes_at) && (
        <p className="text-sm text-red-700 dark:text-red-300">{fieldErrors.opens_at ?? fieldErrors.closes_at}</p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        A student who starts late still stops at the close: the time left is the earlier of the paper&apos;s time and
        the window&apos;s close.
      </p>
      <Field
        label="Title (optional)"
        name="title"
        maxLength={MAX_ASSIGNMENT_TITLE}
        placeholder={topic ? `Drill: ${topic.name}` : paper?.title}
      />
      {error && (
        <Alert tone="error" testId="assign-error">
          {error}
        </Alert>
      )}
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={busy || !hydrated}>
        {busy ? "Setting…" : "Set the mock"}
      </button>
    </form>
  );
}
