import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  keepPack,
  startPack,
  finishPack,
  type KeptPack,
  type OfflinePack,
} from "../[paperId]/_components/pack-storage";
import { KeptPapers, packState } from "./kept-papers";

function pack(paperId: string, title: string, durationMinutes: number | null = 120): OfflinePack {
  return {
    id: `pack-${paperId}`,
    paper_id: paperId,
    exam: "UTME",
    title,
    mode: "exam",
    options: 4,
    duration_minutes: durationMinutes,
    grace_seconds: 60,
    max_score: 400,
    downloaded_at: new Date().toISOString(),
    sections: [
      { subject: "English", questions: [] },
      { subject: "Physics", questions: [] },
    ],
    stimuli: [],
  };
}

const kept = (over: Partial<KeptPack>): KeptPack => ({
  pack: pack("utme", "UTME (JAMB CBT)"),
  offset_ms: 0,
  bytes: 1000,
  started_at: null,
  finished_at: null,
  answered_at: {},
  ...over,
});

afterEach(() => localStorage.clear());

describe("packState", () => {
  const start = Date.UTC(2026, 11, 6, 9);
  it("is ready before the start, sitting while the clock runs, finished at the end or at the deadline", () => {
    expect(packState(kept({}), start)).toBe("ready");
    expect(packState(kept({ started_at: start }), start + 119 * 60_000)).toBe("sitting");
    expect(packState(kept({ started_at: start }), start + 120 * 60_000)).toBe("finished");
    expect(packState(kept({ started_at: start, finished_at: start + 60_000 }), start + 61_000)).toBe("finished");
  });

  it("is expired when not started within the pack's days, by the server's clock", () => {
    const downloaded = kept({ pack: { ...pack("utme", "UTME"), downloaded_at: new Date(start).toISOString() } });
    const lastStart = start + 14 * 86_400_000;
    expect(packState(downloaded, lastStart)).toBe("ready");
    expect(packState(downloaded, lastStart + 1)).toBe("expired");
    // A phone whose clock is a minute behind the server's: the server's time decides.
    expect(packState({ ...downloaded, offset_ms: 60_000 }, lastStart - 59_999)).toBe("expired");
    // A paper started in time is sat to its end, whatever the day.
    expect(packState({ ...downloaded, started_at: lastStart }, lastStart + 60_000)).toBe("sitting");
  });

  it("never runs out for an untimed paper", () => {
    const untimed = kept({ pack: pack("waec", "WAEC", null), started_at: start });
    expect(packState(untimed, start + 10 * 86_400_000)).toBe("sitting");
  });
});

describe("KeptPapers", () => {
  it("shows nothing when no paper is kept on the phone", () => {
    const { container } = render(<KeptPapers />);
    expect(container.innerHTML).toBe("");
  });

  it("lists each kept paper with where it stands and a link to its page, and follows changes", () => {
    keepPack(pack("utme", "UTME (JAMB CBT)"), 0, 1000);
    keepPack(pack("waec-physics", "WAEC Physics"), 0, 1000);
    startPack("waec-physics");
    render(<KeptPapers />);
    const rows = screen.getAllByTestId("kept-paper");
    expect(rows.map((r) => [r.dataset.paperId, r.dataset.state])).toEqual([
      ["utme", "ready"],
      ["waec-physics", "sitting"],
    ]);
    expect(within(rows[0]!).getByText("Exam mode · English, Physics")).toBeTruthy();
    expect(within(rows[1]!).getByRole("link", { name: "Continue WAEC Physics" }).getAttribute("href")).toBe(
      "/exams/waec-physics",
    );

    act(() => finishPack("waec-physics"));
    expect(screen.getAllByTestId("kept-paper")[1]!.dataset.state).toBe("finished");
    expect(screen.getByRole("link", { name: "Send for marking WAEC Physics" })).toBeTruthy();
  });

  it("skips an entry that is not a pack", () => {
    localStorage.setItem("offline-pack:broken", "{not json");
    keepPack(pack("utme", "UTME (JAMB CBT)"), 0, 1000);
    render(<KeptPapers />);
    expect(screen.getAllByTestId("kept-paper")).toHaveLength(1);
  });
});
