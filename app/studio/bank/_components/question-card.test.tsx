import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BankListQuestion } from "@/server/bank/read-questions";
import { QuestionCard } from "./question-card";

const question = (extra: Partial<BankListQuestion>) =>
  ({
    id: "q1",
    subject: "Mathematics",
    topic: null,
    exams: ["UTME"],
    shown_difficulty: { difficulty: "medium", from: "rubric" },
    status: "active",
    version: 1,
    text: "Simplify $x^2 \\times x^3$.",
    options: ["$x^5$", "$x^6$", "$x$", "1"],
    stats: { responses: 0, facility: null, discrimination: null },
    flag: null,
    checks: [],
    review_status: "private",
    open_reports: 0,
    html: null,
    ...extra,
  }) as BankListQuestion;

describe("QuestionCard", () => {
  it("draws the text's stored notation, not the $…$ as written", () => {
    const { container } = render(
      <QuestionCard
        question={question({
          html: { text: "Simplify <math><mi>x</mi></math>.", options: [null, null, null, null], explanation: null },
        })}
      />,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/studio/bank/questions/q1");
    expect(link.querySelector("math")).not.toBeNull();
    expect(container.textContent).not.toContain("$");
  });

  it("shows a text without notation as written", () => {
    render(<QuestionCard question={question({ text: "What is 2 + 2?" })} />);
    expect(screen.getByRole("link").textContent).toBe("What is 2 + 2?");
  });
});
