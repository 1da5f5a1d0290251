import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { PublishControl } from "./publish-control";

describe("PublishControl", () => {
  it("publishes a draft and reads the page again", async () => {
    const fetchMock = vi.fn(
      jsonFetch({ "PUT /api/courses/c1": { body: { course: { id: "c1", status: "published" } } } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<PublishControl courseId="c1" status="draft" />);

    await user.click(screen.getByRole("button", { name: "Publish" }));

    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ status: "published" });
    expect(screen.queryByTestId("publish-refused")).toBeNull();
  });

  it("shows the server's reason plainly when publishing is refused", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "PUT /api/courses/c1": {
          status: 403,
          body: { error: "forbidden", message: "Verify your email address before publishing" },
        },
      }),
    );
    const { user } = renderWithProviders(<PublishControl courseId="c1" status="draft" />);

    await user.click(screen.getByRole("button", { name: "Publish" }));

    const refused = await screen.findByTestId("publish-refused");
    expect(refused.textContent).toBe(
      "This course cannot be published yet" + "Verify your email address before publishing",
    );
    expect(screen.getByTestId("course-status").textContent).toBe("Draft");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says a course with students cannot go back to draft", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "PUT /api/courses/c1": {
          status: 409,
          body: { error: "conflict", message: "This course has enrolled students and cannot go back to draft" },
        },
      }),
    );
    const { user } = renderWithProviders(<PublishControl courseId="c1" status="published" />);

    await user.click(screen.getByRole("button", { name: "Back to draft" }));

    expect((await screen.findByTestId("publish-refused")).textContent).toContain("This course cannot go back to draft");
  });
});
