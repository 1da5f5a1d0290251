// The status a page names in its head (lib/web/page-status.ts), set on the answer before its
// first byte. A page's HTML is held until its </head> (its first chunk, as a rule: metadata is
// resolved before the page is sent, next.config.ts), and so are the headers Next.js flushes
// before it; then the status is set, when Next.js answered 200, and the page goes on as written.
import type { ServerResponse } from "node:http";
import { PAGE_STATUS_META } from "../lib/web/page-status";
import { chunkBytes, isHtmlAnswer, type Callback, type Chunk } from "./html-answer";
import type { Stage } from "./stage";

const STATUS_TAG = new RegExp(`<meta name="${PAGE_STATUS_META}" content="(404|503)"/?>`);
const HEAD_END = "</head>";
/** Past this much HTML without the end of its head, the page goes out as it is. */
export const MOST_HELD_BYTES = 64 * 1024;

/** The status named in the head of `html`, if any; a tag after the head does not count. */
export function namedStatus(html: string): number | undefined {
  const headEnd = html.indexOf(HEAD_END);
  const match = STATUS_TAG.exec(headEnd === -1 ? html : html.slice(0, headEnd));
  return match ? Number(match[1]) : undefined;
}

/** Wraps the answer's flushHeaders/write/end so an HTML page's own status is set before anything is sent. */
export function holdForPageStatus(res: ServerResponse): void {
  const flushHeaders = res.flushHeaders;
  const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let state: "start" | "hold" | "through" = "start";
  let held: Buffer[] = [];
  let heldBytes = 0;
  // The end of what is held, long enough to find a "</head>" cut between chunks.
  let tail = "";

  function decide() {
    if (state !== "start") return;
    state = !res.headersSent && isHtmlAnswer(res) ? "hold" : "through";
  }

  /** Holds `bytes`; true once the head has ended (or too much is held) and the page may go. */
  function hold(bytes: Buffer): boolean {
    held.push(bytes);
    heldBytes += bytes.length;
    const text = tail + bytes.toString("latin1");
    tail = text.slice(-(HEAD_END.length - 1));
    return text.includes(HEAD_END) || heldBytes >= MOST_HELD_BYTES;
  }

  /** The held page, its status set; the caller sends it, and the headers go with it. */
  function release(): Buffer {
    state = "through";
    const page = Buffer.concat(held);
    held = [];
    const status = namedStatus(page.toString("latin1"));
    if (status !== undefined && res.statusCode === 200) res.statusCode = status;
    return page;
  }

  // Next.js flushes the headers before the first chunk: while the page is held, they wait for it.
  res.flushHeaders = function heldFlushHeaders(this: ServerResponse) {
    decide();
    if (state === "through") flushHeaders.call(this);
  };

  res.write = function writeHeld(
    this: ServerResponse,
    chunk: Chunk,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    decide();
    if (state === "through") return write.call(this, chunk, encoding, callback);
    if (!hold(chunkBytes(chunk, encoding))) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, release(), callback);
  } as typeof res.write;

  res.end = function endHeld(
    this: ServerResponse,
    chunk?: Chunk | Callback | null,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    decide();
    if (state === "through") return end.call(this, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) hold(chunkBytes(chunk, encoding as BufferEncoding | undefined));
    const page = release();
    return page.length ? end.call(this, page, callback) : end.call(this, callback);
  } as typeof res.end;
}

/** Every page (a GET's HTML) is held until its head; other answers pass as written. */
export const pageStatusStage: Stage = (req, res, next) => {
  if (req.method === "GET") holdForPageStatus(res);
  next();
};
