// Theme rule of spec part 4: the saved choice, else the system preference, else dark.
export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

export function resolveTheme(saved: string | null | undefined, systemPrefersLight: boolean, systemPrefersDark: boolean): Theme {
  if (saved === "light" || saved === "dark") return saved;
  if (systemPrefersLight) return "light";
  if (systemPrefersDark) return "dark";
  return "dark";
}

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme.
 * Kept in sync with resolveTheme (a unit test evaluates it against the same cases).
 */
export const themeBootScript = `(function(){try{var s=null;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var m=function(q){return window.matchMedia&&window.matchMedia(q).matches};var t=s==="light"||s==="dark"?s:m("(prefers-color-scheme: light)")?"light":"dark";var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.dataset.theme=t}catch(e){}})();`;
