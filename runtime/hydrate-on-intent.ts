// Hydrate-on-intent, on the public pages. Next.js puts its scripts (the React runtime, the
// router and the page's client parts) in the head as `async`: a browser fetches them alongside
// the stylesheet and the largest image and runs each as soon as it arrives, before the first
// paint when they come quickly and competing for the same bandwidth when they come slowly. The
// public pages are read and used without them (their links are links, their filters GET forms,
// the mobile menu a <details>, the theme toggle the boot script's), so on those this rewrite
// makes the scripts and their preloads inert in the HTML as it streams, and a small inline
// loader (./hydrate-on-intent-loader.js) runs them when the student first acts on the page.
//
// Which pages: decided from the request path before the first byte is written, not from
// anything in the page, because Next.js streams metadata and may send it after the head.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { HYDRATE_ON_INTENT_PRELOAD_REL, HYDRATE_ON_INTENT_SRC_ATTRIBUTE } from "../lib/web/hydrate-on-intent";
import { chunkBytes, isHtmlAnswer, type Callback, type Chunk } from "./html-answer";
import type { Stage } from "./stage";

export const HYDRATE_ON_INTENT_PAGES = [/^\/$/, /^\/courses$/, /^\/courses\/[^/]+$/, /^\/quizzes$/, /^\/exams$/];

/** Whether the request is for one of those pages' HTML (a client-side navigation asks for RSC and is left alone below). */
export function hydratesOnIntent(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (req.method !== "GET") return false;
  const path = (req.url ?? "").split("?")[0] ?? "";
  return HYDRATE_ON_INTENT_PAGES.some((page) => page.test(path));
}

// Next.js's own chunks, as React renders them: a `src` under /_next/static/ with `async` (and,
// under the Content-Security-Policy, a `nonce`), and their `<link rel="preload" as="script">`.
// A script without `async` (the `noModule` polyfill, which modern browsers skip anyway) keeps
// its place.
const ATTRIBUTES = '((?: [a-zA-Z-]+="[^"]*")*)';
const FRAMEWORK_TAG = new RegExp(
  `<script src="(/_next/static/[^"]+)"${ATTRIBUTES}>|<link rel="preload" as="script"${ATTRIBUTES} href="(/_next/static/[^"]+)"${ATTRIBUTES}(/?)>`,
  "g",
);

/** A script's text without indentation or comment lines (line breaks kept: nothing relies on a `;` being there). */
export function compactSource(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

export const LOADER_SOURCE = compactSource(
  fs.readFileSync(path.join(import.meta.dirname, "hydrate-on-intent-loader.js"), "utf8"),
);

/** The loader's tag; with the page's nonce when its Content-Security-Policy has one. */
export const loaderTag = (nonce?: string): string =>
  `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER_SOURCE}</script>`;

export const LOADER = loaderTag();

/** The script nonce of a Content-Security-Policy header, if it has one. */
export function policyNonce(policy: string | number | string[] | undefined): string | undefined {
  const text = Array.isArray(policy) ? policy.join(";") : policy;
  return typeof text === "string" ? text.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] : undefined;
}

/**
 * The document's text with Next.js's script tags and script preloads made inert; the loader
 * (with `nonce`, when given) goes before the first of them when `withLoader` (once per document).
 */
export function makeScriptsInert(html: string, withLoader = false, nonce?: string): string {
  let loader = withLoader ? loaderTag(nonce) : "";
  return html.replace(
    FRAMEWORK_TAG,
    (
      tag,
      scriptSrc?: string,
      scriptAttributes?: string,
      preloadAttributes?: string,
      preloadHref?: string,
      preloadRest?: string,
      selfClosing?: string,
    ) => {
      if (scriptSrc !== undefined && !scriptAttributes?.includes(' async=""')) return tag;
      const before = loader;
      loader = "";
      if (scriptSrc !== undefined)
        return `${before}<script ${HYDRATE_ON_INTENT_SRC_ATTRIBUTE}="${scriptSrc}"${scriptAttributes}>`;
      return `${before}<link rel="${HYDRATE_ON_INTENT_PRELOAD_REL}" as="script"${preloadAttributes} href="${preloadHref}"${preloadRest}${selfClosing}>`;
    },
  );
}

/** Splits text where a tag may still be open: the part that is safe to rewrite now, and the rest. */
export function splitAtOpenTag(text: string): [string, string] {
  const open = text.lastIndexOf("<");
  if (open === -1 || text.indexOf(">", open) !== -1) return [text, ""];
  return [text.slice(0, open), text.slice(open)];
}

/**
 * Wraps the answer's write/end so an HTML page goes out rewritten; anything else (another
 * type, headers already sent) passes through as written. Text is handled as latin1, byte for
 * byte, so a multi-byte character split across chunks survives; only a tag still open at the
 * end of a chunk is held for the next one.
 */
export function rewriteForHydrateOnIntent(res: ServerResponse): void {
  const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let state: "start" | "rewrite" | "through" = "start";
  let held = "";
  let loaderSent = false;
  let nonce: string | undefined;

  const toText = (chunk: Chunk, encoding?: BufferEncoding) => chunkBytes(chunk, encoding).toString("latin1");

  function rewrite(text: string) {
    const out = makeScriptsInert(text, !loaderSent, nonce);
    if (out.length !== text.length) loaderSent = true;
    return out;
  }

  function decide() {
    if (state !== "start") return;
    state = !res.headersSent && isHtmlAnswer(res) ? "rewrite" : "through";
    // The rewritten page is longer than any length Next.js announced.
    if (state === "rewrite") res.removeHeader("Content-Length");
    nonce = policyNonce(res.getHeader("Content-Security-Policy"));
  }

  res.write = function writeRewritten(
    this: ServerResponse,
    chunk: Chunk,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    decide();
    if (state === "through") return write.call(this, chunk, encoding, callback);
    const [ready, open] = splitAtOpenTag(held + toText(chunk, encoding));
    held = open;
    if (ready.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, Buffer.from(rewrite(ready), "latin1"), callback);
  } as typeof res.write;

  res.end = function endRewritten(
    this: ServerResponse,
    chunk?: Chunk | Callback | null,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    const textEncoding = encoding as BufferEncoding | undefined;
    if (chunk === undefined || chunk === null) {
      if (state !== "rewrite" || held.length === 0) return end.call(this, callback);
      chunk = "";
    }
    decide();
    if (state === "through") return end.call(this, chunk, textEncoding, callback);
    const out = rewrite(held + toText(chunk, textEncoding));
    held = "";
    return out.length ? end.call(this, Buffer.from(out, "latin1"), callback) : end.call(this, callback);
  } as typeof res.end;
}

/** The public pages go out rewritten; every other answer as the app wrote it. */
export const hydrateOnIntentStage: Stage = (req, res, next) => {
  if (hydratesOnIntent(req)) rewriteForHydrateOnIntent(res);
  next();
};
