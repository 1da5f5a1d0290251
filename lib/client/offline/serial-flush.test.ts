import { describe, expect, it, vi } from "vitest";
import { serialQueue, type Refusal } from "./serial-flush";

/** A server that answers each request when told to, recording what it was sent and how many were open at once. */
function fakeServer() {
  const sent: string[] = [];
  const pending: { resolve: (answer: string) => void; reject: (error: unknown) => void }[] = [];
  let open = 0;
  let mostOpen = 0;
  const send = vi.fn(
    (batch: string) =>
      new Promise<string>((resolve, reject) => {
        sent.push(batch);
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        pending.push({
          resolve: (answer) => {
            open -= 1;
            resolve(answer);
          },
          reject: (error) => {
            open -= 1;
            reject(error);
          },
        });
      }),
  );
  /** Answers the oldest open request, then lets the queue go on. */
  const answer = async (outcome: string | Error = "ok") => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    const request = pending.shift()!;
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, answer, mostOpen: () => mostOpen };
}

const offline = () => new TypeError("Failed to fetch");
class Refused extends Error {
  constructor(readonly status: number) {
    super(`refused ${status}`);
  }
}
const refusal = (error: unknown): Refusal =>
  error instanceof Refused
    ? error.status === 409 || error.status === 410 || error.status === 403
      ? "stop"
      : "drop"
    : "retry";

/** A list queue: each item is one batch, sent oldest first. */
function listQueue(items: string[], server: ReturnType<typeof fakeServer>) {
  const dropped: string[] = [];
  const settled: string[] = [];
  const stops: unknown[] = [];
  const queue = serialQueue<string, string>({
    next: (force) => items[0] ?? (force ? "(empty)" : null),
    send: server.send,
    settle: (batch, answer) => {
      settled.push(`${batch}=${answer}`);
      if (items[0] === batch) items.shift();
    },
    refusal,
    drop: (batch, error) => {
      dropped.push(`${batch}: ${(error as Error).message}`);
      if (items[0] === batch) items.shift();
    },
    stop: (error) => stops.push(error),
  });
  return { queue, items, dropped, settled, stops };
}

