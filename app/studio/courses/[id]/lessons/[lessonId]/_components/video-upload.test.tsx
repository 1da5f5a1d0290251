import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/support/render";
import { VideoUpload } from "./video-upload";

// tus-js-client replaced at the module boundary: each Upload records its options, and a test
// plays the server's part by calling them (progress, a retry, an error, success).
type Options = {
  endpoint: string;
  chunkSize: number;
  retryDelays: number[];
  metadata: Record<string, string>;
  fingerprint: (file: File) => Promise<string>;
  onProgress: (sent: number, total: number) => void;
  onShouldRetry: (error: unknown, attempt: number) => boolean;
  onError: (error: unknown) => void;
  onSuccess: () => void;
};

const tus = vi.hoisted(() => ({
  uploads: [] as {
    options: Options;
    start: ReturnType<typeof vi.fn>;
    abort: ReturnType<typeof vi.fn>;
    resumedFrom: unknown;
  }[],
  previous: [] as { uploadUrl: string; metadata: Record<string, string>; urlStorageKey?: string }[],
  stored: [] as { metadata: Record<string, string>; uploadUrl?: string; urlStorageKey?: string }[],
  terminated: [] as string[],
  removed: [] as string[],
}));

vi.mock("tus-js-client", () => ({
  Upload: class {
    record;
    constructor(_file: File, options: Options) {
      this.record = { options, start: vi.fn(), abort: vi.fn(async () => {}), resumedFrom: null as unknown };
      tus.uploads.push(this.record);
    }
    start() {
      this.record.start();
    }
    abort() {
      return this.record.abort();
    }
    async findPreviousUploads() {
      return tus.previous;
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.record.resumedFrom = previous;
    }
    static async terminate(url: string) {
      tus.terminated.push(url);
    }
  },
  defaultOptions: {
    urlStorage: {
      findAllUploads: async () => tus.stored,
      removeUpload: async (key: string) => {
        tus.removed.push(key);
      },
    },
  },
}));

const MB = 1024 * 1024;
const video = () => new File([new Uint8Array(10)], "lesson-1.mp4", { type: "video/mp4", lastModified: 1 });
/** A tus failure with the server's answer (or none, for a dropped connection). */
const failure = (method: string, status: number | null, body = "") => ({
  message: "tus failure",
  originalRequest: { getMethod: () => method },
  originalResponse: status === null ? null : { getStatus: () => status, getBody: () => body },
});

beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
  tus.stored = [];
  tus.terminated = [];
  tus.removed = [];
});

async function chooseVideo(onUploaded = vi.fn()) {
  const rendered = renderWithProviders(<VideoUpload lessonId="v1" onUploaded={onUploaded} />);
  await rendered.user.upload(screen.getByLabelText("Choose video"), video());
  await vi.waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
  return { ...rendered, upload: tus.uploads[0]!, onUploaded };
}

