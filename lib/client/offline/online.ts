import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

// Whether the phone has a connection: one view for every queue, screen and TanStack Query, kept
// by TanStack's online manager (already loaded where queries run). It starts from
// navigator.onLine, not from an assumed connection: a page opened from the service worker's copy
// while offline never sees an "offline" event. Then the online and offline events.

let seeded = false;
function seed() {
  if (seeded || typeof window === "undefined") return;
  seeded = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine !== false);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  });
}

export function isOnline(): boolean {
  seed();
  return onlineManager.isOnline();
}

/** Calls `listener` with the new state each time the connection comes or goes. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  seed();
  return onlineManager.subscribe(listener);
}

/** The connection as a screen sees it; the server's render assumes one. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
