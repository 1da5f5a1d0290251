import type { StudioLesson } from "./outline";

// The one word the studio shows beside a lesson, and its tone.

export type LessonStatus = { label: string; tone: "neutral" | "working" | "ready" | "problem" };

export function lessonStatus(lesson: Pick<StudioLesson, "media_state" | "has_video">): LessonStatus {
  switch (lesson.media_state) {
    case "awaiting_upload":
      return { label: "Needs video", tone: "neutral" };
    case "processing":
      return { label: "Processing", tone: "working" };
    case "ready":
      return { label: "Ready", tone: "ready" };
    case "failed":
      return { label: "Failed", tone: "problem" };
    default:
      return lesson.has_video ? { label: "Ready", tone: "ready" } : { label: "Needs video", tone: "neutral" };
  }
}
