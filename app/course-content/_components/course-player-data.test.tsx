import { Blob as NodeBlob } from "node:buffer";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LessonRendition, RenditionKind } from "@/lib/media/renditions";
import type { LearningSection } from "@/server/courses/learning";
import { FakeCacheStorage } from "@/tests/support/fake-cache-storage";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { CoursePlayer } from "./course-player";

// The player and the student's data: which rendition plays and why, its size and naira cost,
// switching rung by hand, and keeping a lesson on the phone for offline study.

const MB = 1024 * 1024;
const rendition = (kind: RenditionKind, bytes: number | null, bitrate_kbps: number | null): LessonRendition => ({
  kind,
  url: `https://cdn.example/v1-${kind}.mp4`,
  bytes,
  bitrate_kbps,
  width: null,
  height: null,
  content_type: kind === "audio" ? "audio/mp4" : "video/mp4",
});
const LADDER = [
  rendition("audio", 1.1 * MB, 48),
  rendition("p240", 4.8 * MB, 250),
  rendition("p360", 9.6 * MB, 500),
  rendition("p480", 20 * MB, 900),
];
const POSTER = "https://cdn.example/v1-poster.webp";
const sections = (renditions: LessonRendition[] = LADDER): LearningSection[] => [
  {
    id: "s1",
    title: "Motion",
    lessons: [
      { id: "v1", title: "Speed", description: "", durationSeconds: 600, sources: { renditions, poster_url: POSTER } },
      {
        id: "v2",
        title: "Velocity",
        description: "",
        durationSeconds: 600,
        sources: { renditions: [rendition("original", null, null)], poster_url: null },
      },
    ],
  },
];
const TARIFFS = [
  { network: "mtn", name: "MTN", naira_per_gb: 350 },
  { network: "airtel", name: "Airtel", naira_per_gb: 500 },
  { network: "glo", name: "Glo", naira_per_gb: 750 },
];

type Options = {
  network?: string | null;
  quality?: "auto" | "audio" | "lite" | "standard" | "high";
  saveData?: boolean;
  renditions?: LessonRendition[];
};

function renderPlayer({ network = "mtn", quality = "auto", saveData = false, renditions }: Options = {}) {
  return renderWithProviders(
    <CoursePlayer
      course={{ id: "c1", title: "Physics", description: "" }}
      sections={sections(renditions)}
      initialProgress={{ completed: [], positions: {} }}
      user={{ name: "Ada", email: "ada@example.com", academicLevel: null }}
      plan={{ network, tariffs: TARIFFS, quality }}
      saveDataHeader={saveData}
    />,
  );
}

const video = () => document.querySelector("video")!;
const dataBar = () => screen.getByTestId("lesson-data");

function setConnection(connection: { saveData?: boolean; downlink?: number; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, "connection", { configurable: true, value: connection });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  vi.stubGlobal("fetch", vi.fn(jsonFetch({})));
});

