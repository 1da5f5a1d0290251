// How the exam screens name the three exam bodies and the two modes.

export const EXAM_ORDER = ["UTME", "WAEC", "NECO"] as const;
export type ExamName = (typeof EXAM_ORDER)[number];

export const examHeading: Record<ExamName, { title: string; blurb: string }> = {
  UTME: {
    title: "JAMB UTME",
    blurb: "Use of English and three subjects of your choice, on one clock, each scored out of 100.",
  },
  WAEC: { title: "WAEC (WASSCE)", blurb: "Objective papers, one subject each, one mark per correct answer." },
  NECO: { title: "NECO (SSCE)", blurb: "Objective papers with five options, A to E." },
};

export const modeLabel = { exam: "Exam mode", practice: "Practice mode" } as const;

/** Dates and times as a Lagos student reads them. */
export const lagosDateTime = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});
