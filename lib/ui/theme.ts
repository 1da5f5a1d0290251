// Theme rule of docs/product-spec.md part 4: the saved choice, else the system preference, else dark.
export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

export function resolveTheme(
  saved: string | null | undefined,
  systemPrefersLight: boolean,
  systemPrefersDark: boolean,
): Theme {
  if (saved === "light" || saved === "dark") return saved;
  if (systemPrefersLight) return "light";
  if (systemPrefersDark) return "dark";
  return "dark";
}

/** Marks a theme toggle button: the boot script's click listener flips the theme for it. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * Flips the theme saved on <html> for a click on any theme toggle, from the first paint on:
 * listening on the document, it needs neither React nor the page's scripts, which public
 * pages run only when the student acts (hydrate-on-intent, runtime/hydrate-on-intent.ts).
 */
const themeToggleListener = `(function(){try{var d=document.documentElement;document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest||!t.closest("[${THEME_TOGGLE_ATTRIBUTE}]"))return;var n=d.classList.contains("dark")?"light":"dark";d.classList.toggle("dark",n==="dark");d.dataset.theme=n;try{localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)},n)}catch(x){}})}catch(e){}})();`;

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme, and
 * sets up the toggles' click listener. Kept in sync with resolveTheme (a unit test evaluates
 * it against the same cases).
 */
export const themeBootScript = `(function(){try{var s=null;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var m=function(q){return window.matchMedia&&window.matchMedia(q).matches};var t=s==="light"||s==="dark"?s:m("(prefers-color-scheme: light)")?"light":"dark";var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.dataset.theme=t}catch(e){}})();${themeToggleListener}`;
