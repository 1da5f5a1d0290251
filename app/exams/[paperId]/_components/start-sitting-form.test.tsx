import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openSitting } from "@/app/exams/_components/open-sitting";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { StartSittingForm, type StartPaper } from "./start-sitting-form";

// Opening a sitting loads its page as a document (open-sitting.ts), which jsdom cannot.
vi.mock("@/app/exams/_components/open-sitting", () => ({ openSitting: vi.fn() }));
beforeEach(() => vi.mocked(openSitting).mockClear());

const utme: StartPaper = {
  id: "utme",
  title: "UTME (JAMB CBT)",
  durationMinutes: 120,
  choose: 3,
  required: ["English"],
  optional: ["Mathematics", "Physics", "Chemistry", "Biology", "Economics", "Government"],
};
const waecMaths: StartPaper = {
  id: "waec-mathematics",
  title: "WAEC General Mathematics Paper 1",
  durationMinutes: 90,
  choose: 0,
  required: ["Mathematics"],
  optional: [],
};

function stubApi(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies the form sent, with their method and path. */
const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    request: `${init?.method ?? "GET"} ${String(input)}`,
    body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
  }));

const startButton = () => screen.getByRole("button", { name: "Start" });
const box = (name: string) => screen.getByRole("checkbox", { name: new RegExp(`^${name}`) });

describe("StartSittingForm, UTME", () => {
  it("has English ticked and fixed, and starts only with exactly three more", async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders(<StartSittingForm paper={utme} />);

    expect(box("English")).toHaveProperty("checked", true);
    expect(box("English")).toHaveProperty("disabled", true);
    expect(startButton()).toHaveProperty("disabled", true);
    expect(screen.getByTestId("subjects-status").textContent).toBe("Choose 3 more subjects.");

    await user.click(box("Mathematics"));
    await user.click(box("Physics"));
    expect(screen.getByTestId("subjects-status").textContent).toBe("Choose 1 more subject.");
    expect(startButton()).toHaveProperty("disabled", true);

    await user.click(box("Chemistry"));
    expect(startButton()).toHaveProperty("disabled", false);
    expect(screen.getByTestId("subjects-status").textContent).toContain("English, Mathematics, Physics, Chemistry");
    // A fourth cannot be ticked while three are.
    for (const other of ["Biology", "Economics", "Government"]) expect(box(other)).toHaveProperty("disabled", true);

    // Unticking one frees the others again.
    await user.click(box("Physics"));
    expect(box("Biology")).toHaveProperty("disabled", false);
    expect(startButton()).toHaveProperty("disabled", true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts an exam with English and the three chosen, in the paper's order, and goes to the sitting", async () => {
    const started = { id: "s-1", submitted_at: null, remaining_seconds: 7200, sections: [] };
    const fetchMock = stubApi({ "POST /api/papers/utme/sittings": { status: 201, body: { sitting: started } } });
    const { user } = renderWithProviders(<StartSittingForm paper={utme} />);
    await user.click(box("Chemistry"));
    await user.click(box("Mathematics"));
    await user.click(box("Physics"));
    expect(screen.getByRole("radio", { name: /^Exam/ })).toHaveProperty("checked", true);
    expect(screen.getByText("As the real paper: nothing until the end.")).toBeTruthy();

    await user.click(startButton());

    await waitFor(() => expect(openSitting).toHaveBeenCalledWith("s-1"));
    expect(sent(fetchMock)).toEqual([
      {
        request: "POST /api/papers/utme/sittings",
        body: { mode: "exam", subjects: ["English", "Mathematics", "Physics", "Chemistry"] },
      },
    ]);
    // Busy until the sitting screen replaces this one.
    expect(screen.getByRole("button", { name: "Starting…" })).toHaveProperty("disabled", true);
    // The answer carries the paper: it is kept on the phone, where the page takes it from rather
    // than from a second download.
    expect(sent(fetchMock)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem("exam-sitting:s-1")!).sitting).toEqual(started);
  });

  it("shows the server's message when it refuses the combination (400)", async () => {
    const message =
      "UTME (JAMB CBT) is English plus exactly 3 of Mathematics, Physics, Chemistry, Biology, Economics, Government";
    stubApi({
      "POST /api/papers/utme/sittings": {
        status: 400,
        body: { error: "validation_error", message, errors: { subjects: message } },
      },
    });
    const { user } = renderWithProviders(<StartSittingForm paper={utme} />);
    for (const s of ["Biology", "Economics", "Government"]) await user.click(box(s));

    await user.click(startButton());

    expect((await screen.findByTestId("start-error")).textContent).toBe(message);
    expect(openSitting).not.toHaveBeenCalled();
    expect(startButton()).toHaveProperty("disabled", false);
  });
});

