// The hydrate-on-intent loader, inlined before the first inert script of a public page
// (runtime/hydrate-on-intent.ts reads this file as text: comment lines and indentation go, the
// rest is sent as written). Plain browser JavaScript, read rather than imported, so no
// compiler adds helpers the page does not have.
//
// Next.js's scripts run when the student acts on the page: a tap that is not on a link (a
// scroll ends in `pointercancel`, not `pointerup`; a link's own page will load instead), or a
// key pressed outside a link or a form field (typing a search submits a GET form, which loads
// a page anyway). Until then the page is read as the server sent it, and a phone spends no CPU
// on scripts it may never use.
// After `load` and a frame, the scripts are fetched into the HTTP cache without running
// (`prefetch`), unless the student asked to save data or is on 2G, so the page comes alive
// quickly on the first tap. A button tapped before React answers is held (aria-busy) and
// clicked again once the page has hydrated (`<html data-hydrated>`), so that tap is not lost;
// a tap still held after HOLD_MS is dropped (the scripts did not come, and an action long
// after the tap would surprise the student), and the button freed.
// A page whose main action needs React hydrates at load instead, with an element marked
// `data-hydrate-on-intent-at-load` (a signed-in student's Enroll button); given a value, only
// when this phone's storage holds a key starting with it (papers kept to sit offline, which
// only the page's script can list).
// Under the page's Content-Security-Policy the loader carries the nonce, the scripts it inserts
// are trusted through 'strict-dynamic', and the preloads it re-activates carry React's nonce.
// The attribute names are those of lib/hydrate-on-intent.ts (a unit test checks).
(function hydrateOnIntent(d, w) {
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
    return d.querySelectorAll("script[data-hydrate-on-intent-src]");
  }
  function inertPreloads() {
    return d.querySelectorAll("link[rel=hydrate-on-intent-preload]");
  }
  function start() {
    inertPreloads().forEach(function (l) {
      l.rel = "preload";
    });
    inertScripts().forEach(function (o) {
      var s = d.createElement("script");
      s.src = o.getAttribute("data-hydrate-on-intent-src");
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
      urls.add(o.getAttribute("data-hydrate-on-intent-src"));
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
  w.addEventListener(
    "pointerup",
    function (e) {
      if (!(e.target.closest && e.target.closest("a[href]"))) start();
    },
    { capture: true, passive: true },
  );
  w.addEventListener(
    "keydown",
    function (e) {
      if (!(e.target.closest && e.target.closest("a[href], input, textarea, select"))) start();
    },
    true,
  );
  // A submit button in a form and the theme toggle work without React; other buttons wait for it.
  d.addEventListener(
    "click",
    function (e) {
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
    },
    true,
  );
  new MutationObserver(function () {
    if (!held || !html.hasAttribute("data-hydrated")) return;
    var button = release();
    if (button.isConnected && !button.disabled) button.click();
  }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  function neededAtLoad() {
    return [].some.call(d.querySelectorAll("[data-hydrate-on-intent-at-load]"), function (mark) {
      var prefix = mark.getAttribute("data-hydrate-on-intent-at-load");
      try {
        return (
          !prefix ||
          Object.keys(localStorage).some(function (k) {
            return k.indexOf(prefix) === 0;
          })
        );
      } catch {
        return false;
      }
    });
  }
  w.addEventListener(
    "load",
    function () {
      w.requestAnimationFrame(function () {
        setTimeout(neededAtLoad() ? start : prefetch, 0);
      });
    },
    { once: true },
  );
})(document, window);
