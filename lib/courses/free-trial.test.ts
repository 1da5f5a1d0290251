import { describe, expect, it } from "vitest";
import { TRIAL_DAYS, trialLabel, trialStatus, type TrialHolder } from "./free-trial";

// Fixed clocks. Lagos is UTC+1: 23:00 UTC is already the next day in Lagos.
const at = (iso: string) => new Date(iso);
const student = (verified: string | null): TrialHolder => ({
  role: "student",
  emailVerifiedAt: verified ? at(verified) : null,
});

describe("trialStatus", () => {
  const verified = student("2026-11-01T09:30:00Z"); // 10:30 on 1 November in Lagos

  it("gives tutors and unverified students no trial", () => {
    expect(
      trialStatus({ role: "tutor", emailVerifiedAt: at("2026-11-01T09:30:00Z") }, at("2026-11-02T00:00:00Z")),
    ).toEqual({ state: "none" });
    expect(trialStatus(student(null), at("2026-11-02T00:00:00Z"))).toEqual({ state: "none" });
  });

  it("counts 14 days left on the day of verification", () => {
    expect(trialStatus(verified, at("2026-11-01T09:30:00Z"))).toEqual({
      state: "active",
      endsAt: at("2026-11-15T23:00:00Z"),
      daysLeft: TRIAL_DAYS,
    });
    expect(trialStatus(verified, at("2026-11-01T22:59:59.999Z"))).toMatchObject({ daysLeft: 14 });
  });

  it("drops a day at Lagos midnight, not UTC midnight", () => {
    expect(trialStatus(verified, at("2026-11-01T23:00:00Z"))).toMatchObject({ state: "active", daysLeft: 13 });
    expect(trialStatus(verified, at("2026-11-06T22:59:59Z"))).toMatchObject({ daysLeft: 9 });
    expect(trialStatus(verified, at("2026-11-06T23:00:00Z"))).toMatchObject({ daysLeft: 8 });
  });

  it("keeps the whole last day, then ends at the Lagos midnight that closes it", () => {
    expect(trialStatus(verified, at("2026-11-14T23:00:00Z"))).toMatchObject({ state: "active", daysLeft: 0 });
    expect(trialStatus(verified, at("2026-11-15T22:59:59.999Z"))).toMatchObject({ state: "active", daysLeft: 0 });
    expect(trialStatus(verified, at("2026-11-15T23:00:00Z"))).toEqual({
      state: "ended",
      endsAt: at("2026-11-15T23:00:00Z"),
    });
    expect(trialStatus(verified, at("2027-03-01T12:00:00Z"))).toMatchObject({ state: "ended" });
  });

  it("uses the Lagos day of a verification made late at night UTC", () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos: the same trial as above.
    const lateNight = student("2026-10-31T23:30:00Z");
    expect(trialStatus(lateNight, at("2026-11-01T09:30:00Z"))).toMatchObject({
      daysLeft: 14,
      endsAt: at("2026-11-15T23:00:00Z"),
    });
    // 22:59 UTC on 31 October is still 31 October in Lagos: one day earlier.
    expect(trialStatus(student("2026-10-31T22:59:00Z"), at("2026-11-01T09:30:00Z"))).toMatchObject({
      daysLeft: 13,
      endsAt: at("2026-11-14T23:00:00Z"),
    });
  });

  it("gives at least 14 full days even to a verification a minute before Lagos midnight", () => {
    const verifiedAt = at("2026-11-01T22:59:00Z");
    const status = trialStatus({ role: "student", emailVerifiedAt: verifiedAt }, verifiedAt);
    expect(status.state).toBe("active");
    if (status.state === "active")
      expect(status.endsAt.getTime() - verifiedAt.getTime()).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000);
  });

  it("never counts more than 14 days when the clock is behind the verification", () => {
    expect(trialStatus(verified, at("2026-10-20T12:00:00Z"))).toMatchObject({ state: "active", daysLeft: 14 });
  });
});

describe("trialLabel", () => {
  const endsAt = at("2026-11-15T23:00:00Z");
  it("says how many days are left, the last day, or that it ended", () => {
    expect(trialLabel({ state: "active", endsAt, daysLeft: 9 })).toBe("Free trial: 9 days left");
    expect(trialLabel({ state: "active", endsAt, daysLeft: 1 })).toBe("Free trial: 1 day left");
    expect(trialLabel({ state: "active", endsAt, daysLeft: 0 })).toBe("Free trial: last day");
    expect(trialLabel({ state: "ended", endsAt })).toBe("Your free trial has ended");
    expect(trialLabel({ state: "none" })).toBeNull();
  });
});
