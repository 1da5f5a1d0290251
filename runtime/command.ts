import { fileURLToPath } from "node:url";

/**
 * V8 flags for a server process, given on its command line (they cannot be set later).
 *
 * Each request allocates objects that die young (web streams, Request and Response objects); a
 * 32 MB semi-space lets most of them die before a scavenge. Not all: the Request Next.js builds
 * for every call follows an abort signal, and undici ties the two with a WeakRef and a
 * FinalizationRegistry, which a scavenge treats as live. So part of every request survives into
 * the old generation and waits there for a mark-compact. Left to itself V8 grows the old
 * generation to several times what is live before collecting it, then frees most of it at once:
 * a long pause, a burst of finalizers, and every freed page faulted back in as the heap regrows.
 * Growing it by a fifth of what is live collects it often and in small pieces, keeps each process
 * a few hundred MB, and reuses pages instead of returning them.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32", "--heap-growing-percent=20"];

/** The server's entry point (./main.ts). */
export const SERVER_ENTRY = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * The arguments to `node` that start the production server, `serveArgs` being those of
 * `next start` (`--port 3000 --hostname 127.0.0.1`). tsx's loader runs the TypeScript; only
 * its ESM hook, so Next.js's own `require`s of the build are left alone. `preloads` are modules
 * every server process imports after tsx (the cluster's workers inherit them), such as the
 * bench's probe.
 */
export const serverNodeArgs = (serveArgs: string[], preloads: string[] = []): string[] => [
  ...SERVER_NODE_FLAGS,
  "--import",
  "tsx/esm",
  ...preloads.flatMap((module) => ["--import", module]),
  SERVER_ENTRY,
  "start",
  ...serveArgs,
];
