import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lagosDay } from "@/lib/study/review-days";
import { deckKey, queueKey } from "@/lib/study/review-keys";
import type { QueuedReview } from "@/lib/study/review-queue";
import type { ReviewCardItem, ReviewDeck } from "@/lib/study/review-types";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ReviewSession } from "./review-session";

const card = (id: string, text: string): ReviewCardItem => ({
  id,
  due_at: "2026-11-25T08:00:00.000Z",
  state: "new",
  reason: "wrong",
  reps: 0,
  lapses: 0,
  question: {
    id: `q-${id}`,
    subject: "Biology",
    topic: "Cells",
    text,
    options: ["A", "B", "C", "D"].map((key) => ({ key, text: `${text} option ${key}` })),
  },
});

// The deck is today's, whenever the test runs: the streak on the done screen counts from it.
const deck = (): ReviewDeck => ({
  day: lagosDay(new Date()),
  generated_at: "2026-11-25T08:00:00.000Z",
  due_count: 2,
  due_total: 2,
  reviewed_today: 0,
  streak_days: 3,
  next_due_at: "2026-11-25T08:00:00.000Z",
  cards: [card("c1", "First question"), card("c2", "Second question")],
});

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  online = true;
});

const queued = () => JSON.parse(localStorage.getItem(queueKey("u1")) ?? "[]") as QueuedReview[];

function goOffline() {
  online = false;
  window.dispatchEvent(new Event("offline"));
}

/** A card whose key a submitted sitting already showed: it carries it. */
const revealedCard = () => ({
  ...card("c1", "First question"),
  revealed: { correct_answer: "B", explanation: "Because B is the nucleus." },
});

/** An exam-mode sitting kept on this phone, ending at `deadline` (this phone's clock). */
const keepExamSitting = (deadline: number) =>
  localStorage.setItem(
    "exam-sitting:s9",
    JSON.stringify({ sitting: { id: "s9", mode: "exam", submitted_at: null, sections: [] }, deadline, kept_at: 1 }),
  );

/** A sync endpoint that applies everything and remembers what it was sent. */
function syncStub(sent: QueuedReview[][]) {
  return (init?: RequestInit) => {
    const { reviews } = JSON.parse(String(init?.body)) as { reviews: QueuedReview[] };
    sent.push(reviews);
    return {
      body: {
        results: reviews.map((r) => ({ client_review_id: r.client_review_id, card_id: r.card_id, status: "applied" })),
      },
    };
  };
}

