import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/client/session";
import { TOAST_EVENT, type Toast } from "@/lib/ui/toast";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders, setOnline } from "@/tests/support/render";
import { keepSitting } from "@/app/exams/sittings/[id]/_components/sitting-storage";
import { keepStarted, type StartAnswer } from "./quiz-sitting";
import { QuizTaker } from "./quiz-taker";

const START = "POST /api/quizzes/q1/start";
const SAVE = "PUT /api/quizzes/q1/attempts/a1/answers";
const SUBMIT = "POST /api/quizzes/q1/submit";

function startAnswer(overrides: Partial<StartAnswer["attempt"]> = {}): StartAnswer {
  return {
    quiz: {
      id: "q1",
      title: "Lexis and Structure",
      description: "",
      category: "English",
      difficulty: "medium",
      tutor_name: "Tutor",
      course_id: null,
      course_title: null,
      course_price: null,
      question_count: 3,
      time_limit: 10,
      passing_score: 50,
      max_attempts: null,
      status: "published",
      review_policy: "after_each_attempt",
      created_at: new Date().toISOString(),
    },
    questions: [
      { id: "x1", question: "Pick the synonym of big", options: ["small", "large", "thin", "short"] },
      { id: "x2", question: "Pick the antonym of hot", options: ["cold", "warm", "spicy", "dry"] },
      { id: "x3", question: "Pick the odd one out", options: ["red", "blue", "chair", "green"] },
    ],
    attempt: {
      id: "a1",
      attempt_number: 1,
      started_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 660_000).toISOString(),
      remaining_seconds: 600,
      answers: {},
      ...overrides,
    },
  };
}

