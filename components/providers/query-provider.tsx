"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/client/query-client";

/**
 * Gives a screen's client components the data layer (lib/client/). Mounted by the pages
 * whose components fetch, not by the root layout, so pages without them do not load the
 * library. Tests pass their own client.
 */
export function QueryProvider({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
