"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";
import type { NavLink } from "./nav-links";

// A <details> menu opens and closes in the browser itself, so it works from the first paint,
// before the page's scripts arrive (public pages fetch them after load) or without them.
// Once hydrated, it also closes after a client-side navigation, which keeps the header
// mounted; not on hydration itself, which would shut a menu the student opened before it.
const itemClass =
  "flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

export function MobileMenu({
  primary,
  account,
  signedIn,
}: {
  primary: NavLink[];
  account: NavLink[];
  signedIn: boolean;
}) {
  const pathname = usePathname();
  const menu = useRef<HTMLDetailsElement>(null);
  const shownPath = useRef(pathname);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  return (
    <div className="md:hidden">
      <div className="flex items-center gap-1">
        <ThemeToggle />
        <details ref={menu} className="group">
          <summary
            aria-label="Menu"
            data-testid="mobile-menu-button"
            className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path className="group-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
              <path className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            data-testid="mobile-menu"
            className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
          >
            <ul className="flex flex-col gap-1 pt-2">
              {/* Signed in, the student's own places come first. */}
              {(signedIn ? [...account, ...primary] : [...primary, ...account]).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {signedIn && (
                <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-800">
                  {/* Signing out on the landing page keeps the path, so the menu is closed here. */}
                  <SignOutButton className={itemClass} onSignedOut={close} />
                </li>
              )}
            </ul>
          </nav>
        </details>
      </div>
    </div>
  );
}