type Route = Parameters<typeof jsonFetch>[0][string];
/** A fetch stub that records the JSON bodies it was sent, per route. */
function stubApi(routes: Record<string, Route>) {
  const sent: Record<string, unknown[]> = {};
  const answer = jsonFetch(routes);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`;
    (sent[key] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
    return answer(input, init);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, sent };
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const savedAnswers = (body: unknown) =>
  (body as { answers: { question_id: string; selected_answer: number }[] }).answers;
const offlineFailure = () => {
  throw new TypeError("Failed to fetch");
};

const answeredCount = () => screen.getByRole("tab").textContent;

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
});

describe("QuizTaker", () => {
  it("sits the quiz on the sitting screen: its title, its clock, one subject of its questions in order", async () => {
    stubApi({ [START]: { body: startAnswer() } });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    const sitting = await screen.findByTestId("sitting");
    expect(sitting.getAttribute("data-mode")).toBe("exam");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lexis and Structure");
    expect(screen.getByRole("timer").textContent).toContain("10:00");
    expect(screen.getByTestId("question-position").textContent).toContain("Question 1 of 3");
    expect(screen.getByTestId("question-text").textContent).toContain("Pick the synonym of big");
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")!.textContent)).toEqual([
      expect.stringContaining("small"),
      expect.stringContaining("large"),
      expect.stringContaining("thin"),
      expect.stringContaining("short"),
    ]);
    // No check before the submit: the quiz's review comes with its result.
    expect(screen.queryByTestId("check-button")).toBeNull();
  });

  it("saves an answer shortly after it is chosen, as the option's index, and says so only once the server has it", async () => {
    const { sent } = stubApi({
      [START]: { body: startAnswer() },
      [SAVE]: { body: { saved: 1, saved_at: new Date().toISOString() } },
    });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    await user.click(await screen.findByRole("radio", { name: /large/ }));
    expect(checked(screen.getByRole("radio", { name: /large/ }))).toBe(true);
    expect(screen.getByTestId("save-state").textContent).toContain("Saving…");

    await waitFor(() => expect(screen.getByTestId("save-state").textContent).toBe("Saved"));
    expect(savedAnswers(sent[SAVE]![0])).toEqual([{ question_id: "x1", selected_answer: 1 }]);
    expect(JSON.parse(localStorage.getItem("exam-sitting:a1:progress")!).pending.answers).toEqual({});
  });

  it("keeps answers given offline on the phone and sends them when the connection returns", async () => {
    const { sent } = stubApi({
      [START]: { body: startAnswer() },
      [SAVE]: { body: { saved: 2, saved_at: new Date().toISOString() } },
    });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await screen.findByTestId("sitting");

    setOnline(false);
    await user.keyboard("a");
    await user.keyboard("n");
    await user.keyboard("b");
    expect(screen.getByTestId("save-state").textContent).toBe("Offline: 2 answers waiting");
    expect(JSON.parse(localStorage.getItem("exam-sitting:a1:progress")!).pending.answers).toEqual({ x1: "A", x2: "B" });
    // The save waits for the connection instead of failing.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(sent[SAVE]).toBeUndefined();

    setOnline(true);
    await waitFor(() => expect(screen.getByTestId("save-state").textContent).toBe("Saved"));
    expect(savedAnswers(sent[SAVE]!.at(-1))).toEqual([
      { question_id: "x1", selected_answer: 0 },
      { question_id: "x2", selected_answer: 1 },
    ]);
  });

  it("reopens the attempt kept on the phone when it is started offline, with its unsaved answers", async () => {
    keepStarted("q1", startAnswer({ answers: { x1: 2 } }));
    localStorage.setItem(
      "exam-sitting:a1:progress",
      JSON.stringify({ position: { section: 0, question: 1 }, pending: { answers: { x2: "A" }, flags: null } }),
    );
    stubApi({ [START]: offlineFailure });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    expect((await screen.findByTestId("question-position")).textContent).toContain("Question 2 of 3");
    expect(checked(screen.getByRole("radio", { name: /cold/ }))).toBe(true);
    expect(answeredCount()).toBe("English2/3");
  });

  it("keeps this phone's flags when the server resumes the attempt (the quiz API keeps none)", async () => {
    localStorage.setItem(
      "exam-sitting:a1:progress",
      JSON.stringify({ position: { section: 0, question: 2 }, flags: ["x3"], pending: { answers: {}, flags: null } }),
    );
    stubApi({ [START]: { body: startAnswer({ answers: { x3: 2 } }) } });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    expect((await screen.findByTestId("question-position")).textContent).toContain("Question 3 of 3");
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("true");
    expect(checked(screen.getByRole("radio", { name: /chair/ }))).toBe(true);
  });

  it("does not reopen a kept attempt whose time is up", async () => {
    const { sitting } = keepStarted("q1", startAnswer());
    keepSitting(sitting, Date.now() - 1000);
    setOnline(false);
    stubApi({ [START]: offlineFailure });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    expect((await screen.findByTestId("quiz-start-failed", {}, { timeout: 10_000 })).textContent).toContain(
      "Failed to start quiz: You are offline",
    );
  });

  it("submits by itself when the countdown reaches zero, and forgets the attempt on the phone", async () => {
    const { sent } = stubApi({
      [START]: { body: startAnswer({ remaining_seconds: 1, answers: { x1: 1 } }) },
      [SUBMIT]: { body: { attempt: { id: "a1" } } },
    });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    expect((await screen.findByRole("timer")).textContent).toContain("00:01");

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1&auto=1"), {
      timeout: 3000,
    });
    expect(sent[SUBMIT]).toHaveLength(1);
    expect(sent[SUBMIT]![0]).toMatchObject({
      attempt_id: "a1",
      auto_submit: true,
      answers: [{ question_id: "x1", selected_answer: "large" }],
    });
    expect(localStorage.getItem("quiz-start:q1")).toBeNull();
    expect(localStorage.getItem("exam-sitting:a1")).toBeNull();
    expect(localStorage.getItem("exam-sitting:a1:progress")).toBeNull();
  });

  it("answers, moves, flags with F and opens the submit dialog on Go back from the keyboard", async () => {
    stubApi({ [START]: { body: startAnswer() }, [SAVE]: { body: { saved: 1, saved_at: new Date().toISOString() } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await screen.findByTestId("sitting");

    await user.keyboard("c");
    expect(checked(screen.getByRole("radio", { name: /thin/ }))).toBe(true);
    await user.keyboard("n");
    expect(screen.getByTestId("question-position").textContent).toContain("Question 2 of 3");
    await user.keyboard("f");
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("true");
    await user.keyboard("p");
    expect(screen.getByTestId("question-position").textContent).toContain("Question 1 of 3");
    await user.keyboard("e"); // beyond the question's four options: nothing
    expect(checked(screen.getByRole("radio", { name: /thin/ }))).toBe(true);

    await user.keyboard("s");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Submit quiz?");
    expect(within(dialog).getByTestId("unanswered-warning").textContent).toContain("You have 2 unanswered questions.");
    expect(document.activeElement?.textContent).toBe("Go back");
    // Keys do not act behind an open dialog; R goes back.
    await user.keyboard("n");
    expect(screen.getByTestId("question-position").textContent).toContain("Question 1 of 3");
    await user.keyboard("r");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before leaving, even without a time limit, and leaves for the quizzes", async () => {
    stubApi({ [START]: { body: startAnswer({ remaining_seconds: null, expires_at: null }) } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Exit Quiz" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Exit quiz?");
    expect(dialog.textContent).toContain("Your answers are saved. You can come back to finish the quiz.");
    await user.click(within(dialog).getByRole("button", { name: "Exit Quiz" }));
    expect(router.push).toHaveBeenCalledWith("/quizzes");
  });

  it("submits from the dialog and opens the result", async () => {
    stubApi({ [START]: { body: startAnswer() }, [SUBMIT]: { body: { attempt: { id: "a1" } } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1"));
  });

  it("says the session expired, and starts the sign-in flow, when the start is refused with 401", async () => {
    const toasts: string[] = [];
    const onToast = (e: Event) => toasts.push((e as CustomEvent<Toast>).detail.message);
    window.addEventListener(TOAST_EVENT, onToast);
    stubApi({ [START]: { status: 401, body: { error: "unauthorized", message: "Invalid or expired token" } } });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    expect((await screen.findByTestId("quiz-start-failed")).textContent).toContain(
      `Failed to start quiz: ${SESSION_EXPIRED_MESSAGE}`,
    );
    expect(toasts).toContain(SESSION_EXPIRED_MESSAGE);
    window.removeEventListener(TOAST_EVENT, onToast);
  });

  it("shows the server's reason when the start is refused for another cause", async () => {
    stubApi({ [START]: { status: 409, body: { error: "conflict", message: "Maximum attempts reached" } } });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    expect((await screen.findByTestId("quiz-start-failed")).textContent).toContain(
      "Failed to start quiz: Maximum attempts reached",
    );
  });

  it("keeps the quiz open with a message when the submit is refused", async () => {
    stubApi({
      [START]: { body: startAnswer() },
      [SUBMIT]: { status: 409, body: { error: "conflict", message: "This attempt has already been submitted" } },
    });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));

    expect((await screen.findByTestId("submit-error")).textContent).toContain(
      "Failed to submit quiz: This attempt has already been submitted",
    );
    expect(screen.queryByTestId("sitting-submitting")).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("waits to submit while offline, saying so, and submits when back online", async () => {
    const { sent } = stubApi({ [START]: { body: startAnswer() }, [SUBMIT]: { body: { attempt: { id: "a1" } } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    setOnline(false);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));

    expect((await screen.findByTestId("sitting-submitting")).textContent).toContain(
      "You are offline. Your answers will be submitted as soon as you are back online.",
    );
    expect(sent[SUBMIT]).toBeUndefined();
    setOnline(true);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1"));
  });

  it("shows the empty quiz screen without starting a quiz that has no questions", async () => {
    const { fetch } = stubApi({});
    renderWithProviders(<QuizTaker quizId="q1" questionCount={0} />);
    expect(screen.getByTestId("quiz-empty").textContent).toContain("No questions found in this quiz");
    expect(fetch).not.toHaveBeenCalled();
  });
});
