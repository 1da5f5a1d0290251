// The database an operator command works on: DATABASE_URL (the one the app uses) or, unset, the
// embedded database of a running `npm run dev`/`npm start`. Sets DATABASE_URL for server/db.ts,
// which reads it when first imported; says why and exits when there is neither.
import { EnvError, parseEnv } from "../../server/config/env-schema";
import { runningEmbeddedUrl } from "./embedded-postgres";

export async function resolveOperatorDatabase(): Promise<string> {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = parseEnv(process.env).DATABASE_URL;
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  if (databaseUrl) return databaseUrl;
  const embedded = await runningEmbeddedUrl("examprep");
  if (!embedded) {
    console.error("DATABASE_URL is not set and no embedded database is running: set it to the app's database.");
    process.exit(1);
  }
  console.log("(the embedded database of the running `npm run dev`/`npm start`)");
  process.env.DATABASE_URL = embedded;
  return embedded;
}
