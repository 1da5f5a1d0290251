// Content before the framework, on the pages that ask for it. Next.js puts its scripts (the
// React runtime and the page's client code, ~140 KB compressed) in the head as `async`, so a
// browser fetches them alongside the stylesheet and the largest image and runs each one as
// soon as it arrives, before the first paint when they come quickly (from the HTTP cache,
// or on a fast network) and in competition for the same bandwidth when they come slowly.
// A page whose links and forms work without JavaScript (the public catalogue) does better
// to paint first: on a page that opts in, this rewrite turns those scripts and their
// preloads inert in the HTML and a small inline loader starts them after the `load` event
// and the frame that follows it, so nothing of the framework is fetched or run before the
// page's content and images have painted.
//
// A page opts in with `<meta name="examprep-scripts" content="after-load">` in its head
// (`metadata.other` in Next.js: see lib/scripts-after-load.ts). The head is held until its
// end to read that; the rest of the document streams through untouched but for the tags.
//   deferScriptsAfterLoad(res); // before the app writes its answer
export const OPT_IN_META = /<meta name="examprep-scripts" content="after-load"\/?>/;

// Next.js's own chunks, as React renders them: a `src` under /_next/static/ with `async`, and
// their `<link rel="preload" as="script">`. A script without `async` (the `noModule`
// polyfill, which modern browsers skip anyway) keeps its place.
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async="">/g;
const FRAMEWORK_PRELOAD = /<link rel="preload" as="script"((?: [a-zA-Z-]+="[^"]*")*) href="(\/_next\/static\/[^"]+)"(\/?)>/g;
// Past this, a head without its end is not a document to rewrite.
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * Starts the inert scripts after `load` (which waits for the stylesheet and every image that
 * is not lazy) and one frame more, so their download and evaluation come after that paint.
 * Sooner when the student touches or types (the page is wanted live now), and never later
 * than 5 s after the head was read, so one stalled image cannot hold the page back. Scripts
 * go in document order, each `async` as Next.js wrote them, and the preloads become
 * preloads again at the same moment.
 */
export const LOADER =
  "<script>(function(d,w){function go(){" +
  "d.querySelectorAll('link[rel=examprep-after-load]').forEach(function(l){l.rel='preload'});" +
  "d.querySelectorAll('script[data-after-load-src]').forEach(function(o){var s=d.createElement('script');s.src=o.getAttribute('data-after-load-src');s.async=true;o.replaceWith(s)});" +
  // Started while the document is still streaming: the tags still to come are started when it ends.
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go,{once:true})}" +
  "function next(){w.requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "['pointerdown','keydown','touchstart'].forEach(function(t){w.addEventListener(t,go,{once:true,passive:true,capture:true})});" +
  "setTimeout(go,5000);w.addEventListener('load',next,{once:true})})(document,window)</script>";

/** The document's text with Next.js's script tags and script preloads made inert. */
export function makeScriptsInert(html) {
  return html
    .replace(FRAMEWORK_SCRIPT, '<script data-after-load-src="$1" async="">')
    .replace(FRAMEWORK_PRELOAD, '<link rel="examprep-after-load" as="script"$1 href="$2"$3>');
}

/** The head, rewritten when it opts in (inert scripts, the loader before `</head>`), else as it came. */
export function rewriteHead(head) {
  if (!OPT_IN_META.test(head)) return { head, optedIn: false };
  const end = head.indexOf("</head>");
  return { head: makeScriptsInert(head.slice(0, end)) + LOADER + head.slice(end), optedIn: true };
}

/** Splits text where a tag may still be open: the part that is safe to rewrite now, and the rest. */
export function splitAtOpenTag(text) {
  const open = text.lastIndexOf("<");
  if (open === -1 || text.indexOf(">", open) !== -1) return [text, ""];
  return [text.slice(0, open), text.slice(open)];
}

const isHtml = (res) => {
  const type = res.getHeader("Content-Type");
  return /^text\/html\b/i.test(String(Array.isArray(type) ? type[0] : (type ?? "")));
};

/**
 * Wraps the answer's write/end so an HTML page that opts in goes out rewritten. Text is
 * handled as latin1, byte for byte, so a multi-byte character split across chunks survives.
 * Anything else (another type, headers already sent, a head too long) passes through as written.
 */
export function deferScriptsAfterLoad(res) {
  const write = res.write;
  const end = res.end;
  // "head": holding the head; "body": rewriting the rest of an opted-in page; "through": untouched.
  let state = "start";
  let pending = "";
  // The announced length, taken off while the head is held (a rewrite changes it) and put back if the page does not opt in.
  let contentLength;

  const toText = (chunk, encoding) => (typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)).toString("latin1");

  // Gives up on rewriting: everything held leaves as it came, with the length Next.js announced.
  function passThrough() {
    state = "through";
    if (contentLength !== undefined && !res.headersSent) res.setHeader("Content-Length", contentLength);
    const held = pending;
    pending = "";
    return held;
  }

  // Returns the bytes that may leave now, keeping back what cannot be rewritten yet.
  function take(text) {
    if (state === "start") {
      state = !res.headersSent && isHtml(res) ? "head" : "through";
      if (state === "head") {
        contentLength = res.getHeader("Content-Length");
        res.removeHeader("Content-Length");
      }
    }
    if (state === "through") return text;
    pending += text;
    if (state === "head") {
      const headEnd = pending.indexOf("</head>") + "</head>".length;
      if (headEnd < "</head>".length) return pending.length > MAX_HEAD_BYTES ? passThrough() : "";
      const { head, optedIn } = rewriteHead(pending.slice(0, headEnd));
      if (!optedIn) return passThrough();
      const rest = pending.slice(headEnd);
      pending = "";
      state = "body";
      return head + take(rest);
    }
    const [ready, open] = splitAtOpenTag(pending);
    pending = open;
    return makeScriptsInert(ready);
  }

  res.write = function writeRewritten(chunk, encoding, callback) {
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (state === "through") return write.call(this, chunk, encoding, callback);
    const out = take(toText(chunk, encoding));
    if (out.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, Buffer.from(out, "latin1"), callback);
  };

  res.end = function endRewritten(chunk, encoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (state === "through") return end.call(this, chunk, encoding, callback);
    let out = chunk === undefined || chunk === null ? "" : take(toText(chunk, encoding));
    // Whatever is still held (a head without its end, a last partial tag) leaves as it is.
    if (state === "body") {
      out += makeScriptsInert(pending);
      pending = "";
    } else out += passThrough();
    return out.length ? end.call(this, Buffer.from(out, "latin1"), callback) : end.call(this, callback);
  };
}
