import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/client/api-error";
import {
  afterSave,
  hasPending,
  mergeAnswers,
  noPending,
  queueAnswer,
  queueFlags,
  queueOpened,
  restoreProgress,
  saveBody,
  saveFailure,
  waitingAnswers,
  type Pending,
} from "./offline-queue";
import type { SittingSection } from "./sitting-types";

const q = (id: string) => ({ id, number: 1, text: id, options: [], stimulus_id: null, image_url: null });
const sections: SittingSection[] = [
  { subject: "English", questions: [q("e1"), q("e2"), q("e3")] },
  { subject: "Physics", questions: [q("p1"), q("p2")] },
];

describe("the queue of changes", () => {
  it("keeps the latest answer of each question, in the order they were given", () => {
    let pending = noPending;
    pending = queueAnswer(pending, "e1", "A");
    pending = queueAnswer(pending, "e2", "B");
    pending = queueAnswer(pending, "e1", "C");
    expect(pending.answers).toEqual({ e1: "C", e2: "B" });
    expect(waitingAnswers(pending)).toBe(2);
    expect(hasPending(pending)).toBe(true);
    expect(hasPending(noPending)).toBe(false);
  });

  it("keeps the whole list of flags when they change, without counting it as an answer", () => {
    const pending = queueFlags(noPending, ["e2", "p1"]);
    expect(pending.flags).toEqual(["e2", "p1"]);
    expect(waitingAnswers(pending)).toBe(0);
    expect(hasPending(pending)).toBe(true);
    expect(hasPending(queueFlags(noPending, []))).toBe(true);
  });

  it("never changes the queue it was given", () => {
    const before: Pending = { answers: { e1: "A" }, flags: null };
    queueAnswer(before, "e2", "B");
    queueFlags(before, ["e1"]);
    expect(before).toEqual({ answers: { e1: "A" }, flags: null });
  });
});

describe("saveBody", () => {
  it("sends every waiting answer, the flags only when they changed, and whole seconds per subject", () => {
    expect(saveBody({ answers: { e1: "A", e2: null }, flags: null }, { English: 65_900, Physics: 999 })).toEqual({
      answers: { e1: "A", e2: null },
      time_spent: { English: 65 },
    });
    expect(saveBody({ answers: {}, flags: ["p2"] })).toEqual({ answers: {}, flags: ["p2"] });
  });
});

describe("afterSave", () => {
  it("clears what the server now has", () => {
    const pending: Pending = { answers: { e1: "A", e2: "B" }, flags: ["e1"] };
    expect(afterSave(pending, saveBody(pending))).toEqual(noPending);
  });

  it("keeps an answer changed again while the save was on its way, and one given after it left", () => {
    const sent = saveBody({ answers: { e1: "A", e2: "B" }, flags: ["e1"] });
    const meanwhile: Pending = { answers: { e1: "D", e2: "B", p1: "C" }, flags: ["e1", "p2"] };
    expect(afterSave(meanwhile, sent)).toEqual({ answers: { e1: "D", p1: "C" }, flags: ["e1", "p2"] });
  });

  it("keeps flags that were not part of the save", () => {
    const sent = saveBody({ answers: { e1: "A" }, flags: null });
    expect(afterSave({ answers: { e1: "A" }, flags: ["e3"] }, sent)).toEqual({ answers: {}, flags: ["e3"] });
  });

  it("syncs in order over several saves: the server ends with the last value of each question", () => {
    const server: Record<string, string> = {};
    const put = (body: ReturnType<typeof saveBody>) => {
      for (const [id, key] of Object.entries(body.answers)) {
        if (key === null) delete server[id];
        else server[id] = key;
      }
    };
    let pending = queueAnswer(queueAnswer(noPending, "e1", "A"), "e2", "B");
    const first = saveBody(pending);
    pending = queueAnswer(pending, "e1", "C"); // offline, while the first save hangs
    pending = queueAnswer(pending, "e3", "D");
    put(first);
    pending = afterSave(pending, first);
    const second = saveBody(pending);
    put(second);
    pending = afterSave(pending, second);
    expect(server).toEqual({ e1: "C", e2: "B", e3: "D" });
    expect(pending).toEqual(noPending);
  });
});

describe("mergeAnswers", () => {
  it("lays what waits over what is saved; null clears", () => {
    expect(mergeAnswers({ e1: "A", e2: "B" }, { answers: { e2: "C", e3: "D", e1: null }, flags: null })).toEqual({
      e2: "C",
      e3: "D",
    });
  });
});

describe("opened questions", () => {
  it("waits to be sent once per question, without counting as an answer", () => {
    let pending = queueOpened(noPending, "e1");
    pending = queueOpened(pending, "e2");
    pending = queueOpened(pending, "e1");
    expect(pending.opened).toEqual(["e1", "e2"]);
    expect(waitingAnswers(pending)).toBe(0);
    expect(hasPending(pending)).toBe(true);
    expect(saveBody(pending)).toEqual({ answers: {}, opened: ["e1", "e2"] });
    expect(saveBody(noPending)).toEqual({ answers: {} });
  });

  it("clears what the server now has and keeps what was opened while the save was on its way", () => {
    const sent = saveBody(queueOpened(noPending, "e1"));
    expect(afterSave(queueOpened(noPending, "e1"), sent)).toEqual(noPending);
    expect(afterSave(queueOpened(queueOpened(noPending, "e1"), "e2"), sent)).toEqual({
      answers: {},
      flags: null,
      opened: ["e2"],
    });
  });

  it("survives a reload: what was opened and what still waits, for this sitting's questions only", () => {
    const kept = { opened: ["e1", "e2", "zz"], pending: { answers: {}, flags: null, opened: ["e2", "zz"] } };
    const restored = restoreProgress({ sections, answers: {}, flags: [] }, kept, "phone");
    expect(restored.opened).toEqual(["e1", "e2"]);
    expect(restored.pending).toEqual({ answers: {}, flags: null, opened: ["e2"] });
    expect(hasPending(restored.pending)).toBe(true);
  });
});

