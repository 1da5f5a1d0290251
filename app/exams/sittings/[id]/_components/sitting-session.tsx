"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { QuestionGrid } from "@/components/cbt/question-grid";
import { useShortcutKeys } from "@/components/cbt/use-shortcut-keys";
import type { ApiError } from "@/lib/client/api-error";
import { BACK_TO_EXAM_LABEL, openExamHref } from "@/app/exams/_components/open-exam";
import { retryTransient } from "@/lib/client/query-client";
import { calculate, initialCalculator } from "./calculator-state";
import { ExamFrame } from "./exam-frame";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CalculatorPanel } from "./calculator-panel";
import { hasPending, waitingAnswers } from "./offline-queue";
import { QuestionPanel, type CheckState } from "./question-panel";
import { saveStatus } from "./save-status";
import { paperSeconds, secondsUntil } from "./sitting-clock";
import { sittingKeyAction, type SittingKeyAction } from "./sitting-keys";
import { paperEngine, type SittingEngine } from "./sitting-engine";
import { failureReason, sittingMessages } from "./sitting-messages";
import { isFirst, isLast, sectionCounts, unansweredSummary } from "./sitting-navigation";
import { SittingPager } from "./sitting-pager";
import { forgetSitting } from "./sitting-storage";
import { SittingTopBar } from "./sitting-top-bar";
import type { OptionKey, Position } from "./sitting-types";
import { StimulusBlock } from "./stimulus-block";
import { SubjectTabs } from "./subject-tabs";
import { useAnswerSync } from "./use-answer-sync";
import { useLeaveGuard } from "./use-leave-guard";
import type { LoadedSitting } from "./use-sitting";
import { useSittingProgress } from "./use-sitting-progress";
import { useWideScreen } from "./use-wide-screen";
import { isOnline } from "@/lib/client/offline/online";

const PANEL_ID = "sitting-question";

/** The save of an engine that saves nothing as it goes (never sent: nothing is pending). */
const nothingSaved = async () => ({});

/** In place of a question whose subject has not reached the phone yet: it follows the page's document. */
function SubjectComing({
  subject,
  online,
  headingRef,
}: {
  subject: string;
  online: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="py-10 text-center" data-testid="subject-coming">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {subject}
      </h2>
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {online ? sittingMessages.subjectLoading : sittingMessages.subjectOffline}
      </p>
    </div>
  );
}

/** Fetches the paper's diagrams while there is a connection, so the HTTP cache has them for a reload offline. */
function usePreloadedImages(urls: string[]) {
  useEffect(() => {
    if (urls.length === 0 || !isOnline()) return;
    const timer = setTimeout(() => {
      for (const url of urls) new Image().src = url;
    }, 2000);
    return () => clearTimeout(timer);
  }, [urls]);
}

/**
 * The paper being sat, JAMB-CBT-like: subject tabs with answered counts, one clock for the whole
 * paper, the question with its passage or table, lettered options, Previous and Next always at
 * hand, the question grid, a flag, the calculator and Submit. Answers are kept on the phone at
 * once and saved on the server in order (use-answer-sync.ts); the server's deadline decides.
 * `engine` says where they go (sitting-engine.ts): a paper's sitting by default, a paper from a
 * pack on the phone, or a course quiz.
 */
