import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { makeQueryClient } from "@/lib/client/query-client";

/**
 * Renders `ui` inside the app's client providers and returns a user to drive it with. Each
 * render gets its own QueryClient (the app's setup), so no cache or paused mutation leaks
 * from one test to the next.
 */
export function renderWithProviders(
  ui: ReactElement,
  options?: Omit<RenderOptions, "wrapper"> & { client?: QueryClient },
) {
  const user = userEvent.setup();
  const client = options?.client ?? makeQueryClient();
  return {
    user,
    client,
    ...render(ui, { wrapper: ({ children }) => <QueryProvider client={client}>{children}</QueryProvider>, ...options }),
  };
}

/** Takes the browser off the network or back on it, as a browser says it: navigator.onLine, then the event. */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

/** A fetch stub answering JSON; `routes` maps "METHOD /path" to a status and body. */
export function jsonFetch(
  routes: Record<
    string,
    { status?: number; body: unknown } | ((init?: RequestInit) => { status?: number; body: unknown })
  >,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`;
    const route = routes[key];
    if (!route)
      return new Response(JSON.stringify({ error: "not_found", message: `no stub for ${key}` }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    const { status = 200, body } = typeof route === "function" ? route(init) : route;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
}
