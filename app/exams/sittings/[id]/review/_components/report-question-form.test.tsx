import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { REPORT_REASONS as ACCEPTED_REASONS } from "@/lib/validation/bank";
import { REPORT_REASONS, ReportQuestion, ReportQuestionForm } from "./report-question-form";

// POST /api/questions/{id}/reports with { reason, detail? } → 201, or 200 when the student had
// already reported the question, each with a sentence for them.

function stubApi(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    request: `${init?.method} ${String(input)}`,
    body: JSON.parse(String(init?.body)),
  }));

const send = () => screen.getByRole("button", { name: "Send report" });

describe("ReportQuestion", () => {
  it("shows the form only once the student asks for it", async () => {
    const fetchMock = stubApi({ "POST /api/questions/q-9/reports": { status: 201, body: {} } });
    const { user } = renderWithProviders(<ReportQuestion questionId="q-9" />);
    expect(screen.queryByTestId("report-form")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Report this question" }));
    expect(screen.getByRole("button", { name: "Close the report" }).getAttribute("aria-expanded")).toBe("true");
    await user.selectOptions(screen.getByLabelText("Reason"), "unclear");
    await user.click(send());
    await screen.findByTestId("report-sent");
    expect(bodies(fetchMock)).toEqual([{ request: "POST /api/questions/q-9/reports", body: { reason: "unclear" } }]);

    await user.click(screen.getByRole("button", { name: "Close the report" }));
    expect(screen.queryByTestId("report-sent")).toBeNull();
  });
});

describe("ReportQuestionForm", () => {
  it("offers the four reasons, the ones the endpoint accepts", () => {
    renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    const options = [...(screen.getByLabelText("Reason") as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(["", "wrong_key", "typo", "unclear", "other"]);
    expect(REPORT_REASONS.map((r) => r.value)).toEqual([...ACCEPTED_REASONS]);
  });

  it("asks for a reason before sending anything", async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    await user.click(send());
    expect((await screen.findByTestId("report-error")).textContent).toBe("Choose a reason.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the reason and the student's words, then thanks them", async () => {
    const fetchMock = stubApi({
      "POST /api/questions/q-1/reports": {
        status: 201,
        body: { message: "Thank you: an editor will look at it", report: { id: "r-1" } },
      },
    });
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    await user.selectOptions(screen.getByLabelText("Reason"), "The answer key is wrong");
    await user.type(screen.getByLabelText(/What is wrong/), "  B is right: 2x = 6 gives x = 3  ");
    await user.click(send());

    expect((await screen.findByTestId("report-sent")).textContent).toBe("Thank you: an editor will look at it");
    expect(screen.queryByTestId("report-form")).toBeNull();
    expect(bodies(fetchMock)).toEqual([
      {
        request: "POST /api/questions/q-1/reports",
        body: { reason: "wrong_key", detail: "B is right: 2x = 6 gives x = 3" },
      },
    ]);
  });

  it("says so when the student had already reported the question (200)", async () => {
    stubApi({
      "POST /api/questions/q-3/reports": {
        status: 200,
        body: { message: "You have already reported this question", report: { id: "r-1" } },
      },
    });
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-3" />);
    await user.selectOptions(screen.getByLabelText("Reason"), "typo");
    await user.click(send());
    expect((await screen.findByTestId("report-sent")).textContent).toBe("You have already reported this question");
  });

  it("leaves the detail out when there is none", async () => {
    const fetchMock = stubApi({ "POST /api/questions/q-2/reports": { status: 201, body: {} } });
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-2" />);
    await user.selectOptions(screen.getByLabelText("Reason"), "typo");
    await user.click(send());
    await screen.findByTestId("report-sent");
    expect(bodies(fetchMock)[0]!.body).toEqual({ reason: "typo" });
  });

  it("keeps the detail to 1000 characters", () => {
    renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    expect(screen.getByLabelText(/What is wrong/).getAttribute("maxLength")).toBe("1000");
  });

  it.each([
    {
      status: 400,
      body: {
        error: "validation_error",
        message: "Invalid input",
        errors: { detail: "Detail must be at most 1000 characters" },
      },
      shown: "Detail must be at most 1000 characters",
    },
    {
      status: 409,
      body: { error: "conflict", message: "You have already reported this question" },
      shown: "You have already reported this question",
    },
    {
      status: 429,
      body: { error: "rate_limited", message: "Too many reports. Try again later." },
      shown: "Too many reports. Try again later.",
    },
    {
      status: 404,
      body: { error: "not_found", message: "Not found" },
      shown: "This question can no longer be reported.",
    },
  ])("shows why the server refused ($status) and lets the student try again", async ({ status, body, shown }) => {
    stubApi({ "POST /api/questions/q-1/reports": { status, body } });
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    await user.selectOptions(screen.getByLabelText("Reason"), "other");
    await user.click(send());

    expect((await screen.findByTestId("report-error")).textContent).toBe(shown);
    await waitFor(() => expect(send()).toHaveProperty("disabled", false));
  });

  it("says when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const { user } = renderWithProviders(<ReportQuestionForm questionId="q-1" />);
    await user.selectOptions(screen.getByLabelText("Reason"), "unclear");
    await user.click(send());
    expect((await screen.findByTestId("report-error")).textContent).toContain("Check your connection");
  });
});
