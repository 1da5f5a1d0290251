import "server-only";

// One student's starts run one after another in this process. Each start holds a pooled
// connection while it waits for the student's advisory lock, so fifty taps of Start by one
// student would otherwise hold every connection of the pool and make everyone else wait; queued
// here they hold none, and when their turn comes they find the sitting made and resume it.
// Across processes the advisory lock in the transaction still orders them.

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of `key` in this process has settled. */
export function oneStartAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
