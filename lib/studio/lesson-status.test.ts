import { describe, expect, it } from "vitest";
import { lessonStatus } from "./lesson-status";

describe("lessonStatus", () => {
  it.each([
    [{ media_state: "awaiting_upload", has_video: false }, "Needs video"],
    [{ media_state: "processing", has_video: false }, "Processing"],
    [{ media_state: "ready", has_video: true }, "Ready"],
    [{ media_state: "failed", has_video: false }, "Failed"],
    [{ media_state: null, has_video: true }, "Ready"],
    [{ media_state: null, has_video: false }, "Needs video"],
  ] as const)("%o is %s", (lesson, label) => {
    expect(lessonStatus(lesson).label).toBe(label);
  });
});
