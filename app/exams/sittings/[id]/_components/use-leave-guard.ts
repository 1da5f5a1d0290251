"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

/** The history entry the guard adds over the sitting's own, so that Back lands on the sitting first. */
const GUARD_STATE = "examGuard";

const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_STATE]);

/**
 * While a timed paper is open, leaving it asks first:
 * - closing the tab, reloading or typing another address: the browser's own question (`beforeunload`);
 * - Back: the guard keeps an extra history entry on top of the sitting, so Back stays on the page
 *   and `onAttempt` is called with the way out (going back after all);
 * - a link anywhere on the page: `onAttempt` with the way to that link.
 * `onAttempt` shows the screen's own question and calls the way out only if the candidate
 * confirms; `leave` is that way out for the exam bar's own exit. Nothing is asked once the paper
 * is submitting or the server takes no more answers (`active` false).
 */
export function useLeaveGuard(active: boolean, onAttempt: (leave: () => void) => void) {
  const router = useRouter();
  const leaving = useRef(false);
  const latest = useRef(onAttempt);
  useEffect(() => {
    latest.current = onAttempt;
  }, [onAttempt]);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = "";
    };

    // Next.js's router copies its own state into an entry pushed this way, so it treats the
    // guard entry as the same page.
    if (!onGuardEntry()) window.history.pushState({ [GUARD_STATE]: true }, "");
    const onPopState = () => {
      if (leaving.current || onGuardEntry()) return;
      // Back left the guard entry: stay, and ask.
      window.history.pushState({ [GUARD_STATE]: true }, "");
      latest.current(() => {
        leaving.current = true;
        // Past the guard and the sitting to the page before them; opened in a new tab, to the papers.
        if (window.history.length >= 3) window.history.go(-2);
        else router.push("/exams");
      });
    };

    // Captured on the window, before the router's link handling sees the click.
    const onClick = (e: MouseEvent) => {
      if (leaving.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      if (
        to.origin === window.location.origin &&
        to.pathname === window.location.pathname &&
        to.search === window.location.search
      )
        return;
      e.preventDefault();
      e.stopPropagation();
      latest.current(() => {
        leaving.current = true;
        if (to.origin === window.location.origin) router.push(`${to.pathname}${to.search}${to.hash}`);
        else window.open(to.href, "_self");
      });
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("click", onClick, true);
    };
  }, [active, router]);

  /** Marks the way out as chosen: nothing asks again while it happens. */
  const release = useCallback(() => {
    leaving.current = true;
  }, []);
  return { release };
}
