import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ResolveReportForm } from "./resolve-report-form";

describe("ResolveReportForm", () => {
  it("resolves with the chosen action and a note, then reads the inbox again", async () => {
    const fetchMock = vi.fn(
      jsonFetch({ "POST /api/editorial/reports/r1/resolve": { body: { report: { id: "r1" } } } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ResolveReportForm id="r1" />);

    await user.click(screen.getByLabelText("Retire the question"));
    await user.type(screen.getByLabelText("Note"), "Two options are right.");
    await user.click(screen.getByRole("button", { name: "Resolve" }));

    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      action: "retired",
      note: "Two options are right.",
    });
  });

  it("asks for a note before sending anything; nothing to change is the default action", async () => {
    const fetchMock = vi.fn(
      jsonFetch({ "POST /api/editorial/reports/r1/resolve": { body: { report: { id: "r1" } } } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ResolveReportForm id="r1" />);

    expect((screen.getByLabelText("Nothing to change") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Resolve" }));
    expect(screen.getByText("Write what you found and did.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "POST /api/editorial/reports/r1/resolve": {
          status: 409,
          body: { error: "conflict", message: "This report is already resolved" },
        },
      }),
    );
    const { user } = renderWithProviders(<ResolveReportForm id="r1" />);
    await user.type(screen.getByLabelText("Note"), "Checked.");
    await user.click(screen.getByRole("button", { name: "Resolve" }));
    expect((await screen.findByRole("alert")).textContent).toContain("already resolved");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
