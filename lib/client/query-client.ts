import { isServer, onlineManager, QueryClient } from "@tanstack/react-query";
import { isTransient } from "./api-error";
import { isOnline, subscribeOnline } from "./offline/online";

// The one QueryClient setup. Students are often on a weak phone network: a request that got
// no answer, or a 5xx, is tried again with growing pauses; a 4xx never is (it would fail the
// same way). Mutations are not retried unless they are safe to repeat and say so
// (autosaving answers is; paying is not). networkMode "online" (the default, kept on
// purpose): while the phone is offline a query or mutation waits, paused, and resumes by
// itself when the connection returns, rather than failing; screens that can work from a
// copy kept on the phone (the quiz taker) opt out for those requests.

export const STALE_TIME_MS = 30_000;
export const MAX_RETRIES = 2;

/** Retry transient failures up to MAX_RETRIES times. */
export const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && isTransient(error);

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: retryTransient, refetchOnWindowFocus: false, networkMode: "online" },
      mutations: { retry: false, networkMode: "online" },
    },
  });
}

// TanStack starts out assuming a connection until an "offline" event; a page opened from
// the service worker's copy while offline never sees one. Its online manager follows the
// offline kit's (lib/client/offline/online.ts), the one view of the connection.
let onlineSeeded = false;
function seedOnlineState() {
  if (onlineSeeded) return;
  onlineSeeded = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeOnline(setOnline);
  });
}

let browserClient: QueryClient | undefined;

/** A fresh client per server render; in the browser one for the page, shared by every island on it. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  seedOnlineState();
  browserClient ??= makeQueryClient();
  return browserClient;
}
