"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";
import type { Endpoints } from "@/app/api/endpoints";
import type { RequestOf, ResponseOf } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/client/api-error";
import { SUBJECTS } from "@/lib/subjects";
import { EXAM_CHOICES, IMPORT_FORMAT_CHOICES, type ImportFormatChoice } from "@/lib/studio/bank-choices";
import { RichField } from "../../_components/rich-field";
import { QualityChecks } from "../../_components/question-card";

type Endpoint = Endpoints["POST /api/bank/imports"];
type Imported = ResponseOf<Endpoint>;
type SampleQuestion = Pick<
  Imported["sample"][number],
  "number" | "text" | "options" | "answer" | "topic" | "exams" | "difficulty" | "html"
>;
/**
 * What the form shows of POST /api/bank/imports with preview: true (docs/question-bank.md,
 * "Import"): warnings are by question number and never stop the import; subject_checks is the
 * subject-level rule over the tutor's bank with this file added.
 */
export type ImportPreview = Pick<
  Imported,
  "subject" | "questions" | "stimuli" | "topics" | "warnings" | "subject_checks"
> & {
  sample: SampleQuestion[];
};

/** What was refused: the message, and each place ("line 12", "questions[3].answer") with its problem. */
type Refusal = { message: string; places: [string, string][] };

const formatLabel: Record<ImportFormatChoice, string> = { csv: "CSV", aiken: "Aiken", json: "JSON" };
const label = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300";

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    // Validation answers list every place; other refusals (too large, signed out) only say why.
    return {
      message: error.message,
      places: error.code === "validation_error" ? Object.entries(error.fieldErrors) : [],
    };
  }
  return { message: "The server could not be reached. Check your connection and try again.", places: [] };
}

