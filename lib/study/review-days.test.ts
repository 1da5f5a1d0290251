import { describe, expect, it } from "vitest";
import { lagosDay as progressDay } from "../validation/progress";
import {
  dayBefore,
  lagosDay,
  lagosDayBounds,
  reminderText,
  streakAfterReviewing,
  streakDays,
  streakWithoutReviewing,
} from "./review-days";

describe("lagosDayBounds", () => {
  it("opens the day at 23:00 UTC the evening before and closes it 24 hours later", () => {
    expect(lagosDayBounds(new Date("2026-11-02T12:00:00Z"))).toEqual({
      day: "2026-11-02",
      start: new Date("2026-11-01T23:00:00Z"),
      end: new Date("2026-11-02T23:00:00Z"),
    });
  });

  it("turns at Lagos midnight, not UTC midnight", () => {
    expect(lagosDayBounds(new Date("2026-11-02T22:59:59.999Z")).day).toBe("2026-11-02");
    expect(lagosDayBounds(new Date("2026-11-02T23:00:00Z")).day).toBe("2026-11-03");
    expect(lagosDayBounds(new Date("2026-11-02T23:00:00Z")).start).toEqual(new Date("2026-11-02T23:00:00Z"));
    expect(lagosDayBounds(new Date("2026-11-03T00:30:00Z")).day).toBe("2026-11-03");
  });

  it("names the same day as lesson progress does", () => {
    for (const iso of [
      "2026-11-02T22:59:59.999Z",
      "2026-11-02T23:00:00Z",
      "2026-12-31T23:30:00Z",
      "2028-02-29T12:00:00Z",
    ]) {
      expect(lagosDay(new Date(iso)), iso).toBe(progressDay(new Date(iso)));
    }
  });

  it("crosses months and years", () => {
    expect(lagosDayBounds(new Date("2026-12-31T23:30:00Z")).day).toBe("2027-01-01");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
  });
});

describe("streakDays", () => {
  const today = "2026-11-10";

  it("is 0 with no reviews, or none since the day before yesterday", () => {
    expect(streakDays([], today)).toBe(0);
    expect(streakDays(["2026-11-08", "2026-11-07"], today)).toBe(0);
  });

  it("counts consecutive days ending today", () => {
    expect(streakDays(["2026-11-10"], today)).toBe(1);
    expect(streakDays(["2026-11-10", "2026-11-09", "2026-11-08"], today)).toBe(3);
  });

  it("still counts a run ending yesterday: today is not over", () => {
    expect(streakDays(["2026-11-09", "2026-11-08", "2026-11-07", "2026-11-06"], today)).toBe(4);
  });

  it("stops at the first gap", () => {
    expect(streakDays(["2026-11-10", "2026-11-09", "2026-11-07", "2026-11-06"], today)).toBe(2);
  });

  it("takes days in any order and repeated", () => {
    expect(streakDays(["2026-11-08", "2026-11-10", "2026-11-09", "2026-11-10"], today)).toBe(3);
  });

  it("runs across a month's end", () => {
    expect(streakDays(["2026-11-01", "2026-10-31", "2026-10-30"], "2026-11-01")).toBe(3);
  });

  it("ignores days after today (a clock ahead)", () => {
    expect(streakDays(["2026-11-11", "2026-11-10"], today)).toBe(1);
    expect(streakDays(["2026-11-12"], today)).toBe(0);
  });
});

describe("streakAfterReviewing", () => {
  it("on the summary's own day: unchanged when today already counts, one more when it did not", () => {
    expect(streakAfterReviewing({ day: "2026-11-10", streak_days: 4, reviewed_today: 2 }, "2026-11-10")).toBe(4);
    expect(streakAfterReviewing({ day: "2026-11-10", streak_days: 4, reviewed_today: 0 }, "2026-11-10")).toBe(5);
    expect(streakAfterReviewing({ day: "2026-11-10", streak_days: 0, reviewed_today: 0 }, "2026-11-10")).toBe(1);
  });

  it("the day after the summary: carries a run that reached it, else starts again", () => {
    expect(streakAfterReviewing({ day: "2026-11-09", streak_days: 4, reviewed_today: 1 }, "2026-11-10")).toBe(5);
    expect(streakAfterReviewing({ day: "2026-11-09", streak_days: 4, reviewed_today: 0 }, "2026-11-10")).toBe(1);
  });

  it("two days or more after the summary: a new streak", () => {
    expect(streakAfterReviewing({ day: "2026-11-08", streak_days: 9, reviewed_today: 3 }, "2026-11-10")).toBe(1);
  });

  it("agrees with streakDays once the review is counted", () => {
    const history = ["2026-11-09", "2026-11-08"];
    const snapshot = { day: "2026-11-10", streak_days: streakDays(history, "2026-11-10"), reviewed_today: 0 };
    expect(streakAfterReviewing(snapshot, "2026-11-10")).toBe(streakDays([...history, "2026-11-10"], "2026-11-10"));
  });
});

describe("reminderText", () => {
  it("says nothing when nothing is due", () => {
    expect(reminderText({ due_count: 0, streak_days: 4, reviewed_today: 0 })).toBeNull();
  });

  it("asks to keep a streak alive", () => {
    expect(reminderText({ due_count: 12, streak_days: 4, reviewed_today: 0 })).toBe(
      "12 cards due today — keep your 4-day streak",
    );
    expect(reminderText({ due_count: 1, streak_days: 1, reviewed_today: 0 })).toBe(
      "1 card due today — keep your 1-day streak",
    );
  });

  it("invites a first streak", () => {
    expect(reminderText({ due_count: 20, streak_days: 0, reviewed_today: 0 })).toBe(
      "20 cards due today — start a review streak",
    );
  });

  it("when today already counts, says the streak is safe", () => {
    expect(reminderText({ due_count: 5, streak_days: 3, reviewed_today: 15 })).toBe(
      "5 cards due today — your 3-day streak is safe, finish the set",
    );
  });
});

describe("streakWithoutReviewing", () => {
  it("is the summary's streak on its day", () => {
    expect(streakWithoutReviewing({ day: "2026-11-10", streak_days: 4, reviewed_today: 0 }, "2026-11-10")).toBe(4);
  });

  it("the next day: alive if the summary's day had a review, else broken", () => {
    expect(streakWithoutReviewing({ day: "2026-11-09", streak_days: 4, reviewed_today: 2 }, "2026-11-10")).toBe(4);
    expect(streakWithoutReviewing({ day: "2026-11-09", streak_days: 4, reviewed_today: 0 }, "2026-11-10")).toBe(0);
  });

  it("later: broken", () => {
    expect(streakWithoutReviewing({ day: "2026-11-08", streak_days: 4, reviewed_today: 2 }, "2026-11-10")).toBe(0);
  });

  it("agrees with streakDays", () => {
    const history = ["2026-11-09", "2026-11-08"];
    expect(
      streakWithoutReviewing(
        { day: "2026-11-09", streak_days: streakDays(history, "2026-11-09"), reviewed_today: 1 },
        "2026-11-10",
      ),
    ).toBe(streakDays(history, "2026-11-10"));
  });
});
