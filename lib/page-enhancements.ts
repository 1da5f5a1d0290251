// Behaviour every page has from its first paint, before (and without) React: public pages
// run the framework only when the student first acts on them (scripts/scripts-after-load.mjs),
// so what a reader needs cannot wait for it. Runs inline in <head>, after the theme's boot
// script; listening on the document, it covers elements not parsed yet.

/** Marks a <select> whose form is submitted as soon as it changes (a GET filter form). */
export const AUTO_SUBMIT_ATTRIBUTE = "data-auto-submit";

const autoSubmitListener = `document.addEventListener("change",function(e){var t=e.target;if(t&&t.matches&&t.matches("select[${AUTO_SUBMIT_ATTRIBUTE}]")&&t.form)t.form.requestSubmit()});`;

// After load, so installing the worker (which caches the shell and the quiz library) never competes with the page.
const serviceWorkerRegistration = `if("serviceWorker"in navigator)window.addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})},{once:true});`;

/** The inline script; the service worker only in production builds (in development it would cache what is being edited). */
export function pageEnhancementsScript({ serviceWorker }: { serviceWorker: boolean }): string {
  return `(function(){try{${autoSubmitListener}${serviceWorker ? serviceWorkerRegistration : ""}}catch(e){}})();`;
}