describe("serialQueue", () => {
  it("sends everything waiting in order, one request at a time, settling each with its answer", async () => {
    const server = fakeServer();
    const { queue, items, settled } = listQueue(["a", "b", "c"], server);
    const flushing = queue.flush();
    expect(queue.busy).toBe(true);
    await server.answer("A");
    await server.answer("B");
    await server.answer("C");
    expect(await flushing).toEqual("done");
    expect(settled).toEqual(["a=A", "b=B", "c=C"]);
    expect(server.sent).toEqual(["a", "b", "c"]);
    expect(server.mostOpen()).toBe(1);
    expect(items).toEqual([]);
    expect(queue.busy).toBe(false);
    expect(queue.waiting()).toBe(false);
  });

  it("sends nothing when nothing waits", async () => {
    const server = fakeServer();
    const { queue } = listQueue([], server);
    expect(await queue.flush()).toEqual("done");
    expect(server.send).not.toHaveBeenCalled();
  });

  it("stops at the first failure with no answer, keeping that batch and the rest in order", async () => {
    const server = fakeServer();
    const { queue, items, settled } = listQueue(["a", "b", "c"], server);
    const flushing = queue.flush();
    await server.answer("A");
    await server.answer(offline());
    expect(await flushing).toEqual("retry");
    expect(settled).toEqual(["a=A"]);
    expect(server.sent).toEqual(["a", "b"]);
    expect(items).toEqual(["b", "c"]);
    expect(queue.waiting()).toBe(true);
    expect(queue.stopped).toBe(false);
  });

  it("drops a batch refused for good, says so, and goes on with the rest", async () => {
    const server = fakeServer();
    const { queue, items, dropped, settled } = listQueue(["a", "b", "c"], server);
    const flushing = queue.flush();
    await server.answer(new Refused(400));
    await server.answer("B");
    await server.answer("C");
    expect(await flushing).toEqual("done");
    expect(settled).toEqual(["b=B", "c=C"]);
    expect(dropped).toEqual(["a: refused 400"]);
    expect(items).toEqual([]);
  });

  for (const status of [409, 410, 403]) {
    it(`stops for good on ${status}: tells the screen once, keeps what waits, sends nothing more`, async () => {
      const server = fakeServer();
      const { queue, items, stops } = listQueue(["a", "b"], server);
      const flushing = queue.flush();
      await server.answer(new Refused(status));
      expect(await flushing).toEqual("stopped");
      expect(stops).toHaveLength(1);
      expect(queue.stopped).toBe(true);
      expect(items).toEqual(["a", "b"]);
      expect(queue.waiting()).toBe(false);
      expect(await queue.flush({ force: true })).toEqual("stopped");
      expect(server.sent).toEqual(["a"]);
    });
  }

  it("stops the run when the server takes none of a batch (try later, in order)", async () => {
    const server = fakeServer();
    const items = ["a", "b"];
    const queue = serialQueue<string, string>({
      next: () => items[0] ?? null,
      send: server.send,
      settle: (_, answer) => answer === "taken" && items.shift() !== undefined,
      refusal,
      drop: () => undefined,
    });
    const flushing = queue.flush();
    await server.answer("held");
    expect(await flushing).toEqual("retry");
    expect(items).toEqual(["a", "b"]);
  });

  it("reads what was added during a send and sends it in the same run", async () => {
    const server = fakeServer();
    const { queue, items } = listQueue(["a"], server);
    const flushing = queue.flush();
    items.push("b");
    await server.answer();
    await server.answer();
    expect(await flushing).toBe("done");
    expect(server.sent).toEqual(["a", "b"]);
  });

  it("runs a call made during a run after it, never two requests at once", async () => {
    const server = fakeServer();
    const items = ["a"];
    let staleReads = 1;
    const queue = serialQueue<string, string>({
      // The run under way reads once more before "b" is seen (as a queue read before a write).
      next: () => {
        if (server.sent.length === 1 && staleReads > 0) {
          staleReads -= 1;
          return null;
        }
        return items[0] ?? null;
      },
      send: server.send,
      settle: (batch) => {
        if (items[0] === batch) items.shift();
      },
      refusal,
      drop: () => undefined,
    });
    const first = queue.flush();
    items.push("b");
    const second = queue.flush();
    const third = queue.flush();
    await server.answer();
    expect(await first).toEqual("done");
    expect(queue.busy).toBe(true);
    await server.answer();
    expect(await second).toEqual("done");
    expect(await third).toEqual("done");
    expect(queue.busy).toBe(false);
    expect(server.sent).toEqual(["a", "b"]);
    expect(server.mostOpen()).toBe(1);
  });

  it("goes on with later calls when a queue's own code throws", async () => {
    const server = fakeServer();
    let broken = true;
    const queue = serialQueue<string, string>({
      next: () => {
        if (broken) throw new Error("corrupt");
        return server.sent.length ? null : "a";
      },
      send: server.send,
      settle: () => undefined,
      refusal,
      drop: () => undefined,
    });
    await expect(queue.flush()).rejects.toThrow("corrupt");
    broken = false;
    const next = queue.flush();
    await server.answer();
    expect(await next).toBe("done");
  });

  it("with force sends once even when nothing waits (a last save before a submit)", async () => {
    const server = fakeServer();
    const { queue } = listQueue([], server);
    const flushing = queue.flush({ force: true });
    await server.answer();
    expect(await flushing).toEqual("done");
    expect(server.sent).toEqual(["(empty)"]);
  });

  it("keeps the force of a call made during a run for the run after it", async () => {
    const server = fakeServer();
    const { queue } = listQueue(["a"], server);
    const first = queue.flush();
    const forced = queue.flush({ force: true });
    await server.answer();
    await first;
    await server.answer();
    expect(await forced).toBe("done");
    expect(server.sent).toEqual(["a", "(empty)"]);
  });
});
