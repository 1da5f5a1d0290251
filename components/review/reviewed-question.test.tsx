import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewedQuestion, verdictOf, type ReviewedItem } from "./reviewed-question";

const item = (over: Partial<ReviewedItem> = {}): ReviewedItem => ({
  id: "q1",
  number: 7,
  text: "Which gas do plants take in for photosynthesis?",
  options: [
    { key: "A", text: "Oxygen" },
    { key: "B", text: "Carbon dioxide" },
    { key: "C", text: "Nitrogen" },
    { key: "D", text: "Hydrogen" },
  ],
  answer: "A",
  correct_answer: "B",
  correct: false,
  explanation: "Plants take in carbon dioxide and give out oxygen.",
  ...over,
});

const picked = () => screen.getAllByTestId("review-option").filter((o) => o.dataset.picked);
const keyed = () => screen.getAllByTestId("review-option").filter((o) => o.dataset.correctKey);

describe("ReviewedQuestion", () => {
  it("shows a wrong answer beside the key, with the verdict and the explanation", () => {
    render(<ReviewedQuestion question={item()} context="Biology" place={{ index: 3, total: 40 }} />);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Biology, Question 3 of 40");
    expect(screen.getByTestId("verdict").textContent).toBe("Wrong");
    expect(picked().map((o) => o.dataset.key)).toEqual(["A"]);
    expect(keyed().map((o) => o.dataset.key)).toEqual(["B"]);
    expect(screen.getByTestId("answer-summary").textContent).toBe("You answered A. The correct answer is B.");
    expect(within(screen.getByTestId("explanation")).getByText(/carbon dioxide and give out oxygen/)).toBeTruthy();
  });

  it("says so when nothing was answered, and when the answer was right", () => {
    const { unmount } = render(
      <ReviewedQuestion question={item({ answer: null, correct: false })} place={{ index: 1, total: 5 }} />,
    );
    expect(screen.getByTestId("verdict").textContent).toBe("Unanswered");
    expect(screen.getByTestId("answer-summary").textContent).toBe("You did not answer. The correct answer is B.");
    unmount();
    render(<ReviewedQuestion question={item({ answer: "B", correct: true })} place={{ index: 1, total: 5 }} />);
    expect(screen.getByTestId("verdict").textContent).toBe("Correct");
    expect(screen.getByTestId("answer-summary").textContent).toBe("You answered B: correct.");
  });

  it("without the key (a quiz's review policy), shows the pick and no verdict on it", () => {
    render(
      <ReviewedQuestion
        question={item({ correct_answer: null, correct: null, explanation: "" })}
        place={{ index: 2, total: 10 }}
      />,
    );
    expect(screen.getByTestId("verdict").textContent).toBe("Answered");
    expect(keyed()).toEqual([]);
    expect(picked().map((o) => o.textContent)).toEqual(["A.OxygenYour answer"]);
    expect(screen.getByTestId("answer-summary").textContent).toBe("You answered A.");
    expect(screen.queryByText("Correct answer")).toBeNull();
    expect(screen.queryByTestId("explanation")).toBeNull();
  });

  it("draws the server's notation where it sent some", () => {
    render(
      <ReviewedQuestion
        question={item({ html: "<p>Solve <math><mi>x</mi></math></p>", text: "Solve $x$" })}
        place={{ index: 1, total: 1 }}
      />,
    );
    expect(screen.getByRole("article").querySelector("math")).not.toBeNull();
    expect(screen.queryByText("Solve $x$")).toBeNull();
  });

  it("names each verdict from the answer and whether it was right", () => {
    expect(verdictOf({ answer: null, correct: null })).toBe("unanswered");
    expect(verdictOf({ answer: "A", correct: null })).toBe("answered");
    expect(verdictOf({ answer: "A", correct: true })).toBe("correct");
    expect(verdictOf({ answer: "A", correct: false })).toBe("wrong");
  });
});
