import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonFetch } from "@/tests/support/render";
import { LiveRoom, POLL_MS } from "./live-room";

const URL = "/api/classes/c-1/assignments/a-1/progress";

const room = (inProgress: number, answered: number) => ({
  assignment: { id: "a-1", title: "Mock", opens_at: "2026-12-11T08:00:00.000Z", closes_at: "2026-12-11T11:00:00.000Z" },
  summary: { students: 1, not_started: 1 - inProgress, in_progress: inProgress, submitted: 0 },
  students: [
    {
      id: "s-1",
      name: "Ada Obi",
      status: inProgress ? "in_progress" : "not_started",
      answered,
      questions: 50,
      started_at: inProgress ? "2026-12-11T08:01:00.000Z" : null,
      time_left: inProgress ? 600 : null,
    },
  ],
});

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("LiveRoom", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it("asks for the room every few seconds and shows each save, without reloading", async () => {
    let answered = 0;
    const fetch = vi.fn(jsonFetch({ [`GET ${URL}`]: () => ({ body: room(1, (answered += 3)) }) }));
    vi.stubGlobal("fetch", fetch);
    render(<LiveRoom classId="c-1" assignmentId="a-1" initial={room(0, 0) as never} />);
    expect(screen.getByTestId("room-not_started").textContent).toBe("1");

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("room-in_progress").textContent).toBe("1");
    expect(screen.getByTestId("room-student").textContent).toContain("3 of 50 answered · 10:00 left");

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("room-student").textContent).toContain("6 of 50 answered");
  });

  it("pauses while the tab is hidden and asks at once when it shows again", async () => {
    const fetch = vi.fn(jsonFetch({ [`GET ${URL}`]: { body: room(1, 1) } }));
    vi.stubGlobal("fetch", fetch);
    render(<LiveRoom classId="c-1" assignmentId="a-1" initial={room(0, 0) as never} />);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);

    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 10));
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => setHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("says once that the connection is gone, keeps the last room, and recovers", async () => {
    let online = false;
    const answer = jsonFetch({ [`GET ${URL}`]: { body: room(1, 4) } });
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        online ? answer(input, init) : Promise.reject(new TypeError("Failed to fetch")),
      ),
    );
    render(<LiveRoom classId="c-1" assignmentId="a-1" initial={room(1, 2) as never} />);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByRole("status").textContent).toBe("No connection: showing the last state we had.");
    expect(screen.getByTestId("room-student").textContent).toContain("2 of 50 answered");
    online = true;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByTestId("room-student").textContent).toContain("4 of 50 answered");
  });
});
