// Behaviour every page has from its first paint, before (and without) React: public pages
// hydrate on intent, when the student first acts on them (runtime/hydrate-on-intent.ts), so
// what a reader needs cannot wait for React. Runs inline in <head>, after the theme's boot
// script; listening on the document, it covers elements not parsed yet.

/** Marks a <select> whose form is submitted as soon as it changes (a GET filter form). */
export const AUTO_SUBMIT_ATTRIBUTE = "data-auto-submit";

// A closed select changes its value with arrow keys, Home/End and type-ahead, one option per key:
// a keyboard user browsing the options must not send the form at each one. Such a change waits
// for Enter (or the form's button); a choice made in the select's list (a tap, a click, Enter in
// the open list) sends it at once.
const SELECT = `select[${AUTO_SUBMIT_ATTRIBUTE}]`;
const autoSubmitListener =
  `function marked(t){return t&&t.matches&&t.matches("${SELECT}")&&t.form}` +
  `document.addEventListener("keydown",function(e){var t=e.target;if(!marked(t)||e.altKey||e.ctrlKey||e.metaKey)return;if(e.key==="Enter"){e.preventDefault();t.form.requestSubmit()}else if(/^(Arrow|Home$|End$|Page)/.test(e.key)||(e.key.length===1&&e.key!==" "))t.__keyed=true});` +
  `document.addEventListener("change",function(e){var t=e.target;if(!marked(t))return;if(t.__keyed){t.__keyed=false;return}t.form.requestSubmit()});`;

/**
 * A list about to be replaced shows its skeleton: a form sent (a filter change) or a link
 * followed inside an element with these attributes marks the region they name with
 * `data-loading="<kind>"`, and the region's CSS swaps its content for the matching skeleton.
 * A new page (a document load, or React rendering the region again under a new key) clears
 * it; so does coming Back to this page from the browser's page cache.
 */
export type LoadingKind = "list" | "course";
export const loadingTrigger = (regionId: string, kind: LoadingKind = "list") => ({
  "data-loading-target": regionId,
  "data-loading-kind": kind,
});

const loadingListener =
  `function showLoading(el){var t=el&&el.closest&&el.closest("[data-loading-target]");var r=t&&document.getElementById(t.getAttribute("data-loading-target"));if(r)r.setAttribute("data-loading",t.getAttribute("data-loading-kind")||"list")}` +
  `document.addEventListener("submit",function(e){if(!e.defaultPrevented)showLoading(e.target)});` +
  `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");if(a&&e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&!a.target&&!a.hasAttribute("download"))showLoading(a)});` +
  `window.addEventListener("pageshow",function(e){if(e.persisted)document.querySelectorAll("[data-loading]").forEach(function(r){r.removeAttribute("data-loading")})});`;

// After load, so installing the worker (which caches the shell and the quiz library) never competes with the page.
const serviceWorkerRegistration = `if("serviceWorker"in navigator)window.addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})},{once:true});`;

/** The inline script; the service worker only in production builds (in development it would cache what is being edited). */
export function pageEnhancementsScript({ serviceWorker }: { serviceWorker: boolean }): string {
  return `(function(){try{${autoSubmitListener}${loadingListener}${serviceWorker ? serviceWorkerRegistration : ""}}catch(e){}})();`;
}