describe("StartSittingForm, a fixed paper", () => {
  it("asks for no subjects and sends practice with the clock the student chose", async () => {
    const fetchMock = stubApi({
      "POST /api/papers/waec-mathematics/sittings": { status: 200, body: { sitting: { id: "s-open" } } },
    });
    const { user } = renderWithProviders(<StartSittingForm paper={waecMaths} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByTestId("practice-clock")).toBeNull();

    await user.click(screen.getByRole("radio", { name: /^Practice/ }));
    expect(screen.getByText("Answers and explanations after each question.")).toBeTruthy();
    const clock = within(screen.getByTestId("practice-clock"));
    expect(clock.getByRole("radio", { name: /^Timed/ })).toHaveProperty("checked", true);
    expect(clock.getByText("1 h 30 min")).toBeTruthy();
    await user.click(clock.getByRole("radio", { name: /^Untimed/ }));
    await user.click(startButton());

    // 200: the sitting already open with the same choices is resumed, the same way.
    await waitFor(() => expect(openSitting).toHaveBeenCalledWith("s-open"));
    expect(sent(fetchMock)).toEqual([
      { request: "POST /api/papers/waec-mathematics/sittings", body: { mode: "practice", timed: false } },
    ]);
  });

  it("on 409 says a sitting is in progress and links to it", async () => {
    const fetchMock = stubApi({
      "POST /api/papers/waec-mathematics/sittings": {
        status: 409,
        body: {
          error: "conflict",
          message: "You have a sitting of this paper in progress: finish or submit it before starting another",
        },
      },
      "GET /api/me/sittings": {
        body: {
          sittings: [
            { id: "other-paper", paper_id: "waec-physics", in_progress: true },
            { id: "old", paper_id: "waec-mathematics", in_progress: false },
            { id: "open-one", paper_id: "waec-mathematics", in_progress: true },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<StartSittingForm paper={waecMaths} />);
    await user.click(screen.getByRole("radio", { name: /^Practice/ }));
    await user.click(startButton());

    const alert = await screen.findByTestId("start-error");
    expect(alert.textContent).toContain("You already have a sitting of WAEC General Mathematics Paper 1 in progress");
    expect(within(alert).getByRole("link", { name: "Resume your sitting" }).getAttribute("href")).toBe(
      "/exams/sittings/open-one",
    );
    expect(sent(fetchMock).map((r) => r.request)).toEqual([
      "POST /api/papers/waec-mathematics/sittings",
      "GET /api/me/sittings",
    ]);
    expect(openSitting).not.toHaveBeenCalled();
  });

  it("on 409 without a way to find the open sitting, points to the exams page", async () => {
    stubApi({
      "POST /api/papers/waec-mathematics/sittings": {
        status: 409,
        body: { error: "conflict", message: "in progress" },
      },
      "GET /api/me/sittings": { status: 500, body: { error: "internal_error", message: "Internal server error" } },
    });
    const { user } = renderWithProviders(<StartSittingForm paper={waecMaths} />);
    await user.click(startButton());

    const alert = await screen.findByTestId("start-error");
    expect(within(alert).getByRole("link", { name: "See your sittings" }).getAttribute("href")).toBe("/exams");
  });

  it("on 409 exam_in_progress says practice waits for the exam, in the server's words, and links back to the open exam", async () => {
    const message = "Finish or submit your exam first: practice opens again when your exam ends.";
    stubApi({
      "POST /api/papers/waec-mathematics/sittings": { status: 409, body: { error: "exam_in_progress", message } },
      "GET /api/me/sittings": {
        body: {
          sittings: [
            { id: "practice-open", paper_id: "waec-mathematics", mode: "practice", in_progress: true },
            { id: "exam-open", paper_id: "utme", mode: "exam", in_progress: true },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<StartSittingForm paper={waecMaths} />);
    await user.click(screen.getByRole("radio", { name: /^Practice/ }));
    await user.click(startButton());

    const alert = await screen.findByTestId("start-error");
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain("You already have a sitting");
    expect(within(alert).getByRole("link", { name: "Go back to your exam" }).getAttribute("href")).toBe(
      "/exams/sittings/exam-open",
    );
    expect(openSitting).not.toHaveBeenCalled();
  });

  it("says so when the network fails, and lets the student try again", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const { user } = renderWithProviders(<StartSittingForm paper={waecMaths} />);
    await user.click(startButton());

    expect((await screen.findByTestId("start-error")).textContent).toContain("Check your connection");
    expect(startButton()).toHaveProperty("disabled", false);
  });
});