describe("ReviewSession", () => {
  it("online: answer, see the key and why, rate; the rating is synced and the next card comes", async () => {
    const sent: QueuedReview[][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/me/review/c1/check": {
            body: { correct: false, correct_answer: "B", explanation: "Because of B." },
          },
          "POST /api/me/review/sync": syncStub(sent),
        }),
      ),
    );
    const { user } = renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    expect(screen.getByTestId("review-reminder").textContent).toBe("2 cards due today — keep your 3-day streak");
    await user.click(screen.getByRole("button", { name: "Start review" }));
    expect(screen.getByTestId("review-progress").textContent).toBe("Card 1 of 2");

    await user.click(screen.getByRole("button", { name: /First question option A/ }));
    expect(await screen.findByText("The answer is B")).toBeTruthy();
    expect(screen.getByText("Because of B.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Good/ }));

    expect(await screen.findByText("Second question")).toBeTruthy();
    expect(screen.getByTestId("review-progress").textContent).toBe("Card 2 of 2");
    await waitFor(() => expect(sent.flat()).toHaveLength(1));
    expect(sent[0]![0]).toMatchObject({ card_id: "c1", rating: "good", answer: "A" });
    expect(sent[0]![0]!.client_review_id).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(queued()).toEqual([]));
    expect(JSON.parse(localStorage.getItem(deckKey("u1"))!).done).toEqual(["c1"]);
  });

  it("offline: no key on the phone, a self-rating waits in the queue and syncs when the network returns", async () => {
    goOffline();
    const sent: QueuedReview[][] = [];
    const fetch = vi.fn(jsonFetch({ "POST /api/me/review/sync": syncStub(sent) }));
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    await user.click(screen.getByRole("button", { name: "Start review" }));
    await user.click(screen.getByRole("button", { name: /First question option C/ }));
    expect(screen.getByTestId("review-offline-note").textContent).toBe(
      "You'll see the answer when you're back online. Rate how well you knew it.",
    );
    await user.click(screen.getByRole("button", { name: /^Hard/ }));
    await user.click(screen.getByRole("button", { name: "I don't know" }));
    await user.click(screen.getByRole("button", { name: /^Again/ }));

    expect(screen.getByTestId("sync-pending").textContent).toBe("2 reviews waiting to sync");
    expect(queued().map((r) => [r.card_id, r.rating, r.answer])).toEqual([
      ["c1", "hard", "C"],
      ["c2", "again", undefined],
    ]);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/check"))).toBe(false);
    expect(screen.getByTestId("review-done")).toBeTruthy();
    expect(screen.getByTestId("review-streak").textContent).toBe("4-day streak");

    online = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.queryByTestId("sync-pending")).toBeNull());
    expect(sent.flat().map((r) => r.card_id)).toEqual(["c1", "c2"]);
  });

  it("offline: a card whose key its sitting already showed shows that key at once, as online", async () => {
    goOffline();
    const fetch = vi.fn(jsonFetch({}));
    vi.stubGlobal("fetch", fetch);
    const revealed = revealedCard();
    const { user } = renderWithProviders(
      <ReviewSession userId="u1" deck={{ ...deck(), cards: [revealed, card("c2", "Second question")] }} />,
    );
    await user.click(screen.getByRole("button", { name: "Start review" }));
    await user.click(screen.getByRole("button", { name: /First question option C/ }));
    // Before the rating, as online: the key, why, and the chosen answer marked wrong.
    const result = screen.getByTestId("review-result");
    expect(result.textContent).toContain("The answer is B");
    expect(result.textContent).toContain("Because B is the nucleus.");
    expect(screen.queryByTestId("review-offline-note")).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Hard/ }));
    expect(queued().map((r) => [r.card_id, r.rating, r.answer])).toEqual([["c1", "hard", "C"]]);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/check"))).toBe(false);

    expect(screen.getByTestId("review-card").getAttribute("data-card-id")).toBe("c2");
    // A card without a revealed key keeps it on the server, before and after the rating.
    await user.click(screen.getByRole("button", { name: "I don't know" }));
    expect(screen.getByTestId("review-offline-note").textContent).toBe(
      "You'll see the answer when you're back online. Rate how well you knew it.",
    );
    await user.click(screen.getByRole("button", { name: /^Again/ }));
    expect(screen.queryByTestId("review-result")).toBeNull();
    expect(screen.getByTestId("review-done")).toBeTruthy();
  });

  const EXAM_OPEN = "Finish or submit your exam first: practice opens again when your exam ends.";

  it("while an exam is open: says so plainly, shows no key and offers no rating", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/me/review/c1/check": { status: 409, body: { error: "exam_in_progress", message: EXAM_OPEN } },
          "GET /api/me/sittings": { body: { sittings: [{ id: "s9", mode: "exam", in_progress: true }] } },
        }),
      ),
    );
    const { user } = renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    await user.click(screen.getByRole("button", { name: "Start review" }));
    await user.click(screen.getByRole("button", { name: /First question option A/ }));
    const notice = await screen.findByTestId("review-exam-open");
    expect(notice.textContent).toContain(EXAM_OPEN);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Go back to your exam" }).getAttribute("href")).toBe(
        "/exams/sittings/s9",
      ),
    );
    expect(screen.queryByTestId("review-offline-note")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Good/ })).toBeNull();
    expect(queued()).toEqual([]);
  });

  it("offline while this phone holds an open exam: no key, not even one the card carries, and no rating", async () => {
    goOffline();
    vi.stubGlobal("fetch", vi.fn(jsonFetch({})));
    keepExamSitting(Date.now() + 30 * 60_000);
    const revealed = revealedCard();
    const { user } = renderWithProviders(
      <ReviewSession userId="u1" deck={{ ...deck(), cards: [revealed, card("c2", "Second question")] }} />,
    );
    await user.click(screen.getByRole("button", { name: "Start review" }));
    await user.click(screen.getByRole("button", { name: /First question option C/ }));
    expect((await screen.findByTestId("review-exam-open")).textContent).toContain(EXAM_OPEN);
    expect(screen.queryByTestId("review-result")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Good/ })).toBeNull();
    expect(queued()).toEqual([]);
  });

  it("offline once the phone's exam is over: the card shows the key it carries", async () => {
    goOffline();
    vi.stubGlobal("fetch", vi.fn(jsonFetch({})));
    keepExamSitting(Date.now() - 1_000);
    const revealed = revealedCard();
    const { user } = renderWithProviders(<ReviewSession userId="u1" deck={{ ...deck(), cards: [revealed] }} />);
    await user.click(screen.getByRole("button", { name: "Start review" }));
    await user.click(screen.getByRole("button", { name: /First question option C/ }));
    expect(screen.getByTestId("review-result").textContent).toContain("The answer is B");
    expect(screen.queryByTestId("review-exam-open")).toBeNull();
  });

  it("a queue the server holds back for an open exam stays on the phone, and the screen says why", async () => {
    const held: QueuedReview = {
      card_id: "c1",
      rating: "good",
      answer: "A",
      client_review_id: "held-review-0001",
      reviewed_at: new Date().toISOString(),
    };
    localStorage.setItem(queueKey("u1"), JSON.stringify([held]));
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/me/review/sync": {
            body: {
              results: [
                {
                  client_review_id: held.client_review_id,
                  card_id: "c1",
                  status: "not_applied",
                  error: { error: "exam_in_progress", message: EXAM_OPEN },
                },
              ],
            },
          },
        }),
      ),
    );
    renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    expect((await screen.findByTestId("review-exam-open")).textContent).toContain(EXAM_OPEN);
    expect(screen.getByTestId("sync-pending").textContent).toBe("1 review waiting to sync");
    expect(queued()).toEqual([held]);
  });

  it("a page copy no newer than the deck on the phone leaves out the cards rated here", async () => {
    localStorage.setItem(deckKey("u1"), JSON.stringify({ user_id: "u1", deck: deck(), done: ["c1"] }));
    vi.stubGlobal("fetch", vi.fn(jsonFetch({})));
    const { user } = renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    expect(await screen.findByRole("button", { name: "Continue review" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue review" }));
    expect(screen.getByText("Second question")).toBeTruthy();
    expect(screen.getByTestId("review-progress").textContent).toBe("Card 2 of 2");
  });

  it("never shows another account's deck kept on the phone", async () => {
    localStorage.setItem(
      deckKey("u2"),
      JSON.stringify({ user_id: "u2", deck: { ...deck(), cards: [card("x", "Someone else's")] }, done: [] }),
    );
    vi.stubGlobal("fetch", vi.fn(jsonFetch({})));
    renderWithProviders(<ReviewSession userId="u1" deck={deck()} />);
    expect(screen.queryByText("Someone else's")).toBeNull();
    expect(await screen.findByRole("button", { name: "Start review" })).toBeTruthy();
  });
});
