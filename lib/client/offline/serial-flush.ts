// The one way an offline queue reaches the server: one request in flight per queue, batches in
// the order they wait, and the first failure ends the run (what waits stays, in order, for the
// retry policy). A queue says what is waiting, how to send it, how the answer settles it, and
// what a refusal means; the storage and the batch's shape are the queue's own.

/**
 * What a failed send means: "retry" (no answer, a 5xx, slow down: the same batch will do later),
 * "drop" (refused for good, like an answer the server will never take: drop it, tell the screen
 * and go on with the rest), "stop" (the server takes nothing more of this queue, like a paper
 * whose time is up: stop for good and tell the screen).
 */
export type Refusal = "retry" | "drop" | "stop";

export type QueueDefinition<Batch, Answer = unknown> = {
  /**
   * The next batch to send, read afresh (the screen or another tab may have added to it), or null
   * when nothing waits. `force`: send one even with nothing waiting (a last save before a submit).
   */
  next: (force: boolean) => Batch | null;
  send: (batch: Batch) => Promise<Answer>;
  /** The server has `batch`: take it out of what waits. False when it took none of it (try later). */
  settle: (batch: Batch, answer: Answer) => boolean | void;
  refusal: (error: unknown) => Refusal;
  /** A batch refused for good: take it out of what waits, and tell the screen. */
  drop: (batch: Batch, error: unknown) => void;
  /** The server takes nothing more of this queue. */
  stop?: (error: unknown) => void;
};

/** "done": nothing waits; "retry": the run ended on a failure, what waits stays; "stopped": for good. */
export type FlushOutcome = "done" | "retry" | "stopped";

export type SerialQueue = {
  /**
   * Sends what waits, one batch at a time. A call while a run is under way runs after it (and
   * reads what was added meanwhile), never beside it; `force` makes that run send at least once.
   */
  flush: (options?: { force?: boolean }) => Promise<FlushOutcome>;
  /** Whether anything waits to be sent. */
  waiting: () => boolean;
  readonly busy: boolean;
  readonly stopped: boolean;
};

export function serialQueue<Batch, Answer>(queue: QueueDefinition<Batch, Answer>): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let runs = 0;
  let stopped = false;

  async function run(force: boolean): Promise<FlushOutcome> {
    for (let first = true; ; first = false) {
      if (stopped) return "stopped";
      const batch = queue.next(force && first);
      if (batch === null) return "done";
      let answer: Answer;
      try {
        answer = await queue.send(batch);
      } catch (error) {
        const refusal = queue.refusal(error);
        if (refusal === "retry") return "retry";
        if (refusal === "drop") {
          queue.drop(batch, error);
          continue;
        }
        stopped = true;
        queue.stop?.(error);
        return "stopped";
      }
      if (queue.settle(batch, answer) === false) return "retry";
    }
  }

  return {
    flush({ force = false } = {}) {
      runs += 1;
      const outcome = tail.then(() => run(force)).finally(() => (runs -= 1));
      tail = outcome.catch(() => undefined);
      return outcome;
    },
    waiting: () => !stopped && queue.next(false) !== null,
    get busy() {
      return runs > 0;
    },
    get stopped() {
      return stopped;
    },
  };
}
