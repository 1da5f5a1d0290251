"use client";

import { api } from "@/app/api/client";
import { sittingPath } from "../sittings/[id]/_components/sitting-messages";

// While an exam-mode sitting is open, practice answers 409 exam_in_progress (docs/exam-engine.md,
// "Practice waits for an open exam"); the screens say so and link back to the exam.

export const BACK_TO_EXAM_LABEL = "Go back to your exam";

/** The open exam's page (from GET /api/me/sittings), or the list of sittings when it cannot be found. */
export async function openExamHref(): Promise<string> {
  try {
    const { sittings } = await api("GET /api/me/sittings");
    const open = sittings.find((s) => s.in_progress && s.mode === "exam");
    return open ? sittingPath(open.id) : "/exams";
  } catch {
    return "/exams";
  }
}
