import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrialAccess } from "./trial-access";

const endsAt = new Date("2026-01-08T00:00:00+01:00");
const START = "Start learning with your free trial";

describe("TrialAccess", () => {
  it("lets a student in a trial into a paid course without paying, with the days left", () => {
    render(
      <TrialAccess courseId="c 1" price={5000} enrolled={false} trial={{ state: "active", endsAt, daysLeft: 3 }} />,
    );

    expect(screen.getByRole("link", { name: START }).getAttribute("href")).toBe("/course-content?courseId=c%201");
    expect(screen.getByText("Free trial: 3 days left")).toBeTruthy();
  });

  it("after the trial, says it has ended and offers no way in", () => {
    render(<TrialAccess courseId="c1" price={5000} enrolled={false} trial={{ state: "ended", endsAt }} />);

    expect(screen.getByText("Your free trial has ended")).toBeTruthy();
    expect(screen.queryByRole("link", { name: START })).toBeNull();
  });

  it.each([
    { case: "a free course", price: 0, enrolled: false, state: "active" as const },
    { case: "an enrolled student", price: 5000, enrolled: true, state: "active" as const },
    { case: "a student without a trial", price: 5000, enrolled: false, state: "none" as const },
  ])("shows nothing for $case", ({ price, enrolled, state }) => {
    const trial = state === "none" ? { state } : { state, endsAt, daysLeft: 3 };
    const { container } = render(<TrialAccess courseId="c1" price={price} enrolled={enrolled} trial={trial} />);

    expect(container.textContent).toBe("");
  });
});
