import { describe, expect, it } from "vitest";
import { oneSubjectOf, withAllSubjects } from "./drawn-paper";
import type { Sitting, SittingQuestion } from "./sitting-types";

const question = (id: string, number: number, stimulus: string | null = null): SittingQuestion => ({
  id,
  number,
  text: `Question ${id}`,
  html: `<p>Question ${id}</p>`,
  options: ["A", "B", "C", "D"].map((key) => ({ key, text: `${id} ${key}` })),
  stimulus_id: stimulus,
  image_url: stimulus ? null : `/media/${id}.png`,
});
const stimulus = (id: string) => ({
  id,
  kind: "passage" as const,
  title: id,
  content: id,
  html: `<p>${id}</p>`,
  image_url: null,
});

function paper(): Sitting {
  return {
    id: "s1",
    paper_id: "utme",
    exam: "UTME",
    title: "UTME",
    mode: "exam",
    options: 4,
    started_at: "2026-12-06T09:00:00.000Z",
    expires_at: "2026-12-06T11:00:00.000Z",
    remaining_seconds: 7000,
    grace_seconds: 60,
    max_score: 400,
    sections: [
      { subject: "English", questions: [question("e1", 1, "st1"), question("e2", 2)] },
      { subject: "Mathematics", questions: [question("m1", 3), question("m2", 4, "st2")] },
      { subject: "Physics", questions: [question("p1", 5)] },
    ],
    stimuli: [stimulus("st1"), stimulus("st2")],
    answers: { e1: "B", m2: "C" },
    flags: ["p1"],
    submitted_at: null,
    result: null,
  };
}

describe("oneSubjectOf", () => {
  it("keeps one subject's questions and their stimuli, and the others' ids and numbers only", () => {
    const { sitting, missing } = oneSubjectOf(paper(), 1);
    expect(missing).toEqual([0, 2]);
    expect(sitting.sections[1]).toEqual(paper().sections[1]);
    expect(sitting.sections[0]!.questions).toEqual([
      { id: "e1", number: 1, text: "", options: [], stimulus_id: null, image_url: null },
      { id: "e2", number: 2, text: "", options: [], stimulus_id: null, image_url: null },
    ]);
    expect(sitting.sections.map((s) => s.subject)).toEqual(["English", "Mathematics", "Physics"]);
    expect(sitting.stimuli.map((s) => s.id)).toEqual(["st2"]);
    // What is not question text stays whole: answers, flags, the clock.
    expect(sitting.answers).toEqual({ e1: "B", m2: "C" });
    expect(sitting.flags).toEqual(["p1"]);
    expect(sitting.remaining_seconds).toBe(7000);
  });

  it("keeps the first subject for a place out of range", () => {
    expect(oneSubjectOf(paper(), 7).missing).toEqual([1, 2]);
    expect(oneSubjectOf(paper(), -1).sitting.sections[0]).toEqual(paper().sections[0]);
  });

  it("leaves nothing missing on a one-subject paper", () => {
    const single = { ...paper(), sections: paper().sections.slice(0, 1) };
    expect(oneSubjectOf(single, 0)).toEqual({ sitting: single, missing: [] });
  });
});

describe("withAllSubjects", () => {
  it("takes the missing subjects' questions and the stimuli from a whole copy, and keeps the rest as drawn", () => {
    const drawn = oneSubjectOf({ ...paper(), answers: { e1: "D" } }, 0);
    const merged = withAllSubjects(drawn.sitting, drawn.missing, paper());
    expect(merged!.sections).toEqual(paper().sections);
    expect(merged!.stimuli.map((s) => s.id).sort()).toEqual(["st1", "st2"]);
    expect(merged!.answers).toEqual({ e1: "D" });
  });

  it("refuses a copy of another sitting or of other questions", () => {
    const drawn = oneSubjectOf(paper(), 0);
    expect(withAllSubjects(drawn.sitting, drawn.missing, { ...paper(), id: "s2" })).toBeNull();
    const reordered = paper();
    reordered.sections[1]!.questions.reverse();
    expect(withAllSubjects(drawn.sitting, drawn.missing, reordered)).toBeNull();
    expect(
      withAllSubjects(drawn.sitting, drawn.missing, { ...paper(), sections: paper().sections.slice(0, 2) }),
    ).toBeNull();
  });
});
