import type { ServerResponse } from "node:http";
import { mediaType } from "./media-type";

// What the stages that read a page's HTML as Next.js writes it share (hydrate-on-intent.ts,
// page-status.ts): the arguments of write and end, and which answers are pages.

export type Chunk = string | Uint8Array;
export type Callback = (error?: Error | null) => void;

/** Whether the answer is an HTML page. */
export const isHtmlAnswer = (res: Pick<ServerResponse, "getHeader">): boolean =>
  /^text\/html\b/i.test(mediaType(res) ?? "");

/** A written chunk's bytes, as they would go out. */
export const chunkBytes = (chunk: Chunk, encoding?: BufferEncoding): Buffer =>
  typeof chunk === "string"
    ? Buffer.from(chunk, encoding ?? "utf8")
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
