/**
 * Wraps periodic work so a run never starts while the last one is still going: a slow
 * database would otherwise pile runs on top of each other, each holding connections. A run
 * asked for meanwhile is skipped (the next tick catches up); it says so by returning false.
 */
export function nonOverlapping(run: () => Promise<void>): () => Promise<boolean> {
  let running = false;
  return async () => {
    if (running) return false;
    running = true;
    try {
      await run();
      return true;
    } finally {
      running = false;
    }
  };
}
