import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ReviewActions } from "./review-actions";

describe("ReviewActions", () => {
  it("approves the version on screen and reads the queue again", async () => {
    const fetchMock = vi.fn(
      jsonFetch({
        "POST /api/editorial/questions/q1/approve": { body: { question: { id: "q1", review_status: "approved" } } },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ReviewActions id="q1" version={3} />);

    await user.click(screen.getByRole("button", { name: "Approve version 3" }));

    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ version: 3 });
  });

  it("rejects only with a note, and sends it trimmed", async () => {
    const fetchMock = vi.fn(
      jsonFetch({
        "POST /api/editorial/questions/q1/reject": { body: { question: { id: "q1", review_status: "rejected" } } },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ReviewActions id="q1" version={1} />);

    await user.click(screen.getByRole("button", { name: "Reject…" }));
    await user.click(screen.getByRole("button", { name: "Send the rejection" }));
    expect(screen.getByText("Write what the author should change.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Note to the author"), "  Option C is also right.  ");
    await user.click(screen.getByRole("button", { name: "Send the rejection" }));

    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ note: "Option C is also right." });
  });

  it("shows the server's reason when the author changed the question meanwhile", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "POST /api/editorial/questions/q1/approve": {
          status: 409,
          body: {
            error: "conflict",
            message: "The author has changed the question since version 1: read version 2 first",
          },
        },
      }),
    );
    const { user } = renderWithProviders(<ReviewActions id="q1" version={1} />);

    await user.click(screen.getByRole("button", { name: "Approve version 1" }));

    expect((await screen.findByRole("alert")).textContent).toContain("read version 2 first");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
