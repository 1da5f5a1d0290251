// Runs once when a server instance starts (Next.js instrumentation hook): the background
// jobs' workers, in this process unless RUN_WORKERS=false (server/jobs/in-app.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startInAppJobs } = await import("./server/jobs/in-app");
    startInAppJobs();
  }
}
