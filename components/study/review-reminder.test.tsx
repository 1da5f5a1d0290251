import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewReminder } from "./review-reminder";

describe("ReviewReminder", () => {
  it("links to the review with the day's count and the streak", () => {
    render(<ReviewReminder summary={{ due_count: 12, streak_days: 4, reviewed_today: 0 }} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/review");
    expect(link.textContent).toBe("12 cards due today — keep your 4-day streak");
  });

  it("renders nothing when no card is due", () => {
    const { container } = render(<ReviewReminder summary={{ due_count: 0, streak_days: 4, reviewed_today: 3 }} />);
    expect(container.innerHTML).toBe("");
  });

  it("on the review itself, says it without a link", () => {
    render(<ReviewReminder summary={{ due_count: 1, streak_days: 0, reviewed_today: 0 }} href={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByTestId("review-reminder").textContent).toBe("1 card due today — start a review streak");
  });
});