export function SittingSession({ loaded, engine: given }: { loaded: LoadedSitting; engine?: SittingEngine }) {
  const router = useRouter();
  const { sitting } = loaded;
  const sittingId = sitting.id;
  const [engine] = useState(() => given ?? paperEngine(sittingId));
  const { words } = engine;
  const {
    progress,
    choose,
    toggleFlag,
    markOpened,
    goTo: moveTo,
    step: stepBy,
    recordCheck,
    body,
    pendingNow,
    answersNow,
    saved,
    close,
  } = useSittingProgress(loaded);
  const [dialog, setDialog] = useState<"submit" | null>(null);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [calculator, press] = useReducer(calculate, initialCalculator);
  const calculatorButton = useRef<HTMLButtonElement>(null);
  const wide = useWideScreen();
  /** Passages opened on a phone (a wide screen shows them beside the question), remembered while the paper is open. */
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  /** The server takes no more answers (409), in its words. */
  const [stoppedBy, setStoppedBy] = useState<string | null>(null);
  const submitStarted = useRef(false);

  const closeNavigator = useCallback(() => setNavigatorOpen(false), []);
  const closeCalculator = useCallback(() => {
    setCalculatorOpen(false);
    calculatorButton.current?.focus();
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const [askingToLeave, setAskingToLeave] = useState(false);
  /** The way out the candidate asked for, taken if they confirm. */
  const leaveBy = useRef<(() => void) | null>(null);
  const askToLeave = useCallback((leave: () => void) => {
    leaveBy.current = leave;
    setAskingToLeave(true);
  }, []);
  const closeLeave = useCallback(() => setAskingToLeave(false), []);

  const onStopped = useCallback((error: ApiError) => {
    // A lost session is handled by apiFetch (sign in again); a 409 means nothing more counts.
    if (error.status === 409) setStoppedBy(error.message);
  }, []);
  // A paper sat from a pack on the phone saves nothing as it goes: it goes back whole at the end.
  const sync = useAnswerSync({
    send: engine.save ?? nothingSaved,
    body,
    hasPending: engine.save ? pendingNow : () => false,
    onSaved: saved,
    onStopped,
  });
  const { schedule, flush } = sync;

  // Submitting: everything waiting is saved first (a 409 there is fine: the server decides
  // what counts), then the paper is marked. Offline it waits, paused, and goes when the
  // connection returns; a second submit answers the same result.
  const submission = useMutation({
    mutationFn: async (auto: boolean) => {
      if (engine.save) await flush();
      return engine.submit({ answers: answersNow(), auto });
    },
    retry: retryTransient,
    onSuccess: (resultPage) => {
      close();
      forgetSitting(sittingId);
      engine.forget?.();
      router.replace(resultPage);
    },
    onError: () => {
      submitStarted.current = false;
    },
  });
  const { mutate: sendSubmit } = submission;
  const submitting = submission.isPaused ? "waiting" : submission.isPending || submission.isSuccess ? "sending" : "no";

  /** `auto`: the clock ran out, or the server takes no more answers. */
  const submit = useCallback(
    (auto: boolean) => {
      if (submitStarted.current) return;
      submitStarted.current = true;
      engine.finished?.();
      setDialog(null);
      setNavigatorOpen(false);
      setCalculatorOpen(false);
      sendSubmit(auto);
    },
    [engine, sendSubmit],
  );

  // Time is up or the paper was submitted elsewhere: the server has the final answers.
  useEffect(() => {
    if (stoppedBy !== null) submit(true);
  }, [stoppedBy, submit]);

  const [initialSeconds] = useState(() => (loaded.deadline === null ? null : secondsUntil(loaded.deadline)));
  // The clock ticks in the bar alone (a second's render of the whole paper would slow every tap).
  const [timeUp, setTimeUp] = useState(false);
  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    submit(true);
  }, [submit]);

  const section = sitting.sections[progress.position.section]!;
  const question = section.questions[progress.position.question]!;
  /** The subject on screen has not arrived on the phone yet (the page's document carried another's). */
  const bodyMissing = loaded.missing?.includes(progress.position.section) ?? false;
  const stimulus = question.stimulus_id ? sitting.stimuli.find((s) => s.id === question.stimulus_id) : undefined;
  const locked = submitting !== "no" || stoppedBy !== null;
  const flags = new Set(progress.flags);

  // Leaving a timed paper (a quiz, always) asks first (Back, a link, closing the tab, the bar's
  // own exit); the clock runs on while the candidate is away, and the paper can be resumed.
  const guarded = !locked && (loaded.deadline !== null || engine.askBeforeLeaving === "always");
  const { release } = useLeaveGuard(guarded, askToLeave);
  const exit = () => {
    const leave = () => {
      release();
      router.push(engine.leaveTo);
    };
    if (guarded) askToLeave(leave);
    else leave();
  };

  // A move opens the question it lands on in the same change (one render); the effect below
  // covers the first question and any other way a question comes on screen.
  const goTo = useCallback(
    (position: Position) => {
      if (moveTo(position, !locked)) schedule();
    },
    [locked, moveTo, schedule],
  );
  const step = useCallback(
    (by: 1 | -1) => {
      if (stepBy(by, !locked)) schedule();
    },
    [locked, schedule, stepBy],
  );

  // The question on screen has been opened: the next save tells the server, which counts only
  // opened questions as seen (docs/exam-engine.md, "Opened items").
  useEffect(() => {
    if (!locked && !bodyMissing && markOpened(question.id)) schedule();
  }, [bodyMissing, locked, markOpened, question.id, schedule]);

  const answer = useCallback(
    (questionId: string, key: OptionKey) => {
      if (locked || progress.checks[questionId]) return;
      choose(questionId, key);
      engine.answered?.(questionId);
      schedule();
    },
    [choose, engine, locked, progress.checks, schedule],
  );
  const flag = useCallback(
    (questionId: string) => {
      if (locked) return;
      toggleFlag(questionId);
      schedule();
    },
    [locked, schedule, toggleFlag],
  );

  // Practice mode: is the chosen answer right, and why. While an exam is open the server checks
  // nothing (exam_in_progress): this practice goes on afterwards.
  const [examHref, setExamHref] = useState<string | null>(null);
  const checker = useMutation({
    mutationFn: async ({ questionId, key }: { questionId: string; key: OptionKey }) => {
      if (!engine.check) throw new Error("Answers are checked after the submit");
      return engine.check(questionId, key);
    },
    networkMode: engine.checksOffline ? "always" : "online",
    onSuccess: (result, { questionId }) => recordCheck(questionId, result),
    onError: (error) => {
      if ((error as ApiError).code === "exam_in_progress") void openExamHref().then(setExamHref);
      else if ((error as ApiError).status === 409) onStopped(error as ApiError);
    },
  });
  const checkState: CheckState =
    checker.variables?.questionId !== question.id || checker.isIdle
      ? { status: "idle" }
      : checker.isPaused
        ? { status: "waiting" }
        : checker.isPending
          ? { status: "checking" }
          : checker.isError
            ? {
                status: "failed",
                message: failureReason(checker.error),
                ...((checker.error as ApiError).code === "exam_in_progress" && examHref
                  ? { link: { href: examHref, label: BACK_TO_EXAM_LABEL } }
                  : {}),
              }
            : { status: "idle" };

  // The CBT keys; only R while the confirmation is open, none while a sheet or the calculator has the keyboard.
  const confirming = dialog === "submit";
  const flagKey = sitting.mode === "practice" || engine.flagKey;
  const toAction = useCallback(
    (key: string) => sittingKeyAction(key, { optionCount: question.options.length, flagKey, confirming }),
    [confirming, flagKey, question.options.length],
  );
  const onKey = useCallback(
    (action: SittingKeyAction) => {
      if (action.kind === "choose") {
        const option = question.options[action.index];
        if (option) answer(question.id, option.key);
      } else if (action.kind === "step") step(action.by);
      else if (action.kind === "submit") setDialog("submit");
      else if (action.kind === "reverse") setDialog(null);
      else if (!bodyMissing) flag(question.id);
    },
    [answer, bodyMissing, flag, question, step],
  );
  useShortcutKeys(!locked && !navigatorOpen && !askingToLeave, toAction, onKey);

  // A new question: the reader starts at its top, and focus goes to its heading (not when a
  // subject tab was chosen with the keyboard: focus stays on the tabs).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) {
      focusHeading.current = true;
      return;
    }
    if (scroller.current) scroller.current.scrollTop = 0;
    headingRef.current?.focus({ preventScroll: true });
  }, [question.id]);

  // A subject's questions arriving replace its placeholder: focus that was on the placeholder's
  // heading (now gone) goes to the question's.
  const bodyWasMissing = useRef(bodyMissing);
  useEffect(() => {
    if (bodyWasMissing.current && !bodyMissing && document.activeElement === document.body)
      headingRef.current?.focus({ preventScroll: true });
    bodyWasMissing.current = bodyMissing;
  }, [bodyMissing]);

  const images = useMemo(
    () =>
      [
        ...sitting.sections.flatMap((s) => s.questions.map((q) => q.image_url)),
        ...sitting.stimuli.map((s) => s.image_url),
      ].filter((u): u is string => Boolean(u)),
    [sitting],
  );
  usePreloadedImages(images);

  const counts = sectionCounts(sitting.sections, progress.answers);
  const unanswered = unansweredSummary(sitting.sections, progress.answers);
  const status = !engine.save
    ? ({ kind: "saved", text: "Kept on this phone" } as const)
    : saveStatus({
        online: sync.online,
        phase: sync.phase,
        waiting: waitingAnswers(progress.pending),
        pending: hasPending(progress.pending),
      });
  const lostAnswers = stoppedBy ? waitingAnswers(progress.pending) : 0;
  const keysHint = sitting.options === 5 ? "A–E" : "A–D";

  const calculatorPanel = calculatorOpen && (
    <CalculatorPanel state={calculator} press={press} placement={wide ? "side" : "bottom"} onClose={closeCalculator} />
  );
  const stimulusOpen = stimulus ? opened.has(stimulus.id) : false;

  return (
    <>
      <ExamFrame data-testid="sitting" data-mode={sitting.mode}>
        <SittingTopBar
          title={sitting.title}
          mode={sitting.mode}
          initialSeconds={initialSeconds}
          running={submitting === "no"}
          onTimeUp={onTimeUp}
          totalSeconds={paperSeconds(sitting.started_at, sitting.expires_at)}
          pulseWhenLow={engine.pulseWhenLow}
          exitLabel={words.exit}
          status={status}
          calculatorOpen={calculatorOpen}
          calculatorRef={calculatorButton}
          onCalculator={() => setCalculatorOpen((open) => !open)}
          onSubmit={() => setDialog("submit")}
          onExit={exit}
        />
        <SubjectTabs
          counts={counts}
          current={progress.position.section}
          panelId={PANEL_ID}
          onSelect={(s) => {
            focusHeading.current = false;
            if (s !== progress.position.section) goTo({ section: s, question: 0 });
          }}
        />
        {stoppedBy && (
          <p
            role="alert"
            className="shrink-0 bg-red-50 px-4 py-2 text-sm text-red-900 dark:bg-red-950/70 dark:text-red-100"
            data-testid="sync-stopped"
          >
            {stoppedBy}
            {lostAnswers > 0 &&
              ` ${lostAnswers} answer${lostAnswers === 1 ? "" : "s"} given after that could not be counted.`}
          </p>
        )}
        {submission.isError && (
          <div
            role="alert"
            className="flex shrink-0 flex-wrap items-center gap-3 bg-red-50 px-4 py-2 text-sm text-red-900 dark:bg-red-950/70 dark:text-red-100"
            data-testid="submit-error"
          >
            <span>{words.submitFailed(failureReason(submission.error))}</span>
            <button type="button" className="min-h-11 font-semibold underline" onClick={() => submit(false)}>
              Try again
            </button>
          </div>
        )}
        <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <div className="mx-auto grid max-w-6xl gap-6 px-3 py-2 sm:px-6 sm:py-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <div
              role="tabpanel"
              id={PANEL_ID}
              aria-labelledby={`subject-tab-${progress.position.section}`}
              className={`min-w-0 ${stimulus ? "lg:grid lg:grid-cols-2 lg:items-start lg:gap-6" : ""}`}
            >
              {stimulus && (
                <StimulusBlock
                  stimulus={stimulus}
                  expanded={stimulusOpen}
                  onToggle={() =>
                    setOpened((o) => {
                      const next = new Set(o);
                      if (next.has(stimulus.id)) next.delete(stimulus.id);
                      else next.add(stimulus.id);
                      return next;
                    })
                  }
                />
              )}
              {bodyMissing ? (
                <SubjectComing subject={section.subject} online={sync.online} headingRef={headingRef} />
              ) : (
                <div className="min-w-0">
                  <QuestionPanel
                    question={question}
                    subject={section.subject}
                    index={progress.position.question}
                    total={section.questions.length}
                    mode={sitting.mode}
                    chosen={progress.answers[question.id]}
                    flagged={flags.has(question.id)}
                    locked={locked}
                    check={progress.checks[question.id]}
                    checkState={checkState}
                    headingRef={headingRef}
                    onChoose={(key) => answer(question.id, key)}
                    onToggleFlag={() => flag(question.id)}
                    onCheck={() => {
                      const key = progress.answers[question.id];
                      if (key) checker.mutate({ questionId: question.id, key });
                    }}
                  />
                  <p className="mt-6 hidden text-xs text-slate-600 lg:block dark:text-slate-400">
                    Keys: {keysHint} answer · N next · P previous · S submit · R go back
                    {flagKey ? " · F flag" : ""}
                  </p>
                </div>
              )}
            </div>
            <div className="lg:sticky lg:top-0">
              {wide && calculatorPanel}
              <QuestionGrid
                id="sitting-navigator"
                label={`${section.subject} questions`}
                heading={
                  <>
                    {section.subject}
                    <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
                      {section.questions.filter((q) => progress.answers[q.id] !== undefined).length} of{" "}
                      {section.questions.length} answered
                    </span>
                  </>
                }
                questionIds={section.questions.map((q) => q.id)}
                current={progress.position.question}
                isAnswered={(id) => progress.answers[id] !== undefined}
                flags={flags}
                open={navigatorOpen}
                onPick={(q) => {
                  goTo({ section: progress.position.section, question: q });
                  setNavigatorOpen(false);
                }}
                onClose={closeNavigator}
              />
            </div>
          </div>
        </div>
        {!wide && calculatorPanel}
        <SittingPager
          atFirst={isFirst(sitting.sections, progress.position)}
          atLast={isLast(sitting.sections, progress.position)}
          position={`${progress.position.question + 1}/${section.questions.length}`}
          navigatorOpen={navigatorOpen}
          onStep={step}
          onOpenNavigator={() => setNavigatorOpen(true)}
        />
      </ExamFrame>

      <ConfirmDialog
        open={confirming}
        title={words.submitTitle}
        message={
          <>
            {unanswered.total > 0 ? (
              <span data-testid="unanswered-warning">
                You have <strong data-testid="unanswered-count">{unanswered.total}</strong> unanswered question
                {unanswered.total === 1 ? "" : "s"}
                {sitting.sections.length > 1 &&
                  ` (${unanswered.bySubject.map((s) => `${s.subject} ${s.unanswered}`).join(", ")})`}
                .{" "}
              </span>
            ) : (
              "You have answered every question. "
            )}
            Answers cannot change after you submit. {words.goBack}
          </>
        }
        confirmLabel={words.submitConfirm}
        cancelLabel="Go back"
        // S then Enter must not submit: the dialog starts on the way back (R also goes back).
        initialFocus="cancel"
        onConfirm={() => submit(false)}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        open={askingToLeave && guarded}
        title={words.leaveTitle}
        message={words.leaveMessage(loaded.deadline !== null)}
        confirmLabel={words.leaveConfirm}
        cancelLabel={words.stay}
        initialFocus="cancel"
        onConfirm={() => {
          setAskingToLeave(false);
          leaveBy.current?.();
        }}
        onCancel={closeLeave}
        testId="leave-dialog"
      />
      {submitting !== "no" && (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
          role="status"
          data-testid="sitting-submitting"
        >
          <p className="max-w-sm rounded-xl bg-white px-6 py-4 text-center font-semibold dark:bg-slate-900">
            {submitting === "waiting"
              ? words.submitWaiting
              : stoppedBy || timeUp
                ? words.timeUpSubmitting
                : words.submitting}
          </p>
        </div>
      )}
    </>
  );
}
