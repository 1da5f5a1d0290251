import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { RegradePanel } from "./question-actions";
import { EMPTY_QUESTION, QuestionForm } from "./question-form";

const TOPICS = {
  subject: "Physics",
  topics: [
    { id: "t1", slug: "mechanics", name: "Mechanics", children: [{ id: "t2", slug: "motion", name: "Motion" }] },
  ],
};

function stub(routes: Parameters<typeof jsonFetch>[0]) {
  const sent: { key: string; body: unknown }[] = [];
  const answer = jsonFetch(routes);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      sent.push({
        key: `${init?.method ?? "GET"} ${url.pathname}`,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(input, init);
    }),
  );
  return sent;
}

describe("QuestionForm", () => {
  it("adds a question with its topic, key and exams, then opens it", async () => {
    const sent = stub({
      "GET /api/bank/topics": { body: TOPICS },
      "POST /api/bank/questions": { status: 201, body: { question: { id: "q9" } } },
    });
    const { user } = renderWithProviders(<QuestionForm initial={EMPTY_QUESTION} />);
    await user.selectOptions(screen.getByLabelText("Subject"), "Physics");
    await waitFor(() => expect(screen.getByRole("option", { name: "Motion" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Topic"), "motion");
    await user.type(screen.getByLabelText(/^Question/), "What is the SI unit of force?");
    for (const [letter, text] of [
      ["A", "Joule"],
      ["B", "Watt"],
      ["C", "Newton"],
      ["D", "Pascal"],
    ])
      await user.type(screen.getByLabelText(letter!), text!);
    await user.click(screen.getByLabelText("Option C is the answer"));
    await user.click(screen.getByLabelText("UTME"));
    await user.click(screen.getByRole("button", { name: "Add question" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/studio/bank/questions/q9"));
    expect(sent.find((r) => r.key === "POST /api/bank/questions")?.body).toEqual({
      subject: "Physics",
      text: "What is the SI unit of force?",
      options: ["Joule", "Watt", "Newton", "Pascal"],
      answer: "C",
      explanation: "",
      topic: "motion",
      exams: ["UTME"],
      difficulty: "medium",
    });
  });

  it("shows the server's refusal beside the option it names, and says how an edit was stored", async () => {
    let refuse = true;
    stub({
      "GET /api/bank/topics": { body: TOPICS },
      "PATCH /api/bank/questions/q1": () =>
        refuse
          ? {
              status: 400,
              body: {
                error: "validation_error",
                message: "The notation in this option does not render",
                errors: { "options.1": "The notation in this option does not render: Undefined control sequence" },
              },
            }
          : { body: { question: { id: "q1" }, version_write: "new_version" } },
    });
    const initial = {
      ...EMPTY_QUESTION,
      subject: "Physics",
      text: "Unit of force?",
      options: ["Joule", "$\\oops$", "Newton", "Pascal"],
      answer: "C",
      exams: ["UTME"],
    };
    const { user } = renderWithProviders(<QuestionForm id="q1" initial={initial} />);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findAllByText(/Undefined control sequence/)).length).toBe(1);

    refuse = false;
    await user.clear(screen.getByLabelText("B"));
    await user.type(screen.getByLabelText("B"), "Watt");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/Saved as a new version/)).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe("RegradePanel", () => {
  it("checks with a dry run first, then applies exactly that", async () => {
    const sent = stub({
      "POST /api/bank/questions/q1/regrade": (init) => {
        const dryRun = JSON.parse(String(init?.body)).dry_run as boolean;
        return {
          body: { dry_run: dryRun, version: 2, sittings: 3, changes: [], in_progress_items: 1, unmatched_items: 0 },
        };
      },
    });
    const { user } = renderWithProviders(<RegradePanel id="q1" />);
    await user.click(screen.getByRole("button", { name: "Check what a regrade changes" }));
    expect(await screen.findByText(/3 submitted papers would change; 1 answer in papers still open/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Apply the regrade" }));
    expect(await screen.findByText(/3 submitted papers changed/)).toBeTruthy();
    expect(sent.map((r) => r.body)).toEqual([{ dry_run: true }, { dry_run: false }]);
    expect(screen.queryByRole("button", { name: "Apply the regrade" })).toBeNull();
  });
});
