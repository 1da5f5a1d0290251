"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { navigableHref } from "./navigable-href";

// Client-side navigation for the plain links inside it, through one listener instead of a
// `next/link` per link. A catalogue page held 48 of them (four per course card), and each is
// a client component React has to hydrate on a cheap phone before the page answers a tap.
// The links are ordinary `<a href>`: without JavaScript, or with a modifier key, they behave
// as links always do.
export function ClientNavigation({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    const href = navigableHref(anchor, event, window.location);
    if (href === null) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
