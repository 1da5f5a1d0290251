import { fileURLToPath } from "node:url";

/**
 * V8 flags for a server process, given on its command line (they cannot be set later). Each
 * request allocates ~100 KB that dies young (web streams, Request/Response objects); at V8's
 * default 16 MB semi-space a scavenge ran every few dozen milliseconds under load and promoted
 * requests still in flight to the old generation. A 32 MB semi-space lets them die young,
 * at the price of a little more memory per process.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

/** The server's entry point (./main.ts). */
export const SERVER_ENTRY = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * The arguments to `node` that start the production server, `serveArgs` being those of
 * `next start` (`--port 3000 --hostname 127.0.0.1`). tsx's loader runs the TypeScript; only
 * its ESM hook, so Next.js's own `require`s of the build are left alone.
 */
export const serverNodeArgs = (serveArgs: string[]): string[] => [...SERVER_NODE_FLAGS, "--import", "tsx/esm", SERVER_ENTRY, "start", ...serveArgs];
