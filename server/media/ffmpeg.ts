import "server-only";
import { spawn } from "node:child_process";
import { parseProgressBlock, progressPercent, splitProgressBlocks } from "@/lib/media/progress";
import { PROBE_TIMEOUT_MS } from "@/lib/media/run-bounds";
import { log } from "../log";
import { ffmpegMissingMessage, MediaStepError } from "./media-error";

// Running ffmpeg and ffprobe from PATH (Debian's ffmpeg package; .ci/run and the Dockerfile
// install it). Whether they are there is checked once per process.

const STDERR_KEPT = 4_000;

let available: Promise<boolean> | undefined;

/** Whether ffmpeg and ffprobe both run here. */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([canRun("ffmpeg"), canRun("ffprobe")]).then(([a, b]) => a && b);
  return available;
}

function canRun(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ["-version"], { stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
}

/** Says once, at start, that lessons will not be transcoded here when ffmpeg is missing. */
export async function warnIfFfmpegMissing(): Promise<void> {
  if (!(await ffmpegAvailable())) log.warn(ffmpegMissingMessage);
}

async function assertAvailable(): Promise<void> {
  if (!(await ffmpegAvailable())) throw new MediaStepError(ffmpegMissingMessage, { permanent: true });
}

type RunOptions = { signal?: AbortSignal; stdout?: (chunk: Buffer) => void; timeoutMs: number };

/** A run that went past its wall-clock limit (lib/media/run-bounds.ts) and was killed. */
export class FfmpegTimeoutError extends Error {
  constructor(command: string, timeoutMs: number) {
    super(`${command} was stopped after ${Math.round(timeoutMs / 1000)} s`);
    this.name = "FfmpegTimeoutError";
  }
}

/**
 * Runs the command in a process group of its own, so a timeout or a cancelled job kills it
 * and anything it started, at once (SIGKILL: a cancelled encode's output is thrown away).
 */
function run(command: "ffmpeg" | "ffprobe", args: string[], { signal, stdout, timeoutMs }: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error(`${command} not started: the job was cancelled`));
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stderr = "";
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    signal?.addEventListener("abort", killGroup, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", killGroup);
    };
    child.stdout.on("data", (chunk: Buffer) => stdout?.(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    child.on("error", (err) => {
      settle();
      reject(err);
    });
    child.on("close", (code, killedBy) => {
      settle();
      if (code === 0) resolve();
      else if (timedOut) reject(new FfmpegTimeoutError(command, timeoutMs));
      else if (signal?.aborted) reject(new Error(`${command} stopped: the job was cancelled`));
      else reject(new Error(`${command} exited with ${code ?? killedBy}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`));
    });
  });
}

/** ffprobe's JSON about a file. */
export async function ffprobeJson(args: string[], signal?: AbortSignal): Promise<string> {
  await assertAvailable();
  const chunks: Buffer[] = [];
  await run("ffprobe", args, { signal, timeoutMs: PROBE_TIMEOUT_MS, stdout: (c) => chunks.push(c) });
  return Buffer.concat(chunks).toString("utf8");
}

/** Runs an ffmpeg whose stdout is a file's bytes (a poster frame), and returns them. */
export async function ffmpegToBuffer(args: string[], options: { timeoutMs: number; signal?: AbortSignal }): Promise<Buffer> {
  await assertAvailable();
  const chunks: Buffer[] = [];
  await run("ffmpeg", args, { ...options, stdout: (c) => chunks.push(c) });
  return Buffer.concat(chunks);
}

/** Runs an encode made with `-progress pipe:1`, calling `onPercent` as the output advances over `durationSeconds`. */
export async function ffmpegWithProgress(
  args: string[],
  options: { durationSeconds: number; onPercent: (percent: number) => void; timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  await assertAvailable();
  let buffered = "";
  await run("ffmpeg", args, {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    stdout: (chunk) => {
      const { blocks, rest } = splitProgressBlocks(buffered + chunk.toString("utf8"));
      buffered = rest;
      for (const block of blocks) options.onPercent(progressPercent(parseProgressBlock(block), options.durationSeconds));
    },
  });
}
