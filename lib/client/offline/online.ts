import { useSyncExternalStore } from "react";

// Whether the phone has a connection: navigator.onLine first, then the online and offline events.
// The one source for every screen and for TanStack Query's online manager (lib/client/query-client.ts).
// Listening starts with the module, so a change while no screen listens is not missed.

let online = typeof navigator === "undefined" || navigator.onLine !== false;
const listeners = new Set<(online: boolean) => void>();

function set(next: boolean) {
  if (next === online) return;
  online = next;
  listeners.forEach((listener) => listener(next));
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => set(true));
  window.addEventListener("offline", () => set(false));
}

export const isOnline = () => online;

/** Calls `listener` with the new state each time the connection comes or goes. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The connection as a screen sees it; the server's render assumes one. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
