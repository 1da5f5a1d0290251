import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { DownloadPaper, type OfflineOffer } from "./download-paper";
import { keepPack, keptPack, type OfflinePack } from "./pack-storage";

const tariffs = [
  { network: "mtn", name: "MTN", naira_per_gb: 1000 },
  { network: "airtel", name: "Airtel", naira_per_gb: 800 },
];
const utme: OfflineOffer = { questions: 180, tariffs, network: "mtn" };

function pack(mode: "exam" | "practice"): OfflinePack {
  return {
    id: "pack-1",
    paper_id: "utme",
    exam: "UTME",
    title: "UTME (JAMB CBT)",
    mode,
    options: 4,
    duration_minutes: 120,
    grace_seconds: 60,
    max_score: 400,
    downloaded_at: new Date().toISOString(),
    sections: [
      {
        subject: "English",
        questions: [
          {
            id: "q1",
            number: 1,
            text: "Pick one",
            options: ["A", "B", "C", "D"].map((key) => ({ key, text: `Option ${key}` })),
            stimulus_id: null,
            image_url: null,
          },
        ],
      },
    ],
    stimuli: [],
  };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("DownloadPaper", () => {
  it("shows the size and its naira cost on the student's network before anything is downloaded", () => {
    renderWithProviders(<DownloadPaper paperId="utme" body={{ mode: "exam", subjects: ["English"] }} offer={utme} />);
    // 180 questions of an exam pack: 171,000 bytes, 0.2 MB; at ₦1,000 a GB, under ₦1 on MTN.
    expect(screen.getByTestId("offline-download-size").textContent).toMatch(/^About 0\.2 MB · under ₦1 on MTN\./);
    expect(screen.getByRole("button", { name: "Download for offline" })).toHaveProperty("disabled", false);
  });

  it("says a small paper is under 0.1 MB, not about it", () => {
    renderWithProviders(<DownloadPaper paperId="waec" body={{ mode: "exam" }} offer={{ ...utme, questions: 50 }} />);
    expect(screen.getByTestId("offline-download-size").textContent).toMatch(/^Under 0\.1 MB · under ₦1 on MTN\./);
  });

  it("prices on every network before the student has chosen one, and waits for a complete choice", () => {
    const { rerender } = renderWithProviders(
      <DownloadPaper paperId="utme" body={{ mode: "practice" }} offer={{ ...utme, questions: 4000, network: null }} />,
    );
    // 4,000 practice questions: 5.5 MB, about ₦5 on MTN and ₦4 on Airtel.
    expect(screen.getByTestId("offline-download-size").textContent).toMatch(/^About 5\.5 MB · MTN ₦5 · Airtel ₦4\./);
    rerender(<DownloadPaper paperId="utme" body={null} offer={utme} />);
    expect(screen.getByRole("button", { name: "Download for offline" })).toHaveProperty("disabled", true);
    expect(screen.getByTestId("offline-download-size").textContent).toMatch(/^Choose your subjects/);
  });

  it("keeps the downloaded pack on the phone and shows what it really took", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/papers/utme/offline-packs": (init) => {
            sent.push(JSON.parse(String(init?.body)));
            return { status: 201, body: { pack: pack("exam") } };
          },
        }),
      ),
    );
    const { user } = renderWithProviders(
      <DownloadPaper paperId="utme" body={{ mode: "exam", subjects: ["English"] }} offer={utme} />,
    );
    await user.click(screen.getByRole("button", { name: "Download for offline" }));
    await waitFor(() => expect(screen.getByTestId("offline-pack")).toBeTruthy());
    expect(sent).toEqual([{ mode: "exam", subjects: ["English"] }]);
    const kept = keptPack("utme")!;
    expect(kept.pack.id).toBe("pack-1");
    expect(kept.started_at).toBeNull();
    expect(screen.getByTestId("offline-pack-size").textContent).toBe("under 0.1 MB · under ₦1 on MTN");

    await user.click(screen.getByRole("button", { name: "Start offline paper" }));
    expect(keptPack("utme")!.started_at).toBeGreaterThan(0);
  });

  it("says why a download was refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/papers/utme/offline-packs": {
            status: 409,
            body: { error: "exam_in_progress", message: "Finish or submit your exam first." },
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<DownloadPaper paperId="utme" body={{ mode: "practice" }} offer={utme} />);
    await user.click(screen.getByRole("button", { name: "Download for offline" }));
    expect((await screen.findByTestId("offline-download-error")).textContent).toBe("Finish or submit your exam first.");
    expect(keptPack("utme")).toBeNull();
  });

  it("removes a pack left unstarted past its days and offers a fresh download, saying why", async () => {
    const stale = { ...pack("exam"), downloaded_at: new Date(Date.now() - 15 * 86_400_000).toISOString() };
    keepPack(stale, 0, 1000);
    renderWithProviders(<DownloadPaper paperId="utme" body={{ mode: "exam", subjects: ["English"] }} offer={utme} />);
    expect((await screen.findByTestId("offline-pack-expired")).textContent).toContain("not started within 14 days");
    expect(screen.queryByTestId("offline-pack")).toBeNull();
    expect(screen.getByRole("button", { name: "Download for offline" })).toBeTruthy();
    await waitFor(() => expect(keptPack("utme")).toBeNull());
  });

  it("keeps a pack on its last day", () => {
    const recent = { ...pack("exam"), downloaded_at: new Date(Date.now() - 13 * 86_400_000).toISOString() };
    keepPack(recent, 0, 1000);
    renderWithProviders(<DownloadPaper paperId="utme" body={{ mode: "exam", subjects: ["English"] }} offer={utme} />);
    expect(screen.getByTestId("offline-pack")).toBeTruthy();
    expect(screen.queryByTestId("offline-pack-expired")).toBeNull();
  });
});