// The import: paste or pick a file, see what the server would create (or every line it
// refuses), then commit it all at once. Any change to the file or its settings drops the
// preview, so what is committed is always what was previewed.
export function ImportForm() {
  const [format, setFormat] = useState<ImportFormatChoice>("csv");
  const [subject, setSubject] = useState<string>("");
  const [text, setText] = useState("");
  const [exams, setExams] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState("");
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<Imported | null>(null);

  // What the form holds, as it is: the server judges it (no subject chosen is its 400).
  const body = (isPreview: boolean) =>
    ({
      format,
      subject,
      text,
      preview: isPreview,
      defaults: { ...(exams.length > 0 && { exams }), ...(difficulty && { difficulty }) },
    }) as RequestOf<Endpoint>["body"];
  const send = useMutation({
    mutationFn: (isPreview: boolean) => api("POST /api/bank/imports", { body: body(isPreview) }),
    onMutate: () => setRefusal(null),
    onSuccess: (result, isPreview) => (isPreview ? setPreview(result) : setDone(result)),
    onError: (error) => {
      setPreview(null);
      setRefusal(refusalOf(error));
    },
  });

  /** Every change invalidates what was previewed. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setDone(null);
    };

  async function readFile(file: File | undefined) {
    if (!file) return;
    const name = file.name.toLowerCase();
    if (name.endsWith(".json")) changed(setFormat)("json");
    else if (name.endsWith(".csv")) changed(setFormat)("csv");
    else if (name.endsWith(".txt")) changed(setFormat)("aiken");
    changed(setText)(await file.text());
  }

  if (done) {
    return (
      <div className="grid gap-4" data-testid="import-done">
        <Alert tone="success">{done.message}</Alert>
        <div className="flex flex-wrap gap-2">
          <Link href={`/studio/bank?subject=${encodeURIComponent(done.subject)}`} className={primaryButtonClass}>
            See them in the bank
          </Link>
          <button type="button" className={secondaryButtonClass} onClick={() => changed(setText)("")}>
            Import another file
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(true);
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="import-format" className={label}>
              Format
            </label>
            <select
              id="import-format"
              className={inputClass}
              value={format}
              onChange={(e) => changed(setFormat)(e.target.value as ImportFormatChoice)}
            >
              {IMPORT_FORMAT_CHOICES.map((f) => (
                <option key={f} value={f}>
                  {formatLabel[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="import-subject" className={label}>
              Subject
            </label>
            <select
              id="import-subject"
              className={inputClass}
              value={subject}
              required
              onChange={(e) => changed(setSubject)(e.target.value)}
            >
              <option value="">Choose…</option>
              {SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="import-text" className={label}>
            Paste the file
          </label>
          <textarea
            id="import-text"
            className={`${inputClass} min-h-40 font-mono text-sm`}
            value={text}
            required
            spellCheck={false}
            onChange={(e) => changed(setText)(e.target.value)}
          />
          <label htmlFor="import-file" className="mt-2 block text-sm text-slate-600 dark:text-slate-400">
            or pick one (.csv, .txt for Aiken, .json):
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.txt,.json,text/csv,text/plain,application/json"
            className="mt-1 block w-full text-sm"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className={label}>
            For questions that leave them out{format === "aiken" ? " (Aiken needs the exams)" : ""}
          </legend>
          <div className="flex flex-wrap gap-4">
            {EXAM_CHOICES.map((exam) => (
              <label key={exam} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={exams.includes(exam)}
                  onChange={(e) =>
                    changed(setExams)(e.target.checked ? [...exams, exam] : exams.filter((x) => x !== exam))
                  }
                />
                {exam}
              </label>
            ))}
          </div>
          <label htmlFor="import-difficulty" className="text-sm text-slate-700 dark:text-slate-300">
            Difficulty
          </label>
          <select
            id="import-difficulty"
            className={inputClass}
            value={difficulty}
            onChange={(e) => changed(setDifficulty)(e.target.value)}
          >
            <option value="">As in the file (else medium)</option>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </select>
        </fieldset>
        <button type="submit" className={secondaryButtonClass} disabled={send.isPending}>
          {send.isPending && send.variables ? "Checking…" : "Preview"}
        </button>
      </form>

      {refusal && (
        <div data-testid="import-errors">
          <Alert tone="error">{refusal.message}</Alert>
          {refusal.places.length > 0 && (
            <ul className="mt-2 grid gap-1 text-sm">
              {refusal.places.map(([place, message]) => (
                <li key={place} className="rounded-lg bg-red-50 px-3 py-2 break-words dark:bg-red-950/40">
                  <span className="font-semibold">{place}</span>: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {preview && (
        <section aria-labelledby="import-preview-heading" className="grid gap-3" data-testid="import-preview">
          <h2 id="import-preview-heading" className="text-lg font-bold">
            {preview.questions} question{preview.questions === 1 ? "" : "s"} ready
            {preview.stimuli > 0 && `, ${preview.stimuli} passage${preview.stimuli === 1 ? "" : "s"}`}
          </h2>
          <ul className="grid gap-1 text-sm">
            {preview.topics.map((t) => (
              <li
                key={t.topic ?? ""}
                className="flex justify-between gap-2 border-b border-slate-100 py-1 dark:border-slate-800"
              >
                <span className="break-words">{t.name ?? "No topic"}</span>
                <span className="font-semibold">{t.questions}</span>
              </li>
            ))}
          </ul>
          <QualityChecks
            messages={[
              ...preview.subject_checks.map((c) => c.message),
              ...preview.warnings.map((w) => `Question ${w.question}: ${w.message}`),
            ]}
            note="(they do not stop the import)"
            testId="import-checks"
          />
          <h3 className="text-sm font-semibold">The first {preview.sample.length}, as students will see them</h3>
          <ol className="grid gap-3">
            {preview.sample.map((q) => (
              <li key={q.number} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
                <RichField html={q.html.text} text={q.text} className="font-medium" />
                <ol className="mt-2 grid gap-1">
                  {q.options.map((option, i) => {
                    const letter = String.fromCharCode(65 + i);
                    return (
                      <li
                        key={letter}
                        className={`flex gap-2 ${letter === q.answer ? "font-semibold text-brand-800 dark:text-brand-300" : ""}`}
                      >
                        <span>{letter}.</span>
                        <RichField html={q.html.options[i]} text={option} />
                        {letter === q.answer && <span className="sr-only">(the answer)</span>}
                      </li>
                    );
                  })}
                </ol>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                  {q.exams.join(", ")} · {q.difficulty}
                  {q.topic && ` · ${q.topic}`}
                </p>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={send.isPending}
            onClick={() => send.mutate(false)}
          >
            {send.isPending && !send.variables ? "Importing…" : `Import all ${preview.questions}`}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            All or nothing: if anything fails, nothing is imported.
          </p>
        </section>
      )}
    </div>
  );
}
