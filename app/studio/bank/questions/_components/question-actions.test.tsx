import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { SubmitForReview } from "./question-actions";

describe("SubmitForReview", () => {
  it("submits the question to the editors and reads the page again", async () => {
    const fetchMock = vi.fn(
      jsonFetch({
        "POST /api/bank/questions/q1/submit": { body: { question: { id: "q1", review_status: "submitted" } } },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<SubmitForReview id="q1" label="Submit to the platform pool" />);

    await user.click(screen.getByRole("button", { name: "Submit to the platform pool" }));

    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
  });

  it("says what the question still needs", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "POST /api/bank/questions/q1/submit": {
          status: 400,
          body: {
            error: "validation_error",
            message: "Before submitting: choose a topic",
            errors: { topic: "Choose a topic" },
          },
        },
      }),
    );
    const { user } = renderWithProviders(<SubmitForReview id="q1" label="Submit again" />);
    await user.click(screen.getByRole("button", { name: "Submit again" }));
    expect((await screen.findByRole("alert")).textContent).toContain("choose a topic");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
