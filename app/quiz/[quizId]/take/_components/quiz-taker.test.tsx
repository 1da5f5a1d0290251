import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/client/session";
import { TOAST_EVENT, type Toast } from "@/lib/ui/toast";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders, setOnline } from "@/tests/support/render";
import { keepStart, type StartAnswer } from "./attempt-storage";
import { QuizTaker } from "./quiz-taker";

const START = "POST /api/quizzes/q1/start";
const SAVE = "PUT /api/quizzes/q1/attempts/a1/answers";
const SUBMIT = "POST /api/quizzes/q1/submit";

function startAnswer(overrides: Partial<StartAnswer["attempt"]> = {}): StartAnswer {
  return {
    quiz: { id: "q1", title: "Lexis and Structure", time_limit: 10, passing_score: 50, question_count: 3 },
    questions: [
      { id: "x1", question: "Pick the synonym of big", options: ["small", "large", "thin", "short"] },
      { id: "x2", question: "Pick the antonym of hot", options: ["cold", "warm", "spicy", "dry"] },
      { id: "x3", question: "Pick the odd one out", options: ["red", "blue", "chair", "green"] },
    ],
    attempt: {
      id: "a1",
      started_at: new Date().toISOString(),
      expires_at: null,
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

beforeEach(() => {
  router.push.mockReset();
});

describe("QuizTaker", () => {
  it("saves an answer shortly after it is chosen, and says so only once the server has it", async () => {
    const { sent } = stubApi({ [START]: { body: startAnswer() }, [SAVE]: { body: { saved: 1 } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    await user.click(await screen.findByRole("radio", { name: /large/ }));
    expect(checked(screen.getByRole("radio", { name: /large/ }))).toBe(true);
    expect(screen.getByTestId("save-state").textContent).toContain("Saving…");
    expect(screen.getByTestId("answered-count").textContent).toContain("1 answered");

    await waitFor(() => expect(screen.getByTestId("save-state").textContent).toContain("All answers saved"));
    expect(savedAnswers(sent[SAVE]![0])).toEqual([{ question_id: "x1", selected_answer: 1 }]);
    expect(JSON.parse(localStorage.getItem("quiz-answers:a1")!)).toEqual({});
  });

  it("keeps answers given offline on the phone and sends them when the connection returns", async () => {
    const { sent } = stubApi({ [START]: { body: startAnswer() }, [SAVE]: { body: { saved: 1 } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await screen.findByTestId("quiz-taker");

    setOnline(false);
    await user.keyboard("a");
    await user.keyboard("n");
    await user.keyboard("b");
    expect(screen.getByTestId("save-state").textContent).toContain("Offline: answers kept on this phone");
    expect(JSON.parse(localStorage.getItem("quiz-answers:a1")!)).toEqual({ x1: 0, x2: 1 });
    // The save waits for the connection instead of failing.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(sent[SAVE]).toBeUndefined();
    expect(screen.getByTestId("save-state").textContent).toContain("Offline: answers kept on this phone");

    setOnline(true);
    await waitFor(() => expect(screen.getByTestId("save-state").textContent).toContain("All answers saved"));
    expect(savedAnswers(sent[SAVE]!.at(-1))).toEqual([
      { question_id: "x1", selected_answer: 0 },
      { question_id: "x2", selected_answer: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem("quiz-answers:a1")!)).toEqual({});
  });

  it("reopens the attempt kept on the phone when it is started offline, with its unsaved answers", async () => {
    keepStart("q1", startAnswer({ answers: { x1: 2 } }));
    localStorage.setItem("quiz-answers:a1", JSON.stringify({ x2: 0 }));
    stubApi({ [START]: offlineFailure });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);

    expect((await screen.findByTestId("answered-count")).textContent).toContain("2 answered");
    expect(checked(screen.getByRole("radio", { name: /thin/ }))).toBe(true);
  });

  it("submits by itself when the countdown reaches zero", async () => {
    const { sent } = stubApi({
      [START]: { body: startAnswer({ remaining_seconds: 1, answers: { x1: 1 } }) },
      [SUBMIT]: { body: { attempt: { id: "a1" } } },
    });
    renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    expect((await screen.findByRole("timer")).textContent).toContain("00:01");

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1&auto=1"), {
      timeout: 3000,
    });
    expect(sent[SUBMIT]).toHaveLength(1);
    expect(sent[SUBMIT]![0]).toMatchObject({
      attempt_id: "a1",
      auto_submit: true,
      answers: [{ question_id: "x1", selected_answer: "large" }],
    });
    expect(localStorage.getItem("quiz-start:q1")).toBeNull();
  });

  it("answers, moves, flags and opens the submit dialog from the keyboard", async () => {
    stubApi({ [START]: { body: startAnswer() }, [SAVE]: { body: { saved: 1 } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await screen.findByTestId("quiz-taker");

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
    expect(within(dialog).getByTestId("unanswered-warning").textContent).toContain("You have 2 unanswered questions.");
    // Keys do not act behind an open dialog.
    await user.keyboard("n");
    expect(screen.getByTestId("question-position").textContent).toContain("Question 1 of 3");
  });

  it("submits from the dialog and opens the result", async () => {
    stubApi({ [START]: { body: startAnswer() }, [SUBMIT]: { body: { attempt: { id: "a1" } } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1"));
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
    await user.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));

    expect((await screen.findByTestId("submit-error")).textContent).toContain(
      "Failed to submit quiz: This attempt has already been submitted",
    );
    expect(screen.queryByTestId("quiz-submitting")).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("waits to submit while offline, saying so, and submits when back online", async () => {
    const { sent } = stubApi({ [START]: { body: startAnswer() }, [SUBMIT]: { body: { attempt: { id: "a1" } } } });
    const { user } = renderWithProviders(<QuizTaker quizId="q1" questionCount={3} />);
    await user.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    setOnline(false);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit Quiz" }));

    expect((await screen.findByTestId("quiz-submitting")).textContent).toContain(
      "You are offline. Your answers will be submitted as soon as you are back online.",
    );
    expect(sent[SUBMIT]).toBeUndefined();
    setOnline(true);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quiz/q1/result?attempt=a1"));
  });

  it("shows the empty quiz screen without starting a quiz that has no questions", async () => {
    const { fetch } = stubApi({});
    renderWithProviders(<QuizTaker quizId="q1" questionCount={0} />);
    expect(screen.getByTestId("quiz-empty").textContent).toContain("No questions found in this quiz");
    expect(fetch).not.toHaveBeenCalled();
  });
});
