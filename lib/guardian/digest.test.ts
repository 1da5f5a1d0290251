import { describe, expect, it } from "vitest";
import {
  composeDigest,
  isDigestDue,
  practiceSentence,
  SMS_MAX,
  studyTime,
  trendSentence,
  type DigestFacts,
} from "./digest";

const at = (iso: string) => new Date(iso);

describe("isDigestDue: 7 Lagos calendar days after the last", () => {
  const now = at("2026-11-29T17:00:00Z"); // Sunday 18:00 in Lagos

  it("is due when never sent", () => {
    expect(isDigestDue(null, now)).toBe(true);
  });

  it("is due on the 7th Lagos day after, even a few minutes earlier in the day than last week", () => {
    expect(isDigestDue(at("2026-11-22T17:00:00Z"), now)).toBe(true);
    expect(isDigestDue(at("2026-11-22T17:40:00Z"), now)).toBe(true);
    expect(isDigestDue(at("2026-11-21T09:00:00Z"), now)).toBe(true);
  });

  it("is not due within 6 Lagos days", () => {
    expect(isDigestDue(at("2026-11-23T17:00:00Z"), now)).toBe(false);
    expect(isDigestDue(now, now)).toBe(false);
    // 23:30 UTC on the 22nd is already the 23rd in Lagos (UTC+1).
    expect(isDigestDue(at("2026-11-22T23:30:00Z"), now)).toBe(false);
    expect(isDigestDue(at("2026-11-22T22:59:00Z"), now)).toBe(true);
  });
});

describe("studyTime", () => {
  it.each([
    [0, "about 0 minutes"],
    [60, "about 1 minute"],
    [29 * 60 + 40, "about 30 minutes"],
    [3600, "about 1 hour"],
    [3900, "about 1 hour 5 minutes"],
    [2 * 3600 + 60, "about 2 hours 1 minute"],
  ])("%i seconds is %s", (seconds, words) => expect(studyTime(seconds)).toBe(words));
});

describe("practiceSentence", () => {
  const none = { answers: 0, correct: 0, papers: 0, drills: 0, seconds: 0 };

  it("says so when there was no practice", () => {
    expect(practiceSentence("Ifeoma", none)).toBe("Ifeoma did no practice on ExamPrep this week.");
  });

  it("lists answers, papers, drills and time", () => {
    expect(practiceSentence("Ifeoma", { answers: 42, correct: 30, papers: 2, drills: 1, seconds: 95 * 60 })).toBe(
      "Ifeoma answered 42 questions, sat 2 practice papers and did 1 topic drill this week, and studied for about 1 hour 35 minutes.",
    );
    expect(practiceSentence("Ifeoma", { ...none, answers: 1, correct: 1 })).toBe(
      "Ifeoma answered 1 question this week.",
    );
  });

  it("counts study time alone (lessons watched)", () => {
    expect(practiceSentence("Ifeoma", { ...none, seconds: 20 * 60 })).toBe(
      "Ifeoma studied for about 20 minutes this week.",
    );
  });
});

describe("trendSentence", () => {
  const facts = (week: [number, number], before: [number, number], latestPaper: DigestFacts["latestPaper"] = null) => ({
    week: { answers: week[0], correct: week[1], papers: 0, drills: 0, seconds: 0 },
    weekBefore: { answers: before[0], correct: before[1] },
    latestPaper,
  });

  it("compares this week's share right with the week before's", () => {
    expect(trendSentence(facts([50, 32], [40, 20]))).toBe(
      "64% of this week's answers were right, up from 50% the week before.",
    );
    expect(trendSentence(facts([50, 20], [40, 20]))).toBe(
      "40% of this week's answers were right, down from 50% the week before.",
    );
  });

  it("reads a change under 3 points as about the same, and 3 as a change", () => {
    expect(trendSentence(facts([100, 52], [100, 50]))).toBe(
      "52% of this week's answers were right, about the same as the week before (50%).",
    );
    expect(trendSentence(facts([100, 53], [100, 50]))).toBe(
      "53% of this week's answers were right, up from 50% the week before.",
    );
    expect(trendSentence(facts([100, 47], [100, 50]))).toBe(
      "47% of this week's answers were right, down from 50% the week before.",
    );
  });

  it("handles a missing week on either side", () => {
    expect(trendSentence(facts([10, 7], [0, 0]))).toBe(
      "70% of this week's answers were right (no practice the week before to compare with).",
    );
    expect(trendSentence(facts([0, 0], [10, 4]))).toBe("No answers this week, after 40% right the week before.");
    expect(trendSentence(facts([0, 0], [0, 0]))).toBe("No answers in the last two weeks to show a trend.");
  });

  it("adds the latest practice paper's score, and the one before it", () => {
    expect(
      trendSentence(
        facts([10, 7], [0, 0], { title: "UTME (JAMB CBT)", score: 212, max: 400, previous: { score: 190, max: 400 } }),
      ),
    ).toBe(
      "70% of this week's answers were right (no practice the week before to compare with). Latest practice paper: UTME (JAMB CBT), 212 out of 400 (the one before: 190 out of 400).",
    );
    expect(
      trendSentence(
        facts([10, 7], [0, 0], { title: "WAEC Biology Paper 1 (objectives)", score: 31, max: 50, previous: null }),
      ),
    ).toContain("Latest practice paper: WAEC Biology Paper 1 (objectives), 31 out of 50.");
  });
});