describe("restoreProgress", () => {
  const server = { sections, answers: { e1: "A", p1: "B" }, flags: ["e2"] };

  it("starts at the first question with the server's answers and flags when nothing is kept", () => {
    expect(restoreProgress(server, null, "server")).toEqual({
      position: { section: 0, question: 0 },
      answers: { e1: "A", p1: "B" },
      flags: ["e2"],
      opened: [],
      pending: noPending,
      timeSpent: {},
      checks: {},
    });
  });

  it("after a reload just after an answer: a document read before the phone's last save was answered keeps the phone's", () => {
    // The save of p2 and e2's flag was answered at 1,500 by the server's clock; the reload's
    // document was read from 1,400, before it committed, so it holds neither.
    const kept = {
      answers: { e1: "A", p1: "B", p2: "D" },
      flags: ["e2", "p1"],
      pending: noPending,
      savedAt: 1_500,
    };
    const before = restoreProgress(server, kept, "server", 1_400);
    expect(before.answers).toEqual({ e1: "A", p1: "B", p2: "D" });
    expect(before.flags).toEqual(["e2", "p1"]);
    expect(before.savedAt).toBe(1_500);
    // A document read after that save is the truth again (an answer changed on another tab since).
    const after = restoreProgress(server, kept, "server", 1_600);
    expect(after.answers).toEqual({ e1: "A", p1: "B" });
    expect(after.flags).toEqual(["e2"]);
    // And one with no time (GET /api/sittings/{id}) is the truth, as it always was.
    expect(restoreProgress(server, kept, "server").answers).toEqual({ e1: "A", p1: "B" });
  });

  it("after a reload online: the server's answers with the unsynced ones on top, the kept place and flags waiting", () => {
    const kept = {
      position: { section: 1, question: 1 },
      answers: { e1: "A", p1: "B", e3: "C", e2: "D" },
      flags: ["p2"],
      pending: { answers: { e3: "C" }, flags: ["p2"] },
      timeSpent: { English: 120_000 },
      checks: {},
    };
    const restored = restoreProgress(server, kept, "server");
    // Only what still waits is laid over the server's answers: for the rest the server's word wins.
    expect(restored.answers).toEqual({ e1: "A", p1: "B", e3: "C" });
    expect(restored.flags).toEqual(["p2"]);
    expect(restored.position).toEqual({ section: 1, question: 1 });
    expect(restored.pending).toEqual({ answers: { e3: "C" }, flags: ["p2"] });
    expect(restored.timeSpent).toEqual({ English: 120_000 });
  });

  it("after a reload offline: the phone's own last view, flags included", () => {
    const kept = {
      position: { section: 0, question: 2 },
      answers: { e1: "B", e2: "C" },
      flags: ["e1"],
      pending: { answers: { e2: "C" }, flags: null },
    };
    const stale = { sections, answers: { e1: "A" }, flags: [] };
    const restored = restoreProgress(stale, kept, "phone");
    expect(restored.answers).toEqual({ e1: "B", e2: "C" });
    expect(restored.flags).toEqual(["e1"]);
    expect(restored.position).toEqual({ section: 0, question: 2 });
  });

  it("takes the server's flags online when none wait on the phone", () => {
    const kept = { flags: ["p1"], pending: noPending };
    expect(restoreProgress(server, kept, "server").flags).toEqual(["e2"]);
    expect(restoreProgress(server, kept, "phone").flags).toEqual(["p1"]);
  });

  it("drops anything kept about questions the sitting does not have, and a place past its end", () => {
    const kept = {
      position: { section: 7, question: 70 },
      answers: { zz: "A" },
      flags: ["zz"],
      pending: { answers: { zz: "A", e1: "C" }, flags: ["zz", "e3"] },
      timeSpent: { English: -5, Physics: 3000 },
      checks: { zz: { correct: true, correct_answer: "A", explanation: "" } },
    };
    const restored = restoreProgress(server, kept, "phone");
    expect(restored.position).toEqual({ section: 1, question: 1 });
    expect(restored.pending).toEqual({ answers: { e1: "C" }, flags: ["e3"] });
    expect(restored.answers).toEqual({ e1: "C" });
    expect(restored.flags).toEqual(["e3"]);
    expect(restored.timeSpent).toEqual({ Physics: 3000 });
    expect(restored.checks).toEqual({});
  });
});

describe("what a failed save means", () => {
  it("retries after no answer, a server failure or a rate limit", () => {
    expect(saveFailure(new TypeError("Failed to fetch"))).toBe("retry");
    expect(saveFailure(new ApiError(503, null))).toBe("retry");
    expect(saveFailure(new ApiError(500, { error: "internal_error" }))).toBe("retry");
    expect(saveFailure(new ApiError(429, { error: "rate_limited" }))).toBe("retry");
  });

  it("stops on 409 (time up or submitted) and when the session or sitting is gone", () => {
    expect(saveFailure(new ApiError(409, { error: "conflict", message: "Time is up" }))).toBe("stop");
    expect(saveFailure(new ApiError(401, { error: "unauthorized" }))).toBe("stop");
    expect(saveFailure(new ApiError(404, { error: "not_found" }))).toBe("stop");
    expect(saveFailure(new ApiError(403, { error: "forbidden" }))).toBe("stop");
  });

  it("drops answers the server refuses as invalid", () => {
    expect(saveFailure(new ApiError(400, { error: "validation_error" }))).toBe("drop");
  });
});
