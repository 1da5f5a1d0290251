"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api, ApiError } from "@/lib/api-client";
import { formatTimeLimit, minutesRoundedUp, timerColour } from "@/lib/quiz-rules";
import { forgetAttempt, keepStart, keptStart, readPendingAnswers, rememberAnswer, writePendingAnswers, type StartAnswer } from "./attempt-storage";
import { QuestionCard } from "./question-card";
import { QuestionNavigator } from "./question-navigator";
import { QuestionPager } from "./question-pager";
import { QuizTimerBar } from "./quiz-timer-bar";
import { useAttemptPosition } from "./use-attempt-position";

type Phase = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "empty" } | { kind: "ready" } | { kind: "submitting" };

export const quizMessages = {
  startFailed: (reason: string) => `Failed to start quiz: ${reason}`,
  submitFailed: (reason: string) => `Failed to submit quiz: ${reason}`,
  noQuestions: "No questions found in this quiz",
};

const SAVE_DELAY_MS = 700;

export function QuizTaker({ quizId }: { quizId: string }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [data, setData] = useState<StartAnswer | null>(null);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [remaining, setRemaining] = useState<number | null>(null);
  const [dialog, setDialog] = useState<"submit" | "exit" | null>(null);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const closeNavigator = useCallback(() => setNavigatorOpen(false), []);
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
        keepStart(quizId, started);
        return started;
      })
      .catch((err: unknown) => {
        // Offline (the request never reached the server): reopen the attempt kept on this phone.
        const offline = !(err instanceof ApiError) ? keptStart(quizId) : null;
        if (offline) return offline;
        throw err;
      })
      .then((started) => {
        if (cancelled) return;
        // Answers kept in this browser but not yet saved (dropped connection) come back too.
        const local = readPendingAnswers(started.attempt.id);
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
  const { current, flags, goTo, step, toggleFlag } = useAttemptPosition(attemptId, questions);

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
      writePendingAnswers(attemptId, unsaved.current);
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
      writePendingAnswers(attemptId, unsaved.current);
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
        forgetAttempt(quizId, data.attempt.id);
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
    if (phase.kind !== "ready" || dialog || navigatorOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement)?.closest("input,textarea,select")) return;
      const q = questions[current];
      if (!q) return;
      const key = e.key.toLowerCase();
      const letter = key.charCodeAt(0) - 97;
      if (key.length === 1 && letter >= 0 && letter < q.options.length && "abcdef".includes(key)) {
        e.preventDefault();
        choose(q.id, letter);
      } else if (key === "n") step(1);
      else if (key === "p") step(-1);
      else if (key === "s") setDialog("submit");
      else if (key === "f") toggleFlag(q.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose, current, dialog, navigatorOpen, phase.kind, questions, step, toggleFlag]);

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
    <div className="mx-auto max-w-6xl px-3 pb-20 sm:px-6 lg:pb-6" data-testid="quiz-taker">
      <QuizTimerBar
        total={questions.length}
        answered={answeredCount}
        remaining={remaining}
        colour={colour}
        navigatorOpen={navigatorOpen}
        onOpenNavigator={() => setNavigatorOpen(true)}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-lg font-bold sm:text-xl">{data.quiz.title}</h1>
          <p className="text-xs text-slate-500">
            Pass mark {data.quiz.passing_score}% · {formatTimeLimit(data.quiz.time_limit)} ·{" "}
            <span data-testid="save-state">{saveState === "saved" ? "All answers saved" : saveState === "saving" ? "Saving…" : "Offline: answers kept on this phone"}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setDialog("exit")}>Exit Quiz</button>
          <button type="button" className={primaryButtonClass} onClick={() => setDialog("submit")}>Submit Quiz</button>
        </div>
      </div>

      {submitError && <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-100" role="alert" data-testid="submit-error">{submitError}</p>}

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <div>
          <QuestionCard
            question={question}
            position={current + 1}
            total={questions.length}
            chosen={answers[question.id]}
            flagged={flags.has(question.id)}
            onChoose={(index) => choose(question.id, index)}
            onToggleFlag={() => toggleFlag(question.id)}
          />
          <QuestionPager atFirst={current === 0} atLast={current === questions.length - 1} onStep={step} />
        </div>
        <QuestionNavigator
          questions={questions}
          current={current}
          answers={answers}
          flags={flags}
          open={navigatorOpen}
          onPick={(index) => {
            goTo(index);
            setNavigatorOpen(false);
          }}
          onClose={closeNavigator}
        />
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
