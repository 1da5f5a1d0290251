// Content before the framework, on the public pages. Next.js puts its scripts (the React
// runtime, the router and the page's client parts, ~140 KB compressed) in the head as
// `async`: a browser fetches them alongside the stylesheet and the largest image and runs
// each as soon as it arrives, before the first paint when they come quickly (from the HTTP
// cache, on a fast network) and competing for the same bandwidth when they come slowly. The
// public pages are read and used without them (their links are links, their filters GET
// forms, the mobile menu a <details>, the theme toggle the boot script's), so on those this
// rewrite makes the scripts and their preloads inert in the HTML as it streams, and a small
// inline loader runs them when the student first acts on the page (docs/decisions.md).
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

// Next.js's own chunks, as React renders them: a `src` under /_next/static/ with `async` (and,
// under the Content-Security-Policy, a `nonce`), and their `<link rel="preload" as="script">`.
// A script without `async` (the `noModule` polyfill, which modern browsers skip anyway) keeps
// its place.
const ATTRIBUTES = '((?: [a-zA-Z-]+="[^"]*")*)';
const FRAMEWORK_TAG = new RegExp(`<script src="(/_next/static/[^"]+)"${ATTRIBUTES}>|<link rel="preload" as="script"${ATTRIBUTES} href="(/_next/static/[^"]+)"${ATTRIBUTES}(/?)>`, "g");

// The loader, run inline as `(runFrameworkOnIntent)(document, window)`: serialised with
// toString(), so it must not refer to anything outside itself. Next.js's scripts run when the
// student acts on the page: a tap that is not on a link (a scroll ends in `pointercancel`, not
// `pointerup`; a link's own page will load instead), or a key pressed outside a link or a form
// field (typing a search submits a GET form, which loads a page anyway). Until then the page is
// read as the server sent it, and a phone spends no CPU on 140 KB it may never use.
// After `load` and a frame, the scripts are fetched into the HTTP cache without running
// (`prefetch`), unless the student asked to save data or is on 2G, so the page comes alive
// quickly on the first tap. A button tapped before React answers is held (aria-busy) and
// clicked again once the page has hydrated (`<html data-hydrated>`, set by HydrationMark), so
// that tap is not lost; a tap still held after HOLD_MS is dropped (the scripts did not come,
// and an action long after the tap would surprise the student), and the button freed.
// A page whose main action needs React asks for its scripts at load instead, with an element
// marked `data-scripts-at-load` (a signed-in student's Enroll button).
// Under the page's Content-Security-Policy the loader carries the nonce, the scripts it inserts
// are trusted through 'strict-dynamic', and the preloads it re-activates carry React's nonce.
function runFrameworkOnIntent(d, w) {
  var HOLD_MS = 8000;
  var html = d.documentElement;
  var held = null;
  function release() {
    var button = held;
    held = null;
    if (button) button.removeAttribute("aria-busy");
    return button;
  }
  function inertScripts() {
    return d.querySelectorAll("script[data-after-load-src]");
  }
  function inertPreloads() {
    return d.querySelectorAll("link[rel=examprep-after-load]");
  }
  function start() {
    inertPreloads().forEach(function (l) {
      l.rel = "preload";
    });
    inertScripts().forEach(function (o) {
      var s = d.createElement("script");
      s.src = o.getAttribute("data-after-load-src");
      s.async = true;
      o.replaceWith(s);
    });
    // Started while the document is still streaming: the tags still to come start when it ends.
    if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", start, { once: true });
  }
  function prefetch() {
    var c = navigator.connection;
    if (c && (c.saveData || /2g/.test(c.effectiveType))) return;
    var urls = new Set();
    inertScripts().forEach(function (o) {
      urls.add(o.getAttribute("data-after-load-src"));
    });
    inertPreloads().forEach(function (l) {
      urls.add(l.getAttribute("href"));
    });
    urls.forEach(function (url) {
      var l = d.createElement("link");
      l.rel = "prefetch";
      l.as = "script";
      l.href = url;
      d.head.appendChild(l);
    });
  }
  w.addEventListener("pointerup", function (e) {
    if (!(e.target.closest && e.target.closest("a[href]"))) start();
  }, { capture: true, passive: true });
  w.addEventListener("keydown", function (e) {
    if (!(e.target.closest && e.target.closest("a[href], input, textarea, select"))) start();
  }, true);
  // A submit button in a form and the theme toggle work without React; other buttons wait for it.
  d.addEventListener("click", function (e) {
    if (html.hasAttribute("data-hydrated")) return;
    var button = e.target.closest && e.target.closest("button:not([data-theme-toggle])");
    if (!button || (button.type === "submit" && button.form)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    release();
    held = button;
    button.setAttribute("aria-busy", "true");
    setTimeout(function () {
      if (held === button) release();
    }, HOLD_MS);
    start();
  }, true);
  new MutationObserver(function () {
    if (!held || !html.hasAttribute("data-hydrated")) return;
    var button = release();
    if (button.isConnected && !button.disabled) button.click();
  }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  w.addEventListener("load", function () {
    w.requestAnimationFrame(function () {
      setTimeout(d.querySelector("[data-scripts-at-load]") ? start : prefetch, 0);
    });
  }, { once: true });
}

/** Its source without indentation or comment lines (line breaks kept: nothing relies on a `;` being there). */
export function compactSource(fn) {
  return fn
    .toString()
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

const LOADER_SOURCE = `(${compactSource(runFrameworkOnIntent)})(document,window)`;

/** The loader's tag; with the page's nonce when its Content-Security-Policy has one. */
export const loaderTag = (nonce) => `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER_SOURCE}</script>`;

export const LOADER = loaderTag();

/** The script nonce of a Content-Security-Policy header, if it has one. */
export function policyNonce(policy) {
  const text = Array.isArray(policy) ? policy.join(";") : policy;
  return typeof text === "string" ? text.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] : undefined;
}

/**
 * The document's text with Next.js's script tags and script preloads made inert; the loader
 * (with `nonce`, when given) goes before the first of them when `withLoader` (once per document).
 */
export function makeScriptsInert(html, withLoader = false, nonce = undefined) {
  let loader = withLoader ? loaderTag(nonce) : "";
  return html.replace(FRAMEWORK_TAG, (tag, scriptSrc, scriptAttributes, preloadAttributes, preloadHref, preloadRest, selfClosing) => {
    if (scriptSrc !== undefined && !scriptAttributes.includes(' async=""')) return tag;
    const before = loader;
    loader = "";
    if (scriptSrc !== undefined) return `${before}<script data-after-load-src="${scriptSrc}"${scriptAttributes}>`;
    return `${before}<link rel="examprep-after-load" as="script"${preloadAttributes} href="${preloadHref}"${preloadRest}${selfClosing}>`;
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
  let nonce;

  const toText = (chunk, encoding) => (typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)).toString("latin1");

  function rewrite(text) {
    const out = makeScriptsInert(text, !loaderSent, nonce);
    if (out.length !== text.length) loaderSent = true;
    return out;
  }

  function decide() {
    if (state !== "start") return;
    state = !res.headersSent && isHtml(res) ? "rewrite" : "through";
    // The rewritten page is longer than any length Next.js announced.
    if (state === "rewrite") res.removeHeader("Content-Length");
    nonce = policyNonce(res.getHeader("Content-Security-Policy"));
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