const FACTS: DigestFacts = {
  studentName: "Ifeoma",
  guardianName: "Mrs Nnaji",
  week: { answers: 42, correct: 27, papers: 1, drills: 2, seconds: 3600 },
  weekBefore: { answers: 30, correct: 15 },
  latestPaper: null,
  weakest: [
    { subject: "Mathematics", topic: "Polynomials, equations and change of subject", level: "attempted" },
    { subject: "English", topic: "Concord, tense and mood", level: "familiar" },
    { subject: "Physics", topic: "Gas laws", level: "familiar" },
  ],
};

describe("composeDigest", () => {
  it("greets the guardian, names the two weakest topics with their level and says how to stop", () => {
    const d = composeDigest(FACTS);
    expect(d.subject).toBe("Ifeoma's week on ExamPrep");
    expect(d.greeting).toBe("Hello Mrs Nnaji,");
    expect(d.weakestIntro).toBe("The two topics to work on most:");
    expect(d.weakest).toEqual([
      "Mathematics: Polynomials, equations and change of subject (Attempted)",
      "English: Concord, tense and mood (Familiar)",
    ]);
    expect(d.intro).toContain("It never shows questions or answers.");
    expect(d.closing).toBe("Ifeoma can stop these summaries at any time in Settings on ExamPrep.");
    expect(d.text.split("\n\n")).toEqual([
      "Hello Mrs Nnaji,",
      d.intro,
      d.practice,
      "64% of this week's answers were right, up from 50% the week before.",
      "The two topics to work on most:\n- Mathematics: Polynomials, equations and change of subject (Attempted)\n- English: Concord, tense and mood (Familiar)",
      d.closing,
    ]);
  });

  it("works without a guardian's name, a student's name or weak topics", () => {
    const d = composeDigest({ ...FACTS, guardianName: " ", studentName: "", weakest: [] });
    expect(d.greeting).toBe("Hello there,");
    expect(d.subject).toBe("Your child's week on ExamPrep");
    expect(d.weakestIntro).toBe("Not enough practice yet to name the weakest topics.");
    expect(d.weakest).toEqual([]);
    expect(composeDigest({ ...FACTS, weakest: FACTS.weakest.slice(0, 1) }).weakestIntro).toBe(
      "The topic to work on most:",
    );
  });

  it("writes an SMS of at most two segments with the trend and the two weakest topics", () => {
    const d = composeDigest(FACTS);
    expect(d.sms).toBe(
      "ExamPrep weekly: Ifeoma answered 42 questions, 64% right (up from 50%), 60 min of study. Weakest: Polynomials, equations and change of subject (Attempted); Concord, tense and mood (Familiar).",
    );
    expect(d.sms.length).toBeLessThanOrEqual(SMS_MAX);
  });

  it("shortens long names to keep the SMS within two segments", () => {
    const long = "A very long topic name that goes on and on about the many parts of the syllabus it covers in detail";
    const d = composeDigest({
      ...FACTS,
      studentName: "Oluwadamilareoluwatobiloba Adebayo-Ogunleye",
      weakest: [
        { subject: "Mathematics", topic: long, level: "attempted" },
        { subject: "Physics", topic: long, level: "attempted" },
      ],
    });
    expect(d.sms.length).toBeLessThanOrEqual(SMS_MAX);
    expect(d.sms).toContain("Weakest: A very long topic");
    expect(d.sms).toContain("…");
  });

  it("ends the WhatsApp text and the SMS with the guardian's stop link, the SMS still within two segments", () => {
    const stop = "https://examprep.ng/g/8v1UoF19rLygASqxhWriAg";
    const long = "A very long topic name that goes on and on about the many parts of the syllabus it covers in detail";
    for (const facts of [
      FACTS,
      { ...FACTS, weakest: [] },
      {
        ...FACTS,
        studentName: "Oluwadamilareoluwatobiloba Adebayo-Ogunleye",
        weakest: [
          { subject: "Mathematics", topic: long, level: "attempted" as const },
          { subject: "Physics", topic: long, level: "attempted" as const },
        ],
      },
    ]) {
      const d = composeDigest(facts, stop);
      expect(d.sms.endsWith(` Stop: ${stop}`)).toBe(true);
      expect(d.sms.length).toBeLessThanOrEqual(SMS_MAX);
      expect(d.text.endsWith(`\n\nTo stop these summaries yourself: ${stop}`)).toBe(true);
      expect(d.text.startsWith(composeDigest(facts).text)).toBe(true);
    }
    expect(composeDigest(FACTS).sms).not.toContain("Stop:");
  });

  it("says the same SMS trend when under 3 points, and none without a week before", () => {
    expect(composeDigest({ ...FACTS, weekBefore: { answers: 42, correct: 27 } }).sms).toContain(
      "64% right (same as last week)",
    );
    expect(composeDigest({ ...FACTS, weekBefore: { answers: 0, correct: 0 } }).sms).toContain("64% right, 60 min");
    expect(composeDigest({ ...FACTS, week: { ...FACTS.week, answers: 0, correct: 0 }, weakest: [] }).sms).toBe(
      "ExamPrep weekly: Ifeoma answered 0 questions, 60 min of study.",
    );
  });
});
