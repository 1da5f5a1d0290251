import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/providers/query-provider";
import { makeQueryClient } from "@/lib/client/query-client";
import { forgetStoredData } from "@/lib/private-data";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders, setOnline } from "@/tests/support/render";
import { oneSubjectOf } from "./drawn-paper";
import { SittingScreen } from "./sitting-screen";
import { restoreProgress } from "./offline-queue";
import { keepProgress, keepSitting } from "./sitting-storage";
import type { Sitting } from "./sitting-types";

const GET = "GET /api/sittings/s1";
const SAVE = "PUT /api/sittings/s1/answers";
const CHECK = "POST /api/sittings/s1/check";
const SUBMIT = "POST /api/sittings/s1/submit";

const options = (...texts: string[]) => texts.map((text, i) => ({ key: "ABCDE"[i]!, text }));

function sittingFixture(overrides: Partial<Sitting> = {}): Sitting {
  return {
    id: "s1",
    paper_id: "utme",
    exam: "UTME",
    title: "UTME (JAMB CBT)",
    mode: "exam",
    options: 4,
    started_at: new Date(Date.now() - 60_000).toISOString(),
    expires_at: new Date(Date.now() + 7_140_000).toISOString(),
    remaining_seconds: 7140,
    grace_seconds: 60,
    max_score: 400,
    result: null,
    sections: [
      {
        subject: "English",
        questions: [
          {
            id: "e1",
            number: 1,
            text: "The writer's main point is that",
            options: options("rain is wet", "markets open early", "roads are long", "tea is hot"),
            stimulus_id: "st1",
            image_url: null,
          },
          {
            id: "e2",
            number: 2,
            text: "Choose the word nearest in meaning to BIG",
            options: options("small", "large", "thin", "short"),
            stimulus_id: null,
            image_url: null,
          },
          {
            id: "e3",
            number: 3,
            text: "Choose the odd one out",
            options: options("red", "blue", "chair", "green"),
            stimulus_id: null,
            image_url: null,
          },
        ],
      },
      {
        subject: "Mathematics",
        questions: [
          {
            id: "m1",
            number: 4,
            text: "Evaluate $2^3$",
            html: "<math><msup><mn>2</mn><mn>3</mn></msup></math>",
            options: [{ key: "A", text: "$6$", html: "<math><mn>6</mn></math>" }, ...options("x", "8", "9").slice(1)],
            stimulus_id: null,
            image_url: null,
          },
          {
            id: "m2",
            number: 5,
            text: "What is 10 ÷ 4?",
            options: options("2", "2.5", "3", "4"),
            stimulus_id: null,
            image_url: null,
          },
        ],
      },
    ],
    stimuli: [
      {
        id: "st1",
        kind: "passage",
        title: "Market day",
        content: "The market opens at dawn.",
        html: "<p>The market opens at dawn.</p>",
        image_url: null,
      },
    ],
    answers: {},
    flags: [],
    submitted_at: null,
    ...overrides,
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
const offlineFailure = () => {
  throw new TypeError("Failed to fetch");
};
type SaveBody = {
  answers: Record<string, string | null>;
  flags?: string[];
  opened?: string[];
  time_spent?: Record<string, number>;
};
const saves = (sent: Record<string, unknown[]>) => (sent[SAVE] ?? []) as SaveBody[];

const position = () => screen.getByTestId("question-position").textContent;
const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
const tab = (name: RegExp) => screen.getByRole("tab", { name });
const saveState = () => screen.getByTestId("save-state").textContent;

async function open(sitting = sittingFixture(), extra: Record<string, Route> = {}) {
  const api = stubApi({ [GET]: { body: { sitting } }, [SAVE]: { body: { saved: 1 } }, ...extra });
  const rendered = renderWithProviders(<SittingScreen sittingId="s1" />);
  await screen.findByTestId("sitting");
  return { ...api, ...rendered };
}

beforeEach(() => {
  router.replace.mockReset();
  router.push.mockReset();
});

describe("SittingScreen", () => {
  it("shows a tab per subject with its answered count, the clock, and the first question with its passage", async () => {
    await open();
    expect(tab(/English/).getAttribute("aria-selected")).toBe("true");
    expect(tab(/English/).textContent).toContain("0/3");
    expect(tab(/Mathematics/).textContent).toContain("0/2");
    expect(screen.getByRole("timer").textContent).toBe("1:59:00");
    expect(position()).toContain("Question 1 of 3");
    expect(screen.getByTestId("stimulus").textContent).toContain("The market opens at dawn.");
    const group = screen.getByRole("group", { name: "The writer's main point is that" });
    expect(within(group).getAllByRole("radio")).toHaveLength(4);
  });

  it("answers by tap and by the A–D keys, and saves shortly after with the answers", async () => {
    const { user, sent } = await open();
    await user.click(radio(/^B\./));
    expect(radio(/^B\./).checked).toBe(true);
    expect(tab(/English/).textContent).toContain("1/3");
    expect(saveState()).toBe("Saving…");

    await user.keyboard("n");
    expect(position()).toContain("Question 2 of 3");
    await user.keyboard("c");
    expect(radio(/thin/).checked).toBe(true);
    await user.keyboard("e"); // a four-option paper: E is nothing
    expect(radio(/thin/).checked).toBe(true);

    await waitFor(() => expect(saveState()).toBe("Saved"));
    const answers = Object.assign({}, ...saves(sent).map((b) => b.answers));
    expect(answers).toEqual({ e1: "B", e2: "C" });
    expect(tab(/English/).textContent).toContain("2/3");
  });

  it("tells the server which questions were opened, each once, and never one that was not shown", async () => {
    const { user, sent } = await open();
    await waitFor(() => expect(saves(sent).flatMap((b) => b.opened ?? [])).toEqual(["e1"]));
    await user.keyboard("n");
    await user.click(tab(/Mathematics/));
    await user.keyboard("p");
    await user.keyboard("n");
    await waitFor(() => expect(saveState()).toBe("Saved"));
    const opened = saves(sent).flatMap((b) => b.opened ?? []);
    // e1, e2, m1, then back to e3 (P from m1): m1 again sends nothing; m2 was never shown.
    expect(opened).toEqual(["e1", "e2", "m1", "e3"]);
    expect(saves(sent).every((b) => Object.keys(b.answers).length === 0)).toBe(true);
  });

  it("keeps opened questions on the phone offline and sends them when the connection returns", async () => {
    const { user, sent } = await open();
    await waitFor(() => expect(saveState()).toBe("Saved"));
    setOnline(false);
    await user.keyboard("nn");
    await new Promise((resolve) => setTimeout(resolve, 900));
    const before = saves(sent).length;
    expect(JSON.parse(localStorage.getItem("exam-sitting:s1:progress")!).pending.opened).toEqual(["e2", "e3"]);
    setOnline(true);
    await waitFor(() => expect(saves(sent).length).toBeGreaterThan(before));
    await waitFor(() => expect(saveState()).toBe("Saved"));
    expect(
      saves(sent)
        .slice(before)
        .flatMap((b) => b.opened ?? []),
    ).toEqual(["e2", "e3"]);
    expect(JSON.parse(localStorage.getItem("exam-sitting:s1:progress")!).pending.opened).toBeUndefined();
  });

  it("moves with N and P through a subject, and on into the next subject at its end", async () => {
    const { user } = await open();
    await user.keyboard("nn");
    expect(position()).toContain("Question 3 of 3");
    await user.keyboard("n");
    expect(tab(/Mathematics/).getAttribute("aria-selected")).toBe("true");
    expect(position()).toContain("Question 1 of 2");
    expect(screen.getByTestId("question-text").innerHTML).toContain("<math><msup><mn>2</mn><mn>3</mn></msup></math>");
    await user.keyboard("p");
    expect(tab(/English/).getAttribute("aria-selected")).toBe("true");
    expect(position()).toContain("Question 3 of 3");
    // Focus follows the question, so a screen reader reads where the student is.
    expect(document.activeElement).toBe(screen.getByTestId("question-position"));
  });

  it("switches subjects with the tabs, keeping each subject's answers", async () => {
    const { user } = await open();
    await user.keyboard("a");
    await user.click(tab(/Mathematics/));
    expect(position()).toContain("Question 1 of 2");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(radio(/^B\./));
    expect(tab(/Mathematics/).textContent).toContain("1/2");
    await user.click(tab(/English/));
    expect(position()).toContain("Question 1 of 3");
    expect(radio(/^A\./).checked).toBe(true);
    // The tab pattern's arrows move between subjects.
    tab(/English/).focus();
    await user.keyboard("{ArrowRight}");
    expect(tab(/Mathematics/).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab(/Mathematics/));
  });

  it("flags with a tap (no F key in exam mode) and shows answered, flagged and current in the navigator", async () => {
    const { user, sent } = await open();
    await user.keyboard("f");
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByTestId("flag-button"));
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("true");
    await user.keyboard("n");
    await user.keyboard("b");

    const grid = screen.getByTestId("navigator");
    const cells = within(grid).getAllByRole("button");
    expect(cells).toHaveLength(3);
    expect(cells[0]!.getAttribute("data-flagged")).toBe("true");
    expect(cells[0]!.getAttribute("data-state")).toBe("unanswered");
    expect(cells[1]!.getAttribute("data-state")).toBe("answered");
    expect(cells[1]!.getAttribute("aria-current")).toBe("step");

    await user.click(cells[2]!);
    expect(position()).toContain("Question 3 of 3");
    await waitFor(() => expect(saveState()).toBe("Saved"));
    expect(saves(sent).some((b) => b.flags?.join() === "e1")).toBe(true);
  });

  it("opens the submit confirmation with S saying how many are unanswered; R goes back; confirming submits and opens the result", async () => {
    const { user, sent } = await open(sittingFixture(), { [SUBMIT]: { body: { result: { total: 1 } } } });
    await user.keyboard("a");
    await user.keyboard("s");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("unanswered-count").textContent).toBe("4");
    expect(dialog.textContent).toContain("(English 2, Mathematics 2)");
    // Nothing acts behind the confirmation.
    await user.keyboard("n");
    expect(position()).toContain("Question 1 of 3");
    await user.keyboard("r");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.keyboard("s");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit paper" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/exams/sittings/s1/result"));
    // Everything was saved before the submit.
    expect(saves(sent).at(-1)!.answers).toEqual({ e1: "A" });
    expect(sent[SUBMIT]).toHaveLength(1);
    expect(localStorage.getItem("exam-sitting:s1")).toBeNull();
    expect(localStorage.getItem("exam-sitting:s1:progress")).toBeNull();
  });

  it("opens the confirmation on Go back, so S then Enter returns to the paper; Tab stays in it; focus comes back", async () => {
    const { user, sent } = await open(sittingFixture(), { [SUBMIT]: { body: { result: { total: 1 } } } });
    const submitButton = screen.getByRole("button", { name: "Submit" });
    submitButton.focus();
    await user.keyboard("s");
    const dialog = screen.getByRole("dialog", { name: "Submit your paper?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Go back" }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Submit paper" }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Go back" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Submit paper" }));
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent[SUBMIT] ?? []).toHaveLength(0);
    expect(document.activeElement).toBe(submitButton);
    // Escape closes it too.
    await user.keyboard("s");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("asks before leaving a timed paper by the bar's exit: Stay keeps it, Leave goes to the papers", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Leave the paper" }));
    const leave = screen.getByRole("dialog", { name: "Leave the paper?" });
    expect(document.activeElement).toBe(within(leave).getByRole("button", { name: "Stay on the paper" }));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
    // The CBT keys are the paper's again.
    await user.keyboard("a");
    expect((screen.getAllByRole("radio")[0] as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Leave the paper" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Leave the paper?" })).getByRole("button", { name: "Leave" }),
    );
    expect(router.push).toHaveBeenCalledWith("/exams");
  });

  it("asks before a link or closing the page takes a timed paper away", async () => {
    await open();
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    const link = document.body.appendChild(
      Object.assign(document.createElement("a"), { href: "/courses", textContent: "Courses" }),
    );
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const leave = await screen.findByRole("dialog", { name: "Leave the paper?" });
    await userEvent.setup().click(within(leave).getByRole("button", { name: "Leave" }));
    expect(router.push).toHaveBeenCalledWith("/courses");
    link.remove();
  });

  it("leaves untimed practice without asking", async () => {
    const { user } = await open(sittingFixture({ mode: "practice", expires_at: null, remaining_seconds: null }));
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole("button", { name: "Leave the paper" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.push).toHaveBeenCalledWith("/exams");
  });

  it("keeps a passage closed on a phone until it is opened, and the choice per passage", async () => {
    const { user } = await open();
    const toggle = screen.getByTestId("stimulus-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("stimulus-body").className).toMatch(/(^| )hidden( |$)/);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("stimulus-body").className).not.toMatch(/(^| )hidden( |$)/);
  });

  it("says changes of the saved state in a polite live region", async () => {
    const { user } = await open();
    const region = screen.getByTestId("save-announcement");
    expect(region.getAttribute("aria-live")).toBe("polite");
    await user.keyboard("a");
    await waitFor(() => expect(region.textContent).toBe("Saved"));
    setOnline(false);
    await user.keyboard("nb");
    await waitFor(() => expect(region.textContent).toBe("Offline: 1 answer waiting"));
    setOnline(true);
    await waitFor(() => expect(region.textContent).toBe("All answers saved"));
  });

  it("moves through the question grid with the arrow keys, one Tab stop", async () => {
    const { user } = await open();
    const grid = screen.getByTestId("navigator");
    const buttons = within(grid).getAllByRole("button");
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    buttons[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard("{Enter}");
    expect(position()).toContain("Question 3 of 3");
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("gives feedback in practice mode: Check shows right or wrong, the right option and why", async () => {
    const sitting = sittingFixture({ mode: "practice", expires_at: null, remaining_seconds: null });
    const { user, sent } = await open(sitting, {
      [CHECK]: (init) => {
        const { question_id, answer } = JSON.parse(String(init?.body));
        return question_id === "e1"
          ? { body: { correct: answer === "B", correct_answer: "B", explanation: "The passage is about the market." } }
          : {
              body: {
                correct: answer === "B",
                correct_answer: "B",
                explanation: "",
                explanation_html: "<b>Large</b> means big.",
              },
            };
      },
    });
    expect(screen.queryByRole("timer")).toBeNull(); // untimed practice: no clock
    expect(screen.getByTestId("check-button")).toHaveProperty("disabled", true);

    await user.click(radio(/^C\./));
    await user.click(screen.getByTestId("check-button"));
    const feedback = await screen.findByTestId("check-feedback");
    expect(feedback.textContent).toContain("Not quite: the answer is B.");
    expect(feedback.textContent).toContain("The passage is about the market.");
    expect(screen.getAllByTestId("option")[1]!.textContent).toContain("Right answer");
    expect(screen.getAllByTestId("option")[2]!.textContent).toContain("Your answer");
    expect(sent[CHECK]![0]).toEqual({ question_id: "e1", answer: "C" });
    // A checked question keeps its answer.
    await user.keyboard("a");
    expect(radio(/^C\./).checked).toBe(true);

    await user.keyboard("n");
    await user.keyboard("b");
    await user.click(screen.getByTestId("check-button"));
    expect((await screen.findByTestId("check-feedback")).textContent).toContain("Correct.");
    expect(screen.getByTestId("check-feedback").innerHTML).toContain("<b>Large</b> means big.");
    // Practice mode flags with F too.
    await user.keyboard("f");
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("true");
  });

  it("in practice while an exam is open (409 exam_in_progress), says so with a link back to the exam, and neither stops nor submits", async () => {
    const message = "Finish or submit your exam first: practice opens again when your exam ends.";
    const sitting = sittingFixture({ mode: "practice", expires_at: null, remaining_seconds: null });
    const { user, sent } = await open(sitting, {
      [CHECK]: { status: 409, body: { error: "exam_in_progress", message } },
      [SUBMIT]: { body: { result: {} } },
      "GET /api/me/sittings": {
        body: { sittings: [{ id: "exam-1", paper_id: "utme", mode: "exam", in_progress: true }] },
      },
    });
    await user.click(radio(/^C\./));
    await user.click(screen.getByTestId("check-button"));

    const link = await screen.findByTestId("check-exam-link");
    expect(link.textContent).toBe("Go back to your exam");
    expect(link.getAttribute("href")).toBe("/exams/sittings/exam-1");
    expect(screen.getByRole("alert").textContent).toContain(message);
    expect(screen.queryByTestId("check-feedback")).toBeNull();
    expect(screen.queryByTestId("sync-stopped")).toBeNull();
    // The practice goes on: the answer stays, and nothing was submitted.
    expect(radio(/^C\./).checked).toBe(true);
    expect(sent[SUBMIT]).toBeUndefined();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("keeps answers given offline on the phone, says how many wait, and sends them when the connection returns", async () => {
    const { user, sent } = await open();
    setOnline(false);
    await user.keyboard("a");
    await user.keyboard("n");
    await user.keyboard("b");
    expect(saveState()).toBe("Offline: 2 answers waiting");
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(saves(sent)).toHaveLength(0);
    const kept = JSON.parse(localStorage.getItem("exam-sitting:s1:progress")!);
    expect(kept.pending.answers).toEqual({ e1: "A", e2: "B" });
    expect(kept.position).toEqual({ section: 0, question: 1 });

    setOnline(true);
    await waitFor(() => expect(saveState()).toBe("Saved"));
    expect(saves(sent)).toHaveLength(1);
    expect(saves(sent)[0]!.answers).toEqual({ e1: "A", e2: "B" });
    expect(JSON.parse(localStorage.getItem("exam-sitting:s1:progress")!).pending.answers).toEqual({});
  });

  it("retries a save that got no answer, and keeps the answers meanwhile", async () => {
    let fail = true;
    const { user, sent } = await open(sittingFixture(), {
      [SAVE]: () => (fail ? offlineFailure() : { body: { saved: 1 } }),
    });
    await user.keyboard("d");
    await waitFor(() => expect(saveState()).toBe("Weak connection: 1 answer waiting"));
    fail = false;
    await waitFor(() => expect(saveState()).toBe("Saved"), { timeout: 3000 });
    expect(saves(sent).at(-1)!.answers).toEqual({ e1: "D" });
  });

  it("returns to the same question with answers and flags after a reload offline", async () => {
    const first = await open();
    setOnline(false);
    await first.user.keyboard("c");
    await first.user.click(screen.getByTestId("flag-button"));
    await first.user.click(tab(/Mathematics/));
    await first.user.keyboard("n");
    first.unmount();

    // The page reloads without a connection: the sitting comes from the phone.
    stubApi({ [GET]: offlineFailure });
    renderWithProviders(<SittingScreen sittingId="s1" />);
    await screen.findByTestId("sitting");
    expect(tab(/Mathematics/).getAttribute("aria-selected")).toBe("true");
    expect(position()).toContain("Question 2 of 2");
    expect(tab(/English/).textContent).toContain("1/3");
    expect(saveState()).toBe("Offline: 1 answer waiting");
    await userEvent.setup().click(tab(/English/));
    expect(radio(/^C\./).checked).toBe(true);
    expect(screen.getByTestId("flag-button").getAttribute("aria-pressed")).toBe("true");
  });

  it("after a reload online lays the answers still waiting over the server's", async () => {
    keepSitting(sittingFixture(), Date.now() + 7_000_000);
    localStorage.setItem(
      "exam-sitting:s1:progress",
      JSON.stringify({
        position: { section: 0, question: 2 },
        answers: { e1: "A", e3: "D" },
        flags: [],
        pending: { answers: { e3: "D" }, flags: null },
      }),
    );
    const { sent } = await open(sittingFixture({ answers: { e1: "B" }, flags: ["e2"] }));
    expect(position()).toContain("Question 3 of 3");
    expect(radio(/^D\./).checked).toBe(true);
    expect(tab(/English/).textContent).toContain("2/3");
    // What waited is sent at once.
    await waitFor(() => expect(saves(sent)[0]?.answers).toEqual({ e3: "D" }));
  });

  it("stops saving on 409, says so plainly, and submits", async () => {
    const { user } = await open(sittingFixture(), {
      [SAVE]: {
        status: 409,
        body: { error: "conflict", message: "Time is up: answers sent after the deadline are not counted" },
      },
      [SUBMIT]: { body: { result: {} } },
    });
    await user.keyboard("a");
    expect((await screen.findByTestId("sync-stopped")).textContent).toContain(
      "Time is up: answers sent after the deadline are not counted",
    );
    expect(screen.getByTestId("sync-stopped").textContent).toContain("1 answer given after that could not be counted");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/exams/sittings/s1/result"));
  });

  it("saves and submits by itself when the clock reaches zero", async () => {
    const { sent } = await open(sittingFixture({ remaining_seconds: 1 }), { [SUBMIT]: { body: { result: {} } } });
    expect(screen.getByRole("timer").textContent).toBe("00:01");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/exams/sittings/s1/result"), { timeout: 3000 });
    expect(sent[SUBMIT]).toHaveLength(1);
  });

  it("opens the result of a sitting already submitted", async () => {
    keepSitting(sittingFixture(), null);
    stubApi({ [GET]: { body: { sitting: sittingFixture({ submitted_at: new Date().toISOString() }) } } });
    renderWithProviders(<SittingScreen sittingId="s1" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/exams/sittings/s1/result"));
    expect(localStorage.getItem("exam-sitting:s1")).toBeNull();
  });

  it("says so when a sitting is opened offline that this phone never kept", async () => {
    stubApi({ [GET]: offlineFailure });
    renderWithProviders(<SittingScreen sittingId="s1" />);
    // A weak network gets two more tries (1 s, then 2 s) before the screen gives up.
    expect((await screen.findByTestId("sitting-failed", {}, { timeout: 5000 })).textContent).toContain(
      "not saved on this phone yet",
    );
  });

  it("gives the keyboard to the calculator while it is open", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Calculator" }));
    const calculator = screen.getByRole("region", { name: "Calculator" });
    await user.keyboard("12+3=");
    expect(within(calculator).getByTestId("calculator-display").textContent).toBe("15");
    await user.keyboard("c");
    expect(within(calculator).getByTestId("calculator-display").textContent).toBe("0");
    await user.click(within(calculator).getByRole("button", { name: "7" }));
    await user.click(within(calculator).getByRole("button", { name: "multiply" }));
    await user.click(within(calculator).getByRole("button", { name: "6" }));
    await user.click(within(calculator).getByRole("button", { name: "equals" }));
    expect(within(calculator).getByTestId("calculator-display").textContent).toBe("42");
    // None of those keys answered, moved or submitted.
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(position()).toContain("Question 1 of 3");
    expect(screen.queryByRole("dialog", { name: /Submit/ })).toBeNull();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Calculator" })).toBeNull();
    await user.keyboard("n");
    expect(position()).toContain("Question 2 of 3");
    // Reopened, it still shows its number.
    await user.click(screen.getByRole("button", { name: "Calculator" }));
    expect(screen.getByTestId("calculator-display").textContent).toBe("42");
  });

  it("keeps what it stores under keys that sign-out forgets", async () => {
    const { user } = await open();
    await user.keyboard("a");
    expect(localStorage.getItem("exam-sitting:s1")).not.toBeNull();
    expect(localStorage.getItem("exam-sitting:s1:progress")).not.toBeNull();
    forgetStoredData();
    expect(Object.keys(localStorage).filter((k) => k.startsWith("exam-sitting"))).toEqual([]);
  });

  it("sends the time spent on each subject with the saves", async () => {
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const { user, sent } = await open();
    now += 65_000;
    await user.click(tab(/Mathematics/));
    now += 20_000;
    await user.keyboard("a");
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.time_spent).toEqual({ English: 65, Mathematics: 20 });
  });
});

describe("SittingScreen with the sitting in the page's document", () => {
  const drawn = (sitting = sittingFixture(), position: { section: number; question: number } | null = null) => ({
    sitting,
    rendered_at: 1_000,
    position,
  });

  it("sits the document's sitting at the place drawn, without asking the API, and keeps it on the phone", async () => {
    const api = stubApi({ [SAVE]: { body: { saved: 1 } } });
    renderWithProviders(
      <SittingScreen
        sittingId="s1"
        opened={drawn(sittingFixture({ answers: { m2: "B" } }), { section: 1, question: 1 })}
      />,
    );
    expect(position()).toContain("Question 2 of 2");
    expect(radio(/^B\./).checked).toBe(true);
    expect(api.sent[GET]).toBeUndefined();
    const kept = JSON.parse(localStorage.getItem("exam-sitting:s1")!);
    expect(kept.document_at).toBe(1_000);
    expect(kept.sitting.answers).toEqual({ m2: "B" });
  });

  it("takes the phone's place and waiting answers over the document's", async () => {
    const first = stubApi({ [GET]: { body: { sitting: sittingFixture() } }, [SAVE]: offlineFailure });
    const { user, unmount } = renderWithProviders(<SittingScreen sittingId="s1" />);
    await screen.findByTestId("sitting");
    setOnline(false);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(radio(/^B\./));
    unmount();
    expect(first.sent[GET]).toHaveLength(1);

    stubApi({ [SAVE]: { body: { saved: 1 } } });
    renderWithProviders(<SittingScreen sittingId="s1" opened={drawn(sittingFixture(), null)} />);
    expect(position()).toContain("Question 2 of 3");
    expect(radio(/^B\./).checked).toBe(true);
    setOnline(true);
  });

  it("gives way to the phone's copy when the document is a replay of the one that copy came from", async () => {
    // What the service worker answers a reload offline with: the last document it kept, from
    // which the phone's copy came; the candidate has answered and moved on since.
    keepSitting(sittingFixture(), Date.now() + 600_000, Date.now(), 1_000);
    keepProgress("s1", {
      ...restoreProgress(sittingFixture(), null, "phone"),
      position: { section: 0, question: 2 },
      answers: { e2: "C" },
    });
    stubApi({ [SAVE]: offlineFailure });
    renderWithProviders(<SittingScreen sittingId="s1" opened={drawn(sittingFixture(), { section: 0, question: 1 })} />);
    expect(position()).toContain("Question 3 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(radio(/^C\./).checked).toBe(true);
    // The clock is the phone's copy's, not the document's.
    expect(screen.getByTestId("sitting-clock").textContent).toMatch(/^(0:)?(10:00|09:59)$/);
  });

  it("a newer document replaces the phone's copy of the sitting", async () => {
    keepSitting(sittingFixture({ answers: { e2: "C" } }), Date.now() + 600_000, Date.now(), 500);
    stubApi({ [SAVE]: { body: { saved: 1 } } });
    renderWithProviders(
      <SittingScreen
        sittingId="s1"
        opened={drawn(sittingFixture({ answers: { e2: "D" } }), { section: 0, question: 1 })}
      />,
    );
    expect(radio(/^D\./).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem("exam-sitting:s1")!).document_at).toBe(1_000);
  });

  it("hydrates the server's HTML as drawn, and keeps an option tapped before React ran", async () => {
    const api = stubApi({ [SAVE]: { body: { saved: 1 } } });
    const ui = (
      <QueryProvider client={makeQueryClient()}>
        <SittingScreen sittingId="s1" opened={drawn(sittingFixture(), { section: 0, question: 1 })} />
      </QueryProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelector("[data-testid=question-text]")!.textContent).toContain("nearest in meaning to BIG");
    // The candidate taps B on the server's HTML, before the page's script has run.
    container.querySelector<HTMLInputElement>('input[type=radio][value="B"]')!.click();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(container.querySelector('[data-testid=option][data-key="B"]')!.getAttribute("data-selected")).toBe("true");
    await waitFor(() => expect(saves(api.sent).at(-1)?.answers).toEqual({ e2: "B" }), { timeout: 3_000 });
    act(() => root.unmount());
    container.remove();
  });

  it("tells the server the place with the next request of the page", async () => {
    // The cookie is for the sitting pages only.
    window.history.replaceState(null, "", "/exams/sittings/s1");
    stubApi({ [SAVE]: { body: { saved: 1 } } });
    const { user } = renderWithProviders(<SittingScreen sittingId="s1" opened={drawn()} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(document.cookie).toContain("examprep_place=s1.0.1");
    await user.click(tab(/Mathematics/));
    expect(document.cookie).toContain("examprep_place=s1.1.0");
    window.history.replaceState(null, "", "/");
  });

  describe("with one subject's questions in the document", () => {
    const oneSubject = (sitting = sittingFixture(), position = { section: 0, question: 0 }) => ({
      ...oneSubjectOf(sitting, position.section),
      rendered_at: 1_000,
      position,
    });

    /** The API stubbed with the whole sitting, whose GET answers only once `answerGet` is called. */
    function stubApiHoldingTheSitting() {
      let answerGet = () => {};
      const got = new Promise<void>((resolve) => (answerGet = resolve));
      const api = stubApi({ [GET]: { body: { sitting: sittingFixture() } }, [SAVE]: { body: { saved: 1 } } });
      const answer = api.fetch.getMockImplementation()!;
      api.fetch.mockImplementation(async (input, init) => {
        if ((init?.method ?? "GET") === "GET") await got;
        return answer(input, init);
      });
      return { api, answerGet };
    }

    it("counts every subject at once, fetches the others after, and keeps only the whole paper", async () => {
      const api = stubApi({ [GET]: { body: { sitting: sittingFixture() } }, [SAVE]: { body: { saved: 1 } } });
      const { user } = renderWithProviders(<SittingScreen sittingId="s1" opened={oneSubject()} />);
      expect(tab(/Mathematics/).textContent).toContain("0/2");
      expect(screen.getByTestId("question-text").textContent).toContain("The writer's main point is that");
      await waitFor(() => expect(api.sent[GET]).toHaveLength(1));
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem("exam-sitting:s1")!).sitting.sections[1].questions[1].text).toBe(
          "What is 10 ÷ 4?",
        ),
      );
      expect(JSON.parse(localStorage.getItem("exam-sitting:s1")!).document_at).toBe(1_000);
      await user.click(tab(/Mathematics/));
      expect(screen.getByTestId("question-panel").dataset.questionId).toBe("m1");
      expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["A", "B", "C"]);
    });

    it("shows a subject that has not arrived as coming, opens none of its questions, and fills it in when it does", async () => {
      const { api, answerGet } = stubApiHoldingTheSitting();
      const { user } = renderWithProviders(<SittingScreen sittingId="s1" opened={oneSubject()} />);
      await user.click(tab(/Mathematics/));
      expect(screen.getByTestId("subject-coming").textContent).toContain("Loading this subject's questions");
      expect(screen.queryByTestId("question-text")).toBeNull();
      // Nothing is kept on the phone until the whole paper is there.
      expect(localStorage.getItem("exam-sitting:s1")).toBeNull();
      answerGet();
      await waitFor(() => expect(screen.getByTestId("question-panel").dataset.questionId).toBe("m1"));
      await waitFor(() => expect(saves(api.sent).flatMap((b) => b.opened ?? [])).toContain("m1"));
      expect(saves(api.sent).flatMap((b) => b.opened ?? [])).toEqual(["e1", "m1"]);
    });

    it("fills the other subjects from the phone's copy of the same sitting, without asking the API", async () => {
      keepSitting(sittingFixture(), Date.now() + 600_000, Date.now(), 500);
      const api = stubApi({ [SAVE]: { body: { saved: 1 } } });
      const { user } = renderWithProviders(
        <SittingScreen sittingId="s1" opened={oneSubject(sittingFixture(), { section: 1, question: 0 })} />,
      );
      await user.click(tab(/English/));
      expect(screen.getByTestId("question-text").textContent).toContain("The writer's main point is that");
      expect(api.sent[GET]).toBeUndefined();
      expect(JSON.parse(localStorage.getItem("exam-sitting:s1")!).document_at).toBe(1_000);
    });

    it("says a subject shows once back online, and brings it when the connection returns", async () => {
      setOnline(false);
      const api = stubApi({ [GET]: offlineFailure, [SAVE]: offlineFailure });
      const { user } = renderWithProviders(<SittingScreen sittingId="s1" opened={oneSubject()} />);
      await user.click(tab(/Mathematics/));
      expect(screen.getByTestId("subject-coming").textContent).toContain("back online");
      api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
        jsonFetch({ [GET]: { body: { sitting: sittingFixture() } }, [SAVE]: { body: { saved: 1 } } })(input, init),
      );
      setOnline(true);
      await waitFor(() => expect(screen.getByTestId("question-panel").dataset.questionId).toBe("m1"), {
        timeout: 5_000,
      });
    });

    it("moves focus from the placeholder's heading to the question's when the subject arrives", async () => {
      const { answerGet } = stubApiHoldingTheSitting();
      const { user } = renderWithProviders(
        <SittingScreen sittingId="s1" opened={oneSubject(sittingFixture(), { section: 0, question: 2 })} />,
      );
      // N from English's last question: Mathematics has not arrived, its heading has the focus.
      await user.keyboard("n");
      expect(document.activeElement?.textContent).toBe("Mathematics");
      answerGet();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("question-position")));
    });
  });
});
