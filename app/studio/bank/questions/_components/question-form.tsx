"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";
import type { Endpoints } from "@/app/api/endpoints";
import type { RequestOf } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/client/api-error";
import { SUBJECTS } from "@/lib/subjects";
import { DIFFICULTY_CHOICES, EXAM_CHOICES } from "@/lib/studio/bank-choices";

/** The fields the form edits, as GET /api/bank/questions/{id} answers them. */
export type QuestionFields = {
  subject: string;
  text: string;
  options: string[];
  answer: string;
  explanation: string;
  topic: string;
  exams: string[];
  difficulty: string;
};
type QuestionBody = RequestOf<Endpoints["POST /api/bank/questions"]>["body"];
type Subject = RequestOf<Endpoints["GET /api/bank/topics"]>["query"];

export const EMPTY_QUESTION: QuestionFields = {
  subject: "",
  text: "",
  options: ["", "", "", ""],
  answer: "A",
  explanation: "",
  topic: "",
  exams: [],
  difficulty: "medium",
};

const versionMessage = {
  unchanged: "Nothing changed.",
  updated_in_place: "Saved. No student had seen this version, so it was corrected in place.",
  new_version:
    "Saved as a new version: students who sat the old one keep it in their review. Regrade below if you changed the key.",
} as const;

const label = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300";
const letter = (i: number) => String.fromCharCode(65 + i);

// Writes a bank question: POST for a new one (then opens it), PATCH for an edit (then the page
// re-renders the server's preview of the notation). Errors are shown beside their fields.
export function QuestionForm({ id, initial }: { id?: string; initial: QuestionFields }) {
  const router = useRouter();
  const [q, setQ] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof QuestionFields>(key: K, value: QuestionFields[K]) => {
    setQ((current) => ({ ...current, [key]: value }));
    setSaved(null);
  };
  const topics = useQuery({
    queryKey: ["bank-topics", q.subject],
    queryFn: () => api("GET /api/bank/topics", { query: { subject: q.subject } as Subject }),
    enabled: q.subject !== "",
  });
  const save = useMutation({
    mutationFn: async () => {
      // What the form holds, as it is: the server judges it and names the fields it refuses.
      const body = { ...q, topic: q.topic || null } as QuestionBody;
      if (id) {
        const { version_write } = await api("PATCH /api/bank/questions/{id}", { params: { id }, body });
        return { createdId: null, write: version_write };
      }
      const { question } = await api("POST /api/bank/questions", { body });
      return { createdId: question.id, write: "unchanged" as const };
    },
    onSuccess: ({ createdId, write }) => {
      if (createdId) return router.push(`/studio/bank/questions/${createdId}`);
      setSaved(versionMessage[write]);
      router.refresh();
    },
  });
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errorOf = (field: string) =>
    fieldErrors[field] ? (
      <p className="mt-1 text-sm text-red-700 dark:text-red-300" role="alert">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form
      className="grid gap-4"
      data-testid="question-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="q-subject" className={label}>
            Subject
          </label>
          <select
            id="q-subject"
            className={inputClass}
            value={q.subject}
            required
            onChange={(e) => {
              set("subject", e.target.value);
              set("topic", "");
            }}
          >
            <option value="">Choose…</option>
            {SUBJECTS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          {errorOf("subject")}
        </div>
        <div>
          <label htmlFor="q-topic" className={label}>
            Topic
          </label>
          <select
            id="q-topic"
            className={inputClass}
            value={q.topic}
            onChange={(e) => set("topic", e.target.value)}
            disabled={!topics.data}
          >
            <option value="">None</option>
            {topics.data?.topics.map((t) => (
              <optgroup key={t.slug} label={t.name}>
                <option value={t.slug}>{t.name}</option>
                {t.children.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errorOf("topic")}
        </div>
      </div>
      <div>
        <label htmlFor="q-text" className={label}>
          Question (notation between $…$, e.g. $x^2$)
        </label>
        <textarea
          id="q-text"
          className={`${inputClass} min-h-24`}
          value={q.text}
          required
          onChange={(e) => set("text", e.target.value)}
        />
        {errorOf("text")}
      </div>
      <fieldset className="grid gap-2">
        <legend className={label}>Options: pick the right one</legend>
        {q.options.map((option, i) => (
          <div key={i}>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                name="answer"
                className="h-5 w-5 shrink-0"
                aria-label={`Option ${letter(i)} is the answer`}
                checked={q.answer === letter(i)}
                onChange={() => set("answer", letter(i))}
              />
              <label htmlFor={`q-option-${i}`} className="w-5 shrink-0 font-semibold">
                {letter(i)}
              </label>
              <input
                id={`q-option-${i}`}
                className={inputClass}
                value={option}
                required
                onChange={(e) =>
                  set(
                    "options",
                    q.options.map((o, j) => (j === i ? e.target.value : o)),
                  )
                }
              />
            </div>
            {errorOf(`options.${i}`)}
          </div>
        ))}
        {errorOf("options")}
        {errorOf("answer")}
        <button
          type="button"
          className={`${secondaryButtonClass} justify-self-start`}
          onClick={() => {
            const five = q.options.length === 4;
            set("options", five ? [...q.options, ""] : q.options.slice(0, 4));
            if (!five && q.answer === "E") set("answer", "A");
          }}
        >
          {q.options.length === 4 ? "Add option E (NECO papers)" : "Remove option E"}
        </button>
      </fieldset>
      <div>
        <label htmlFor="q-explanation" className={label}>
          Explanation (shown after the paper)
        </label>
        <textarea
          id="q-explanation"
          className={`${inputClass} min-h-20`}
          value={q.explanation}
          onChange={(e) => set("explanation", e.target.value)}
        />
        {errorOf("explanation")}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <fieldset>
          <legend className={label}>Exams</legend>
          <div className="flex flex-wrap gap-x-4">
            {EXAM_CHOICES.map((exam) => (
              <label key={exam} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={q.exams.includes(exam)}
                  onChange={(e) =>
                    set("exams", e.target.checked ? [...q.exams, exam] : q.exams.filter((x) => x !== exam))
                  }
                />
                {exam}
              </label>
            ))}
          </div>
          {errorOf("exams")}
        </fieldset>
        <div>
          <label htmlFor="q-difficulty" className={label}>
            Difficulty
          </label>
          <select
            id="q-difficulty"
            className={inputClass}
            value={q.difficulty}
            onChange={(e) => set("difficulty", e.target.value)}
          >
            {DIFFICULTY_CHOICES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </div>
      </div>
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
        {save.isPending ? "Saving…" : id ? "Save changes" : "Add question"}
      </button>
    </form>
  );
}
