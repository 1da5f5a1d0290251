// Reading ffmpeg's -progress output: blocks of key=value lines, each ending with
// progress=continue (or progress=end for the last). out_time_us is how far the output has got.

export type ProgressBlock = { outTimeSeconds: number | null; ended: boolean };

/** Parses one block's lines; unknown keys are ignored. */
export function parseProgressBlock(lines: readonly string[]): ProgressBlock {
  let outTimeSeconds: number | null = null;
  let ended = false;
  for (const line of lines) {
    const eq = line.indexOf("=");
    if (eq < 0) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    // out_time_ms carries microseconds too (an old ffmpeg misnomer); out_time_us is preferred when both come.
    if (key === "out_time_us" || (key === "out_time_ms" && outTimeSeconds === null)) {
      const micros = Number(value);
      if (Number.isFinite(micros) && micros >= 0) outTimeSeconds = micros / 1_000_000;
    }
    if (key === "progress") ended = value === "end";
  }
  return { outTimeSeconds, ended };
}

/** Splits a stream of text into complete progress blocks, keeping the unfinished tail for the next chunk. */
export function splitProgressBlocks(buffered: string): { blocks: string[][]; rest: string } {
  const lines = buffered.split("\n");
  const rest = lines.pop() ?? "";
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/\r$/, "");
    current.push(line);
    if (line.startsWith("progress=")) {
      blocks.push(current);
      current = [];
    }
  }
  const unfinished = current.length ? current.join("\n") + "\n" : "";
  return { blocks, rest: unfinished + rest };
}

/** Percent done (0–99 while running; 100 only once ffmpeg says it ended). */
export function progressPercent(block: ProgressBlock, durationSeconds: number): number {
  if (block.ended) return 100;
  if (block.outTimeSeconds === null || !(durationSeconds > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((block.outTimeSeconds / durationSeconds) * 100)));
}
