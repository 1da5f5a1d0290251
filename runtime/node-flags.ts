/**
 * V8 flags for a server process, given on its command line (they cannot be set later). Each
 * request allocates ~100 KB that dies young (web streams, Request/Response objects); at V8's
 * default 16 MB semi-space a scavenge ran every few dozen milliseconds under load and promoted
 * requests still in flight to the old generation. 32 MB cut the CPU per quiz start by about a
 * tenth (docs/performance.md), for at most ~50 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
