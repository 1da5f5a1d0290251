type Click = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};
type Anchor = { href: string; target: string; hasAttribute(name: string): boolean };

/**
 * Where a click on `anchor` should navigate client-side (path, query and hash), or null when
 * the browser should handle it: another button or a modifier key (new tab or window), a
 * target or download attribute, another origin, or a click someone already handled.
 */
export function navigableHref(anchor: Anchor, click: Click, location: { origin: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  return url.pathname + url.search + url.hash;
}