afterEach(() => {
  setConnection(undefined);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("CoursePlayer, the data a lesson costs", () => {
  it("starts on data-lite with no signal, showing its size and cost on the student's network", () => {
    renderPlayer({ network: "glo" });
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p240.mp4");
    expect(within(dataBar()).getByTestId("rendition-chosen").textContent).toBe("Data-lite 240p · 4.8 MB");
    expect(within(dataBar()).getByTestId("rendition-cost").textContent).toBe("about ₦4 on Glo");
  });

  it("prices at every network and asks for the student's when none is chosen", () => {
    renderPlayer({ network: null });
    expect(within(dataBar()).getByTestId("rendition-cost").textContent).toBe("MTN ₦2 · Airtel ₦2 · Glo ₦4");
    expect(within(dataBar()).getByRole("link", { name: "Choose your network" }).getAttribute("href")).toBe(
      "/settings?tab=data",
    );
  });

  it("plays data-lite when the page was asked for with Save-Data", () => {
    setConnection({ downlink: 10, effectiveType: "4g" });
    renderPlayer({ saveData: true });
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p240.mp4");
    expect(within(dataBar()).getByText("Data Saver is on")).toBeTruthy();
  });

  it("plays data-lite when the phone has Data Saver on", () => {
    setConnection({ saveData: true, downlink: 10 });
    renderPlayer();
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p240.mp4");
  });

  it("plays audio only, over the poster, on a connection too slow for video", () => {
    setConnection({ downlink: 0.3, effectiveType: "3g" });
    renderPlayer();
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-audio.mp4");
    expect(video().getAttribute("poster")).toBe(POSTER);
    expect(within(dataBar()).getByTestId("rendition-chosen").textContent).toBe("Audio only · 1.1 MB");
  });

  it("plays the highest rung a fast connection carries", () => {
    setConnection({ downlink: 1.4, effectiveType: "4g" });
    renderPlayer();
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p480.mp4");
  });

  it("follows the student's quality setting", () => {
    setConnection({ saveData: true });
    renderPlayer({ quality: "standard" });
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p360.mp4");
    expect(within(dataBar()).getByText("Your video quality setting")).toBeTruthy();
  });

  it("says a size is unknown rather than guessing, and prices nothing", async () => {
    const { user } = renderPlayer();
    await user.click(screen.getByRole("button", { name: "Next →" }));
    expect(within(dataBar()).getByTestId("rendition-chosen").textContent).toBe("Original · size unknown");
    expect(within(dataBar()).queryByTestId("rendition-cost")).toBeNull();
    expect(within(dataBar()).queryByRole("button", { name: "Quality" })).toBeNull();
  });

  it("lists every rendition with its size and cost, and switches rung at the same position", async () => {
    const { user } = renderPlayer();
    Object.defineProperty(video(), "duration", { configurable: true, value: 600 });
    fireEvent.loadedMetadata(video());
    video().currentTime = 123;

    await user.click(within(dataBar()).getByRole("button", { name: "Quality" }));
    const options = within(dataBar()).getAllByRole("radio");
    expect(options.map((o) => o.closest("label")!.textContent)).toEqual([
      "Audio only1.1 MBunder ₦1 on MTN",
      "Data-lite 240p4.8 MBabout ₦2 on MTN",
      "Standard 360p9.6 MBabout ₦3 on MTN",
      "High 480p20 MBabout ₦7 on MTN",
    ]);
    expect((options[1] as HTMLInputElement).checked).toBe(true);

    await user.click(within(dataBar()).getByRole("radio", { name: /Standard 360p/ }));
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p360.mp4");
    expect(within(dataBar()).getByText("Your choice")).toBeTruthy();
    Object.defineProperty(video(), "duration", { configurable: true, value: 600 });
    fireEvent.loadedMetadata(video());
    expect(video().currentTime).toBe(123);
  });
});

describe("CoursePlayer, download for offline", () => {
  const BYTES = new Uint8Array(3 * 1024).fill(7);
  let storage: FakeCacheStorage;

  beforeEach(() => {
    storage = new FakeCacheStorage();
    vi.stubGlobal("caches", storage);
    // jsdom's Blob is not one the fetch API's Response can read; a browser's is.
    vi.stubGlobal("Blob", NodeBlob);
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:offline-copy"), revokeObjectURL: vi.fn() }),
    );
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, "storage", {
      configurable: true,
      value: { persist, persisted: async () => false, estimate: async () => ({ usage: 5 * MB, quota: 505 * MB }) },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "https://cdn.example/v1-p240.mp4"
          ? new Response(BYTES, {
              headers: { "content-type": "video/mp4", "content-length": String(BYTES.byteLength) },
            })
          : new Response("{}", { status: 404, headers: { "content-type": "application/json" } }),
      ),
    );
  });

  it("shows the size and cost on the button, keeps the lesson, plays the copy and deletes it", async () => {
    const { user } = renderPlayer();
    const button = await screen.findByRole("button", { name: "Download for offline · 4.8 MB" });
    expect(screen.getByTestId("download-state").textContent).toContain("about ₦2 on MTN");
    await waitFor(() =>
      expect(screen.getByTestId("downloads-space").textContent).toBe(
        "No lessons on this phone yet. · 500 MB free for this site",
      ),
    );

    await user.click(button);

    await waitFor(() => expect(screen.getByTestId("download-state").getAttribute("data-state")).toBe("saved"));
    expect(screen.getByTestId("download-state").textContent).toContain("On this phone: Data-lite 240p, under 0.1 MB");
    expect((navigator.storage.persist as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(1);
    const item = screen.getByTestId("download-item");
    expect(item.textContent).toContain("Speed");
    expect(item.textContent).toContain("Physics · Data-lite 240p · under 0.1 MB");
    expect(screen.getByTestId("downloads-space").textContent).toMatch(/^1 lesson · under 0.1 MB used/);
    await waitFor(() => expect(video().getAttribute("src")).toBe("blob:offline-copy"));
    expect(within(dataBar()).getByTestId("rendition-chosen").textContent).toBe("Playing your offline copy");

    await user.click(screen.getByRole("button", { name: "Delete Speed" }));

    await waitFor(() =>
      expect(screen.getByTestId("downloads-space").textContent).toMatch(/^No lessons on this phone yet/),
    );
    expect(video().getAttribute("src")).toBe("https://cdn.example/v1-p240.mp4");
    expect(screen.getByTestId("download-state").getAttribute("data-state")).toBe("none");
  });

  it("shows the download's progress and keeps nothing when it is cancelled", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(BYTES.slice(0, BYTES.byteLength / 4));
            // The rest never comes: the student cancels first.
            init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
          },
        });
        return new Response(body, {
          headers: { "content-type": "video/mp4", "content-length": String(BYTES.byteLength) },
        });
      }),
    );
    const { user } = renderPlayer();
    await user.click(await screen.findByRole("button", { name: /Download for offline/ }));

    await waitFor(() =>
      expect(screen.getByTestId("download-state").textContent).toContain("Downloading… under 0.1 MB (25%)"),
    );
    expect(screen.getByRole("progressbar", { name: "Download progress" }).getAttribute("value")).toBe("25");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.getByTestId("download-state").getAttribute("data-state")).toBe("none"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await (await storage.open("examprep-lessons")).keys()).toHaveLength(0);
  });

  it("says so when a download fails, keeping nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("gone", { status: 403 })),
    );
    const { user } = renderPlayer();
    await user.click(await screen.findByRole("button", { name: /Download for offline/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("The download stopped");
    expect(await (await storage.open("examprep-lessons")).keys()).toHaveLength(0);
    await act(async () => undefined);
  });
});
