// The sitting as the screen receives it from GET /api/sittings/{id} (docs/contract.md, "Exam
// engine"; server/exam/sitting-view.ts builds it), as its endpoint's definition declares it (types
// only: no schema reaches the client); sitting-types.test.ts checks the server's shape still fits.

import type { Endpoints } from "@/app/api/endpoints";
import type { ResponseOf } from "@/lib/api/endpoint";

export type OptionKey = string;

export type Sitting = ResponseOf<Endpoints["GET /api/sittings/{id}"]>["sitting"];
export type SittingSection = Sitting["sections"][number];
export type SittingQuestion = SittingSection["questions"][number];
export type SittingOption = SittingQuestion["options"][number];
export type Stimulus = Sitting["stimuli"][number];

/** POST /api/sittings/{id}/check in practice mode. */
export type CheckResult = ResponseOf<Endpoints["POST /api/sittings/{id}/check"]>;

/** Where the student is: a subject (section) and a question within it, both from 0. */
export type Position = { section: number; question: number };
