// The production server, as `npm start` runs it (through scripts/app.ts):
//   node --max-semi-space-size=32 --heap-growing-percent=20 --import tsx/esm runtime/main.ts start --port 3000 [--hostname 127.0.0.1]
// WEB_CONCURRENCY server processes (./cluster.ts), each one ./server.ts.
import { runServerProcesses } from "./cluster";
import { parseServeArgs } from "./serve-args";
import { serve } from "./server";

runServerProcesses(() => serve(parseServeArgs(process.argv.slice(2))));
