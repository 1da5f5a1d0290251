// Content before the framework, on the public pages. Next.js puts its scripts (the React
// runtime, the router and the page's client parts, ~140 KB compressed) in the head as
// `async`: a browser fetches them alongside the stylesheet and the largest image and runs
// each as soon as it arrives, before the first paint when they come quickly (from the HTTP
// cache, on a fast network) and competing for the same bandwidth when they come slowly. The
// public pages are read and used without them (their links are links, their filters GET
// forms, the mobile menu a <details>, the theme toggle the boot script's), so on those this
// rewrite makes the scripts and their preloads inert in the HTML as it streams, and a small
// inline loader starts them once the page has loaded and painted (docs/decisions.md).
//
// Which pages: decided from the request path before the first byte is written, not from
// anything in the page, because Next.js streams metadata and may send it after the head.
//   if (paintsBeforeFramework(req)) deferScriptsAfterLoad(res); // before the app writes
import { mediaType } from "./media-type.mjs";

export const PAGES_AFTER_LOAD = [/^\/$/, /^\/courses$/, /^\/courses\/[^/]+$/, /^\/quizzes$/];

/** Whether the request is for one of those pages' HTML (a client-side navigation asks for RSC and is left alone below). */
export function paintsBeforeFramework(req) {
  if (req.method !== "GET") return false;
  const path = (req.url ?? "").split("?")[0];
  return PAGES_AFTER_LOAD.some((page) => page.test(path));
}

// Next.js's own chunks, as React renders them: a `src` under /_next/static/ with `async`, and
// their `<link rel="preload" as="script">`. A script without `async` (the `noModule`
// polyfill, which modern browsers skip anyway) keeps its place.
const FRAMEWORK_TAG = /<script src="(\/_next\/static\/[^"]+)" async="">|<link rel="preload" as="script"((?: [a-zA-Z-]+="[^"]*")*) href="(\/_next\/static\/[^"]+)"(\/?)>/g;

/**
 * Starts the inert scripts after `load` (which waits for the stylesheet and every image that
 * is not lazy) and one frame more, so their download and evaluation come after that paint.
 * Sooner when the student taps something other than a link or types (they want the page live
 * now; a scroll ends in `pointercancel`, not `pointerup`, and a link's own page will load
 * instead), and never later than 5 s after it was read, so one stalled image cannot hold the
 * page back. Scripts go in document order, each `async` as Next.js wrote them, and the
 * preloads become preloads again at the same moment.
 */
export const LOADER =
  "<script>(function(d,w){function go(){" +
  "d.querySelectorAll('link[rel=examprep-after-load]').forEach(function(l){l.rel='preload'});" +
  "d.querySelectorAll('script[data-after-load-src]').forEach(function(o){var s=d.createElement('script');s.src=o.getAttribute('data-after-load-src');s.async=true;o.replaceWith(s)});" +
  // Started while the document is still streaming: the tags still to come are started when it ends.
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go,{once:true})}" +
  "function tap(e){var t=e.target;if(t&&t.closest&&t.closest('a[href]'))return;go()}" +
  "w.addEventListener('pointerup',tap,{capture:true,passive:true});w.addEventListener('keydown',go,{once:true,capture:true});" +
  "setTimeout(go,5000);w.addEventListener('load',function(){w.requestAnimationFrame(function(){setTimeout(go,0)})},{once:true})})(document,window)</script>";

/**
 * The document's text with Next.js's script tags and script preloads made inert; the loader
 * goes before the first of them when `withLoader` (once per document).
 */
export function makeScriptsInert(html, withLoader = false) {
  let loader = withLoader ? LOADER : "";
  return html.replace(FRAMEWORK_TAG, (_tag, scriptSrc, preloadAttributes, preloadHref, selfClosing) => {
    const before = loader;
    loader = "";
    if (scriptSrc !== undefined) return `${before}<script data-after-load-src="${scriptSrc}" async="">`;
    return `${before}<link rel="examprep-after-load" as="script"${preloadAttributes} href="${preloadHref}"${selfClosing}>`;
  });
}

/** Splits text where a tag may still be open: the part that is safe to rewrite now, and the rest. */
export function splitAtOpenTag(text) {
  const open = text.lastIndexOf("<");
  if (open === -1 || text.indexOf(">", open) !== -1) return [text, ""];
  return [text.slice(0, open), text.slice(open)];
}

const isHtml = (res) => /^text\/html\b/i.test(mediaType(res) ?? "");

/**
 * Wraps the answer's write/end so an HTML page goes out rewritten; anything else (another
 * type, headers already sent) passes through as written. Text is handled as latin1, byte for
 * byte, so a multi-byte character split across chunks survives; only a tag still open at the
 * end of a chunk is held for the next one.
 */
export function deferScriptsAfterLoad(res) {
  const write = res.write;
  const end = res.end;
  let state = "start"; // then "rewrite" or "through"
  let held = "";
  let loaderSent = false;

  const toText = (chunk, encoding) => (typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)).toString("latin1");

  function rewrite(text) {
    const out = makeScriptsInert(text, !loaderSent);
    if (out.length !== text.length) loaderSent = true;
    return out;
  }

  function decide() {
    if (state !== "start") return;
    state = !res.headersSent && isHtml(res) ? "rewrite" : "through";
    // The rewritten page is longer than any length Next.js announced.
    if (state === "rewrite") res.removeHeader("Content-Length");
  }

  res.write = function writeRewritten(chunk, encoding, callback) {
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
  };

  res.end = function endRewritten(chunk, encoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk === undefined || chunk === null) {
      if (state !== "rewrite" || held.length === 0) return end.call(this, callback);
      chunk = "";
    }
    decide();
    if (state === "through") return end.call(this, chunk, encoding, callback);
    const out = rewrite(held + toText(chunk, encoding));
    held = "";
    return out.length ? end.call(this, Buffer.from(out, "latin1"), callback) : end.call(this, callback);
  };
}
