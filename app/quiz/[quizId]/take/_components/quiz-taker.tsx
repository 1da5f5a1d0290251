"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api, ApiError } from "@/lib/api-client";
import { formatCountdown, formatTimeLimit, minutesRoundedUp, optionLetter, timerColour } from "@/lib/quiz-rules";

type Question = { id: string; question: string; options: string[] };
type StartAnswer = {
  quiz: { id: string; title: string; time_limit: number | null; passing_score: number; question_count: number };
  questions: Question[];
  attempt: { id: string; started_at: string; expires_at: string | null; remaining_seconds: number | null; answers: Record<string, number> };
};
type Phase = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "empty" } | { kind: "ready" } | { kind: "submitting" };

export const quizMessages = {
  startFailed: (reason: string) => `Failed to start quiz: ${reason}`,
  submitFailed: (reason: string) => `Failed to submit quiz: ${reason}`,
  noQuestions: "No questions found in this quiz",
};

const SAVE_DELAY_MS = 700;
const timerStyles = { green: "bg-brand-600 text-white", yellow: "bg-amber-400 text-slate-900", red: "bg-red-600 text-white animate-pulse" };
const pendingKey = (attemptId: string) => `quiz-answers:${attemptId}`;
const startKey = (quizId: string) => `quiz-start:${quizId}`;

type KeptStart = StartAnswer & { cached_at: number };
const readKeptStart = (quizId: string) => JSON.parse(localStorage.getItem(startKey(quizId)) ?? "null") as KeptStart | null;

/** Keeps the phone's copy of the attempt in step with every answer, saved or not. */
function rememberAnswer(quizId: string, questionId: string, index: number) {
  try {
    const cached = readKeptStart(quizId);
    if (!cached) return;
    cached.attempt.answers = { ...cached.attempt.answers, [questionId]: index };
    localStorage.setItem(startKey(quizId), JSON.stringify(cached));
  } catch {
    // storage unavailable: the server copy still counts
  }
}

/** The last start answer kept on this phone: a started quiz can be reopened offline until it expires. */
function cachedStart(quizId: string): StartAnswer | null {
  try {
    const cached = readKeptStart(quizId);
    if (!cached) return null;
    const elapsed = Math.floor((Date.now() - cached.cached_at) / 1000);
    if (cached.attempt.remaining_seconds !== null) {
      const remaining = cached.attempt.remaining_seconds - elapsed;
      if (remaining <= 0) return null;
      return { ...cached, attempt: { ...cached.attempt, remaining_seconds: remaining } };
    }
    return cached;
  } catch {
    return null;
  }
}

