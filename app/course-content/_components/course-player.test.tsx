import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { LessonRendition, LessonSources, RenditionKind } from "@/lib/media/renditions";
import type { LearningSection } from "@/server/courses/learning";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { CoursePlayer } from "./course-player";

const MB = 1024 * 1024;
const rendition = (
  id: string,
  kind: RenditionKind,
  bytes: number | null,
  bitrate_kbps: number | null = null,
): LessonRendition => ({
  kind,
  url: `https://cdn.example/${id}-${kind}.mp4`,
  bytes,
  bitrate_kbps,
  width: null,
  height: null,
  content_type: kind === "audio" ? "audio/mp4" : "video/mp4",
});
/** A lesson from before the ladder: one file of unknown size. */
const single = (id: string) => ({ renditions: [rendition(id, "original", null)], poster_url: null });
const ladder = (id: string) => ({
  renditions: [
    rendition(id, "audio", 1.1 * MB, 48),
    rendition(id, "p240", 4.8 * MB, 250),
    rendition(id, "p360", 9.6 * MB, 500),
  ],
  poster_url: `https://cdn.example/${id}-poster.webp`,
});

const lesson = (id: string, title: string, sources: LessonSources = single(id)) => ({
  id,
  title,
  description: `About ${title}`,
  durationSeconds: 600,
  sources,
});

const SECTIONS: LearningSection[] = [
  { id: "s1", title: "Motion", lessons: [lesson("v1", "Speed"), lesson("v2", "Velocity", ladder("v2"))] },
  {
    id: "s2",
    title: "Forces",
    lessons: [lesson("v3", "Newton's laws"), lesson("v4", "Friction", { renditions: [], poster_url: null })],
  },
];
const TARIFFS = [
  { network: "mtn", name: "MTN", naira_per_gb: 350 },
  { network: "airtel", name: "Airtel", naira_per_gb: 500 },
  { network: "glo", name: "Glo", naira_per_gb: 750 },
];
const PLAN = { network: "mtn", tariffs: TARIFFS, quality: "auto" as const };
const COURSE = { id: "c1", title: "Physics", description: "Mechanics for SS2" };
const USER = { name: "Ada Lovelace", email: "ada@example.com", academicLevel: "Senior Secondary 2" };
const NO_PROGRESS = { completed: [], positions: {} };

type Progress = { completed: string[]; positions: Record<string, number> };

function renderPlayer(
  initialProgress: Progress = NO_PROGRESS,
  options: { plan?: Partial<typeof PLAN>; saveData?: boolean; lesson?: string } = {},
) {
  return renderWithProviders(
    <CoursePlayer
      course={COURSE}
      sections={SECTIONS}
      initialProgress={initialProgress}
      user={USER}
      plan={{ ...PLAN, ...options.plan }}
      saveDataHeader={options.saveData ?? false}
      initialLessonId={options.lesson}
    />,
  );
}

/** Progress reports the player sent, as { videoId, body }. */
function progressSent(fetchMock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } }) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([input, init]) => ({
      videoId: decodeURIComponent(String(input).split("/").pop()!),
      body: JSON.parse(String(init?.body)),
    }));
}

