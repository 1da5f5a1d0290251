// Runs once when a server instance starts (Next.js instrumentation hook): refuses to serve beside
// other app processes when this one keeps counters in memory or files on its own disk
// (server/instance-guard.ts), then
// starts the background jobs' workers, in this process unless RUN_WORKERS=false (server/jobs/in-app.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { claimInstanceResources } = await import("./server/instance-guard");
    try {
      await claimInstanceResources();
    } catch (err) {
      console.error(`[examprep] ${(err as Error).message}`);
      process.exit(1);
    }
    const { startInAppJobs } = await import("./server/jobs/in-app");
    startInAppJobs();
  }
}
