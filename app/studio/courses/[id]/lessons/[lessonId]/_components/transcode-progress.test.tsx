import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LessonMedia } from "@/lib/studio/media-status";
import { router } from "@/tests/support/next-mocks";
import { renderWithProviders } from "@/tests/support/render";
import { TranscodeProgress } from "./transcode-progress";

const steps = (states: Record<string, [string, number]>) =>
  Object.entries(states).map(([step, [state, percent]]) => ({
    step,
    state,
    percent,
    error: null,
  })) as LessonMedia["steps"];

const processing: LessonMedia = {
  video_id: "v1",
  state: "processing",
  duration_seconds: null,
  poster_url: null,
  steps: steps({
    probe: ["done", 100],
    poster: ["done", 100],
    audio: ["done", 100],
    p240: ["running", 42],
    p360: ["waiting", 0],
    p480: ["skipped", 0],
  }),
  renditions: [],
};
const ready: LessonMedia = {
  ...processing,
  state: "ready",
  duration_seconds: 95,
  steps: steps({
    probe: ["done", 100],
    poster: ["done", 100],
    audio: ["done", 100],
    p240: ["done", 100],
    p360: ["done", 100],
    p480: ["skipped", 0],
  }),
  renditions: [
    { kind: "audio", bytes: 600_000, bitrate_kbps: 48, width: null, height: null },
    { kind: "p240", bytes: 2_100_000, bitrate_kbps: 180, width: 426, height: 240 },
  ],
};

function answerInTurn(...answers: LessonMedia[]) {
  const fetchMock = vi.fn(async () => {
    const body = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const stepText = (step: string) =>
  screen.getAllByTestId("transcode-step").find((row) => row.dataset.step === step)?.textContent;

describe("TranscodeProgress", () => {
  it("shows each step while processing, polls until ready, then the length and renditions", async () => {
    const fetchMock = answerInTurn(processing, ready);
    renderWithProviders(<TranscodeProgress lessonId="v1" />);

    await screen.findByText(/Preparing the video/);
    expect(stepText("p240")).toBe("Data-lite 240p video42%");
    expect(stepText("p360")).toBe("360p videoWaiting");
    expect(stepText("p480")).toBe("480p videoNot needed");

    expect((await screen.findByTestId("transcode-ready", {}, { timeout: 5000 })).textContent).toBe(
      "Ready for students: 1:35 long.",
    );
    expect(screen.getByTestId("renditions").textContent).toContain("240p · 426×240 · 180 kbps");
    expect(screen.getByTestId("renditions").textContent).toContain("2.0 MB");
    expect(fetchMock).toHaveBeenCalledWith("/api/videos/v1/media", expect.anything());
    expect(router.refresh).toHaveBeenCalledTimes(1);

    const calls = fetchMock.mock.calls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("shows why a lesson failed", async () => {
    answerInTurn({
      ...processing,
      state: "failed",
      steps: [{ step: "probe", state: "failed", percent: 0, error: "The file has no video stream." }],
    });
    renderWithProviders(<TranscodeProgress lessonId="v1" />);

    expect((await screen.findByTestId("transcode-failed")).textContent).toContain("The file has no video stream.");
  });
});