function stubProgressApi(extra: Parameters<typeof jsonFetch>[0] = {}) {
  const ok = { body: { success: true } };
  const fetchMock = vi.fn(
    jsonFetch({
      "PUT /api/progress/videos/v1": ok,
      "PUT /api/progress/videos/v2": ok,
      "PUT /api/progress/videos/v3": ok,
      ...extra,
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const video = () => document.querySelector("video")!;
const lessonTitle = () => screen.getByRole("heading", { level: 2 }).textContent;
const lessonButton = (name: string) =>
  within(screen.getByRole("navigation", { name: "Lessons" })).getByRole("button", { name: new RegExp(name) });
const coursePercent = () => screen.getByRole("progressbar", { name: "Course progress" }).getAttribute("aria-valuenow");

/** jsdom plays no media: the video gets a length, then the events a browser would fire. */
function loadVideo(duration = 600) {
  Object.defineProperty(video(), "duration", { configurable: true, value: duration });
  fireEvent.loadedMetadata(video());
}

let play: MockInstance<HTMLMediaElement["play"]>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("CoursePlayer, choosing lessons", () => {
  it("opens on the first lesson with the first section expanded", () => {
    stubProgressApi();
    renderPlayer();

    expect(lessonTitle()).toBe("Speed");
    expect(screen.getByText("Lesson 1 of 4")).toBeTruthy();
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-original.mp4");
    expect(screen.getByRole("button", { name: /Motion/ }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: /Forces/ }).getAttribute("aria-expanded")).toBe("false");
    expect(lessonButton("Speed").getAttribute("aria-current")).toBe("true");
  });

  it("opens on the lesson a link names (?lesson=), with its section expanded; an unknown one opens the first", () => {
    stubProgressApi();
    const { unmount } = renderPlayer(NO_PROGRESS, { lesson: "v3" });
    expect(lessonTitle()).toBe("Newton's laws");
    expect(screen.getByText("Lesson 3 of 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Forces/ }).getAttribute("aria-expanded")).toBe("true");
    unmount();

    renderPlayer(NO_PROGRESS, { lesson: "gone" });
    expect(lessonTitle()).toBe("Speed");
  });

  it("plays the lesson the student picks from another section", async () => {
    stubProgressApi();
    const { user } = renderPlayer();

    await user.click(screen.getByRole("button", { name: /Forces/ }));
    await user.click(lessonButton("Newton's laws"));

    expect(lessonTitle()).toBe("Newton's laws");
    expect(screen.getByText("Lesson 3 of 4")).toBeTruthy();
    expect(video().getAttribute("src")).toBe("https://cdn.example/v3-original.mp4");
    expect(lessonButton("Newton's laws").getAttribute("aria-current")).toBe("true");
    expect(lessonButton("Speed").getAttribute("aria-current")).toBeNull();
  });

  it("steps through lessons with Previous and Next, stopping at either end", async () => {
    stubProgressApi();
    const { user } = renderPlayer();
    const previous = () => screen.getByRole("button", { name: "← Previous" });
    const next = () => screen.getByRole("button", { name: "Next →" });

    expect(previous()).toHaveProperty("disabled", true);
    await user.click(next());
    await user.click(next());
    expect(lessonTitle()).toBe("Newton's laws");
    // Moving into the next section opens it in the list.
    expect(screen.getByRole("button", { name: /Forces/ }).getAttribute("aria-expanded")).toBe("true");

    await user.click(next());
    expect(lessonTitle()).toBe("Friction");
    expect(next()).toHaveProperty("disabled", true);

    await user.click(previous());
    expect(lessonTitle()).toBe("Newton's laws");
  });

  it("says so when a lesson has no video yet", async () => {
    stubProgressApi();
    const { user } = renderPlayer();

    await user.click(screen.getByRole("button", { name: /Forces/ }));
    await user.click(lessonButton("Friction"));

    expect(screen.getByText("This lesson has no video yet.")).toBeTruthy();
    expect(document.querySelector("video")).toBeNull();
  });
});

describe("CoursePlayer, progress", () => {
  it("marks a lesson complete, reports it and moves the course progress", async () => {
    const fetchMock = stubProgressApi();
    const { user } = renderPlayer();
    expect(coursePercent()).toBe("0");

    await user.click(screen.getByRole("button", { name: "Mark Complete" }));

    expect(screen.getByRole("button", { name: "✓ Completed" })).toBeTruthy();
    expect(coursePercent()).toBe("25");
    expect(lessonButton("Speed").textContent).toContain("(completed)");
    await waitFor(() => expect(progressSent(fetchMock)).toEqual([{ videoId: "v1", body: { completed: true } }]));
  });

  it("un-marks a completed lesson when tapped again", async () => {
    const fetchMock = stubProgressApi();
    const { user } = renderPlayer({ completed: ["v1", "v2"], positions: {} });
    expect(coursePercent()).toBe("50");

    await user.click(screen.getByRole("button", { name: "✓ Completed" }));

    expect(screen.getByRole("button", { name: "Mark Complete" })).toBeTruthy();
    expect(coursePercent()).toBe("25");
    await waitFor(() => expect(progressSent(fetchMock)).toEqual([{ videoId: "v1", body: { completed: false } }]));
  });

  it("sends a completion made while an earlier report is still on its way", async () => {
    // The first report's answer is held back until the student has marked the lesson complete.
    let releaseFirst: (() => void) | null = null;
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      fetchMock.mock.calls.length > 1
        ? Promise.resolve(Response.json({ success: true }))
        : new Promise<Response>((resolve) => (releaseFirst = () => resolve(Response.json({ success: true })))),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderPlayer();
    loadVideo();
    video().currentTime = 42;
    fireEvent.pause(video());
    await waitFor(() => expect(releaseFirst).not.toBeNull());

    await user.click(screen.getByRole("button", { name: "Mark Complete" }));
    await act(async () => releaseFirst!());

    await waitFor(() =>
      expect(progressSent(fetchMock).map((r) => r.body)).toEqual([
        { position_seconds: 42, watched_seconds: 30 },
        { completed: true },
      ]),
    );
  });

  it("keeps a completion made offline and sends it when the connection returns", async () => {
    const fetchMock = stubProgressApi();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    const { user } = renderPlayer();

    await user.click(screen.getByRole("button", { name: "Mark Complete" }));
    expect(coursePercent()).toBe("25");
    expect(progressSent(fetchMock)).toEqual([]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));

    await waitFor(() => expect(progressSent(fetchMock)).toEqual([{ videoId: "v1", body: { completed: true } }]));
  });

  it("resumes a lesson where the student left it", () => {
    stubProgressApi();
    renderPlayer({ completed: [], positions: { v1: 125 } });

    loadVideo();

    expect(video().currentTime).toBe(125);
  });

  it("reports the position and time watched when the student pauses", async () => {
    const fetchMock = stubProgressApi();
    renderPlayer();
    loadVideo();

    video().currentTime = 42.7;
    fireEvent.pause(video());

    await waitFor(() =>
      expect(progressSent(fetchMock)).toEqual([{ videoId: "v1", body: { position_seconds: 42, watched_seconds: 30 } }]),
    );
  });

  it("completes a lesson that plays to the end and starts the next one after a short pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubProgressApi();
    renderPlayer();
    loadVideo();

    video().currentTime = 600;
    fireEvent.ended(video());

    expect(coursePercent()).toBe("25");
    await waitFor(() =>
      expect(progressSent(fetchMock)).toEqual([
        { videoId: "v1", body: { completed: true, position_seconds: 600, watched_seconds: 30 } },
      ]),
    );
    expect(lessonTitle()).toBe("Speed");

    act(() => vi.advanceTimersByTime(1500));
    expect(lessonTitle()).toBe("Velocity");
    loadVideo();
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe("CoursePlayer, video source", () => {
  it("fetches fresh links once when the video's link has expired", async () => {
    const fetchMock = stubProgressApi({
      "GET /api/videos/v1/stream": {
        body: {
          renditions: [{ ...rendition("v1", "original", null), url: "https://cdn.example/v1-fresh.mp4" }],
          poster_url: null,
        },
      },
    });
    renderPlayer();

    fireEvent.error(video());
    await waitFor(() => expect(video().getAttribute("src")).toBe("https://cdn.example/v1-fresh.mp4"));

    fireEvent.error(video());
    await act(async () => undefined);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === "/api/videos/v1/stream")).toHaveLength(1);
  });
});
