import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False while the server's HTML is being drawn or hydrated, true once React runs the page. */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