describe("VideoUpload", () => {
  it("sends the file to the tus endpoint with the lesson in its metadata, in pieces, retrying", async () => {
    const { upload } = await chooseVideo();

    expect(upload.options.endpoint).toBe("/api/uploads");
    expect(upload.options.metadata).toEqual({ videoId: "v1", filename: "lesson-1.mp4", filetype: "video/mp4" });
    expect(upload.options.chunkSize).toBeGreaterThan(0);
    expect(upload.options.retryDelays.length).toBeGreaterThan(2);
    expect(await upload.options.fingerprint(video())).toContain("v1");
  });

  it("shows progress in percent and MB", async () => {
    const { upload } = await chooseVideo();

    act(() => upload.options.onProgress(3.5 * MB, 10 * MB));

    expect(screen.getByTestId("upload-percent").textContent).toBe("35%");
    expect(screen.getByTestId("upload-megabytes").textContent).toBe("3.5 MB of 10.0 MB");
    expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe("35");
  });

  it("pauses and resumes the same upload", async () => {
    const { user, upload } = await chooseVideo();
    act(() => upload.options.onProgress(2 * MB, 10 * MB));

    await user.click(screen.getByRole("button", { name: "Pause upload" }));
    expect(upload.abort).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("upload-note").textContent).toMatch(/^Paused/);
    expect(screen.getByTestId("upload-percent").textContent).toBe("20%");

    await user.click(screen.getByRole("button", { name: "Resume upload" }));
    expect(upload.start).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause upload" })).toBeTruthy();
    expect(tus.uploads).toHaveLength(1);
  });

  it("says it is reconnecting when the connection drops, and carries on", async () => {
    const { upload } = await chooseVideo();
    act(() => upload.options.onProgress(4 * MB, 10 * MB));

    let retried = false;
    act(() => {
      retried = upload.options.onShouldRetry(failure("PATCH", null), 0);
    });

    expect(retried).toBe(true);
    expect(screen.getByTestId("upload-note").textContent).toMatch(/^Connection dropped/);
    expect(screen.getByTestId("upload-percent").textContent).toBe("40%");

    act(() => upload.options.onProgress(6 * MB, 10 * MB));
    expect(screen.getByTestId("upload-note").textContent).toBe("Uploading…");
  });

  it("waits for the connection after the retries give up, then goes on by itself", async () => {
    const { upload } = await chooseVideo();
    act(() => upload.options.onProgress(4 * MB, 10 * MB));

    // The phone lost its connection; the retries give up.
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    act(() => upload.options.onError(failure("PATCH", null)));
    expect(screen.getByTestId("upload-note").textContent).toMatch(/offline/);

    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(upload.start).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      "POST",
      413,
      JSON.stringify({ error: "payload_too_large", message: "Videos can be at most 500 MB" }),
      "Videos can be at most 500 MB",
    ],
    ["POST", 409, "This lesson is already being processed\n", "This lesson is already being processed"],
    ["PATCH", 415, "This file is not a video", "This file is not a video"],
    [
      "POST",
      403,
      JSON.stringify({ error: "forbidden", message: "You have used your 2 GB of storage" }),
      "You have used your 2 GB of storage",
    ],
  ])("shows the server's refusal (%s answered %i) and does not retry it", async (method, status, body, shown) => {
    const { upload } = await chooseVideo();

    let retried = true;
    act(() => {
      retried = upload.options.onShouldRetry(failure(method, status, body), 0);
    });
    act(() => upload.options.onError(failure(method, status, body)));

    expect(retried).toBe(false);
    expect((await screen.findByTestId("upload-refused")).textContent).toBe(shown);
    expect(screen.getByLabelText("Choose video")).toBeTruthy();
  });

  it("tells the page once the file is in", async () => {
    const { upload, onUploaded } = await chooseVideo();

    act(() => upload.options.onSuccess());

    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("upload-done")).toBeTruthy();
  });

  it("offers to carry on an upload this phone left unfinished, and resumes it from the server's copy", async () => {
    tus.stored = [{ metadata: { videoId: "v1", filename: "lesson-1.mp4" } }];
    tus.previous = [{ uploadUrl: "/api/uploads/u1", metadata: { videoId: "v1" } }];

    const rendered = renderWithProviders(<VideoUpload lessonId="v1" onUploaded={vi.fn()} />);
    expect((await screen.findByTestId("upload-unfinished")).textContent).toContain("lesson-1.mp4");

    await rendered.user.upload(screen.getByLabelText("Choose video"), video());
    await vi.waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    expect(tus.uploads[0]?.resumedFrom).toEqual(tus.previous[0]);
  });

  it("cancels this lesson's unfinished upload of another file before sending a new one, so the server frees its place", async () => {
    tus.stored = [
      {
        metadata: { videoId: "v1", filename: "old-take.mp4" },
        uploadUrl: "/api/uploads/old",
        urlStorageKey: "tus::old-take::1",
      },
      {
        metadata: { videoId: "v1", filename: "lesson-1.mp4" },
        uploadUrl: "/api/uploads/u1",
        urlStorageKey: "tus::lesson-1::2",
      },
      {
        metadata: { videoId: "v2", filename: "other.mp4" },
        uploadUrl: "/api/uploads/v2",
        urlStorageKey: "tus::other::3",
      },
    ];
    tus.previous = [{ uploadUrl: "/api/uploads/u1", metadata: { videoId: "v1" }, urlStorageKey: "tus::lesson-1::2" }];

    await chooseVideo();

    expect(tus.terminated).toEqual(["/api/uploads/old"]);
    expect(tus.removed).toEqual(["tus::old-take::1"]);
    expect(tus.uploads[0]?.resumedFrom).toEqual(tus.previous[0]);
  });

  it("ignores unfinished uploads of other lessons", async () => {
    tus.stored = [{ metadata: { videoId: "v2", filename: "other.mp4" } }];
    renderWithProviders(<VideoUpload lessonId="v1" onUploaded={vi.fn()} />);
    await act(async () => {});
    expect(screen.queryByTestId("upload-unfinished")).toBeNull();
  });
});
