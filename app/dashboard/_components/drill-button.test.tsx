import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openSitting } from "@/app/exams/_components/open-sitting";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { DrillButton } from "./drill-button";

// Opening a sitting loads its page as a document (open-sitting.ts), which jsdom cannot.
vi.mock("@/app/exams/_components/open-sitting", () => ({ openSitting: vi.fn() }));
beforeEach(() => vi.mocked(openSitting).mockClear());

const DRILL = "POST /api/me/drills";

describe("DrillButton", () => {
  it("starts the drill and opens its sitting", async () => {
    vi.stubGlobal("fetch", vi.fn(jsonFetch({ [DRILL]: { status: 201, body: { sitting: { id: "d-1" } } } })));
    const { user } = renderWithProviders(<DrillButton topicId="t-1" questions={10} />);
    await user.click(await screen.findByRole("button", { name: "Drill 10 questions" }));
    await waitFor(() => expect(openSitting).toHaveBeenCalledWith("d-1"));
  });

  it("while an exam is open (409 exam_in_progress), says practice waits in the server's words and links back to the exam", async () => {
    const message = "Finish or submit your exam first: practice opens again when your exam ends.";
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [DRILL]: { status: 409, body: { error: "exam_in_progress", message } },
          "GET /api/me/sittings": {
            body: {
              sittings: [
                { id: "drill-open", paper_id: "topic-drill", mode: "practice", in_progress: true },
                { id: "exam-open", paper_id: "utme", mode: "exam", in_progress: true },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<DrillButton topicId="t-1" questions={10} />);
    await user.click(await screen.findByRole("button", { name: "Drill 10 questions" }));

    const alert = await screen.findByTestId("drill-error");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("link", { name: "Go back to your exam" }).getAttribute("href")).toBe(
      "/exams/sittings/exam-open",
    );
    expect(openSitting).not.toHaveBeenCalled();
  });

  it("another drill open (409 conflict) points to the list of sittings", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(jsonFetch({ [DRILL]: { status: 409, body: { error: "conflict", message: "in progress" } } })),
    );
    const { user } = renderWithProviders(<DrillButton topicId="t-1" questions={10} />);
    await user.click(await screen.findByRole("button", { name: "Drill 10 questions" }));

    const alert = await screen.findByTestId("drill-error");
    expect(alert.textContent).toContain("You have another drill in progress");
    expect(within(alert).getByRole("link", { name: "See your sittings" }).getAttribute("href")).toBe("/exams");
  });
});