export function QuizTaker({ quizId }: { quizId: string }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [data, setData] = useState<StartAnswer | null>(null);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [flags, setFlags] = useState<Set<string>>(new Set());
  const [current, setCurrent] = useState(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [dialog, setDialog] = useState<"submit" | "exit" | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<"saved" | "saving" | "offline">("saved");
  const deadline = useRef<number | null>(null);
  const unsaved = useRef<Record<string, number>>({});
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitted = useRef(false);

  // Start (or resume) the attempt on the server.
  useEffect(() => {
    let cancelled = false;
    api<StartAnswer>(`/api/quizzes/${quizId}/start`, { method: "POST" })
      .then((started) => {
        try {
          localStorage.setItem(startKey(quizId), JSON.stringify({ ...started, cached_at: Date.now() }));
        } catch {
          // storage full: the quiz still works online
        }
        return started;
      })
      .catch((err: unknown) => {
        // Offline (the request never reached the server): reopen the attempt kept on this phone.
        const offline = !(err instanceof ApiError) ? cachedStart(quizId) : null;
        if (offline) return offline;
        throw err;
      })
      .then((started) => {
        if (cancelled) return;
        // Answers kept in this browser but not yet saved (dropped connection) come back too.
        let local: Record<string, number> = {};
        try {
          local = JSON.parse(localStorage.getItem(pendingKey(started.attempt.id)) ?? "{}");
        } catch {
          local = {};
        }
        unsaved.current = local;
        setData(started);
        setAnswers({ ...started.attempt.answers, ...local });
        if (started.attempt.remaining_seconds !== null) {
          deadline.current = Date.now() + started.attempt.remaining_seconds * 1000;
          setRemaining(started.attempt.remaining_seconds);
        }
        setPhase(started.questions.length ? { kind: "ready" } : { kind: "empty" });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const reason = err instanceof Error ? err.message : "unknown error";
        setPhase(reason === quizMessages.noQuestions ? { kind: "empty" } : { kind: "failed", message: quizMessages.startFailed(reason) });
      });
    return () => {
      cancelled = true;
    };
  }, [quizId]);

  const attemptId = data?.attempt.id;
  const questions = useMemo(() => data?.questions ?? [], [data]);

  const flush = useCallback(async () => {
    if (!attemptId || submitted.current) return;
    const batch = { ...unsaved.current };
    if (Object.keys(batch).length === 0) return;
    setSaveState("saving");
    try {
      await api(`/api/quizzes/${quizId}/attempts/${attemptId}/answers`, {
        method: "PUT",
        json: { answers: Object.entries(batch).map(([question_id, index]) => ({ question_id, selected_answer: index })) },
      });
      for (const [qid, index] of Object.entries(batch)) if (unsaved.current[qid] === index) delete unsaved.current[qid];
      localStorage.setItem(pendingKey(attemptId), JSON.stringify(unsaved.current));
      setSaveState(Object.keys(unsaved.current).length ? "saving" : "saved");
    } catch {
      setSaveState("offline");
    }
  }, [attemptId, quizId]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  const choose = useCallback(
    (questionId: string, index: number) => {
      if (submitted.current || !attemptId) return;
      setAnswers((a) => ({ ...a, [questionId]: index }));
      unsaved.current[questionId] = index;
      rememberAnswer(quizId, questionId, index);
      // Never claim an answer is saved before the server has it.
      setSaveState(navigator.onLine === false ? "offline" : "saving");
      localStorage.setItem(pendingKey(attemptId), JSON.stringify(unsaved.current));
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [attemptId, flush, quizId],
  );

  const submit = useCallback(
    async (auto: boolean) => {
      if (!data || submitted.current) return;
      submitted.current = true;
      setDialog(null);
      setSubmitError(null);
      setPhase({ kind: "submitting" });
      if (saveTimer.current) clearTimeout(saveTimer.current);
      const elapsed = (Date.now() - new Date(data.attempt.started_at).getTime()) / 1000;
      try {
        const result = await api<{ attempt: { id: string } }>(`/api/quizzes/${quizId}/submit`, {
          json: {
            attempt_id: data.attempt.id,
            auto_submit: auto,
            time_taken: minutesRoundedUp(elapsed),
            answers: questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ question_id: q.id, selected_answer: q.options[answers[q.id]!] })),
          },
        });
        localStorage.removeItem(pendingKey(data.attempt.id));
        localStorage.removeItem(startKey(quizId));
        router.push(`/quiz/${quizId}/result?attempt=${result.attempt.id}${auto ? "&auto=1" : ""}`);
      } catch (err) {
        submitted.current = false;
        setPhase({ kind: "ready" });
        setSubmitError(quizMessages.submitFailed(err instanceof ApiError || err instanceof Error ? err.message : "network error"));
      }
    },
    [answers, data, questions, quizId, router],
  );

  // The countdown, from the server's deadline; at zero the quiz submits itself.
  useEffect(() => {
    if (phase.kind !== "ready" || deadline.current === null) return;
    const tick = () => {
      const left = Math.max(0, Math.round((deadline.current! - Date.now()) / 1000));
      setRemaining(left);
      if (left <= 0) void submit(true);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase.kind, submit]);

  // Keyboard shortcuts as in JAMB's CBT: A–D answer, N next, P previous, S submit (F flags).
  useEffect(() => {
    if (phase.kind !== "ready" || dialog) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement)?.closest("input,textarea,select")) return;
      const q = questions[current];
      if (!q) return;
      const key = e.key.toLowerCase();
      const letter = key.charCodeAt(0) - 97;
      if (key.length === 1 && letter >= 0 && letter < q.options.length && "abcdef".includes(key)) {
        e.preventDefault();
        choose(q.id, letter);
      } else if (key === "n") setCurrent((c) => Math.min(questions.length - 1, c + 1));
      else if (key === "p") setCurrent((c) => Math.max(0, c - 1));
      else if (key === "s") setDialog("submit");
      else if (key === "f") setFlags((f) => { const n = new Set(f); if (n.has(q.id)) n.delete(q.id); else n.add(q.id); return n; });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose, current, dialog, phase.kind, questions]);

  if (phase.kind === "loading") {
    return <p className="py-20 text-center text-slate-600 dark:text-slate-400" data-testid="quiz-loading">Loading quiz…</p>;
  }
  if (phase.kind === "failed") {
    return (
      <div className="mx-auto max-w-lg py-20 text-center" role="alert" data-testid="quiz-start-failed">
        <p className="text-lg font-semibold">{phase.message}</p>
        <Link href="/quizzes" className={`${primaryButtonClass} mt-6`}>Back to Quizzes</Link>
      </div>
    );
  }
  if (phase.kind === "empty" || !data) {
    return (
      <div className="mx-auto max-w-lg py-20 text-center" data-testid="quiz-empty">
        <p className="text-lg font-semibold">{quizMessages.noQuestions}</p>
        <Link href="/quizzes" className={`${primaryButtonClass} mt-6`}>Back to Quizzes</Link>
      </div>
    );
  }

  const question = questions[current]!;
  const answeredCount = questions.filter((q) => answers[q.id] !== undefined).length;
  const unanswered = questions.length - answeredCount;
  const total = data.quiz.time_limit ? data.quiz.time_limit * 60 : 0;
  const colour = remaining !== null ? timerColour(remaining, total) : "green";

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6" data-testid="quiz-taker">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">{data.quiz.title}</h1>
          <p className="text-xs text-slate-500">
            Pass mark {data.quiz.passing_score}% · {formatTimeLimit(data.quiz.time_limit)} ·{" "}
            <span data-testid="save-state">{saveState === "saved" ? "All answers saved" : saveState === "saving" ? "Saving…" : "Offline: answers kept on this phone"}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {remaining !== null && (
            <span className={`rounded-lg px-3 py-1.5 font-mono text-lg font-bold ${timerStyles[colour]}`} data-testid="quiz-timer" data-colour={colour} role="timer" aria-label="Time left">
              {formatCountdown(remaining)}
            </span>
          )}
          <button type="button" className={secondaryButtonClass} onClick={() => setDialog("exit")}>Exit Quiz</button>
          <button type="button" className={primaryButtonClass} onClick={() => setDialog("submit")}>Submit Quiz</button>
        </div>
      </div>

      <div className="mt-4" aria-label="Progress">
        <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
          <span data-testid="question-position">Question {current + 1} of {questions.length}</span>
          <span data-testid="answered-count">{answeredCount} answered</span>
        </div>
        <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800">
          <div className="h-2 rounded-full bg-brand-500" style={{ width: `${(answeredCount / questions.length) * 100}%` }} />
        </div>
      </div>
      {submitError && <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-100" role="alert" data-testid="submit-error">{submitError}</p>}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" aria-labelledby="question-text">
          <div className="flex items-start justify-between gap-3">
            <h2 id="question-text" className="text-lg font-medium" data-testid="question-text">{question.question}</h2>
            <button
              type="button"
              aria-pressed={flags.has(question.id)}
              onClick={() => setFlags((f) => { const n = new Set(f); if (n.has(question.id)) n.delete(question.id); else n.add(question.id); return n; })}
              className={`shrink-0 rounded-lg border px-2 py-1 text-xs font-semibold ${flags.has(question.id) ? "border-amber-500 bg-amber-100 text-amber-900" : "border-slate-300 dark:border-slate-700"}`}
              data-testid="flag-button"
            >
              {flags.has(question.id) ? "⚑ Flagged" : "⚐ Flag for review"}
            </button>
          </div>
          <fieldset className="mt-5 space-y-2">
            <legend className="sr-only">Options</legend>
            {question.options.map((option, i) => {
              const chosen = answers[question.id] === i;
              return (
                <label key={i} className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 ${chosen ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40" : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800"}`} data-testid="option">
                  <input type="radio" name={`q-${question.id}`} checked={chosen} onChange={() => choose(question.id, i)} className="mt-1 accent-brand-600" />
                  <span className="font-bold">{optionLetter(i)}.</span>
                  <span>{option}</span>
                </label>
              );
            })}
          </fieldset>
          <div className="mt-6 flex justify-between">
            <button type="button" className={secondaryButtonClass} disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>← Previous</button>
            <button type="button" className={secondaryButtonClass} disabled={current === questions.length - 1} onClick={() => setCurrent((c) => c + 1)}>Next →</button>
          </div>
          <p className="mt-4 text-xs text-slate-500">Keys: A–D answer · N next · P previous · F flag · S submit</p>
        </section>
        <nav aria-label="Questions" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="text-sm font-semibold">Questions</p>
          <ol className="mt-3 grid grid-cols-5 gap-2" data-testid="navigator">
            {questions.map((q, i) => {
              const answered = answers[q.id] !== undefined;
              const style = i === current ? "ring-2 ring-brand-500 ring-offset-2 dark:ring-offset-slate-900" : "";
              const fill = answered ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    onClick={() => setCurrent(i)}
                    aria-current={i === current ? "step" : undefined}
                    aria-label={`Question ${i + 1}${answered ? ", answered" : ", not answered"}${flags.has(q.id) ? ", flagged" : ""}`}
                    data-state={answered ? "answered" : "unanswered"}
                    data-flagged={flags.has(q.id)}
                    className={`relative h-9 w-full rounded-lg text-sm font-semibold ${fill} ${style}`}
                  >
                    {i + 1}
                    {flags.has(q.id) && <span className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-amber-500" aria-hidden="true" />}
                  </button>
                </li>
              );
            })}
          </ol>
          <ul className="mt-4 space-y-1 text-xs text-slate-500">
            <li><span className="mr-1 inline-block h-2 w-2 rounded-full bg-brand-600" />Answered</li>
            <li><span className="mr-1 inline-block h-2 w-2 rounded-full bg-slate-300" />Not answered</li>
            <li><span className="mr-1 inline-block h-2 w-2 rounded-full bg-amber-500" />Flagged for review</li>
          </ul>
        </nav>
      </div>

      <ConfirmDialog
        open={dialog === "submit"}
        title="Submit quiz?"
        message={
          <>
            {unanswered > 0 ? (
              <span data-testid="unanswered-warning">You have {unanswered} unanswered question{unanswered === 1 ? "" : "s"}. </span>
            ) : (
              "You have answered every question. "
            )}
            Answers cannot change after you submit.
          </>
        }
        confirmLabel="Submit Quiz"
        onConfirm={() => void submit(false)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "exit"}
        title="Exit quiz?"
        message="Your answers are saved, but the timer keeps running. You can come back to finish before it ends."
        confirmLabel="Exit Quiz"
        confirmClassName={dangerButtonClass}
        onConfirm={() => {
          void flush();
          router.push("/quizzes");
        }}
        onCancel={() => setDialog(null)}
      />
      {phase.kind === "submitting" && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60" role="status" data-testid="quiz-submitting">
          <p className="rounded-xl bg-white px-6 py-4 font-semibold dark:bg-slate-900">Submitting your answers…</p>
        </div>
      )}
    </div>
  );
}
