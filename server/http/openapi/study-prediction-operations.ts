import type { Operation } from "./document";

// The predicted UTME score (docs/contract.md, "Study loop"; docs/study-loop.md, "Predicted UTME score").
export const studyPredictionOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/prediction",
    summary:
      "The predicted UTME score: per subject of the student's combination and in total out of 400, with an 80 % interval and a plain sentence on how it was computed; or, until there is enough evidence, what is missing",
    tag: "Study",
    auth: "student",
    success: {
      description:
        '{ utme: { total, low, high, subjects: [{ subject, score, low, high, answers }], explanation, based_on: { answers, days, utme_sittings } }, trend: [{ at, total, low, high }] }, or { utme: null, missing: "Answer at least 25 more Physics questions…", evidence: [{ subject, answers, needed }], trend }',
    },
  },
];
