// npm run tariffs -- list                                 every network's data price, naira per GB
// npm run tariffs -- set <network> <naira_per_gb> [name]  sets one (a new network needs its name)
// For operators keeping the prices lessons are costed at current, on DATABASE_URL (the
// database the app uses) or, unset, the embedded database of a running `npm run dev`/`npm start`.
import "dotenv/config";
import { resolveOperatorDatabase } from "./db/operator-database";

const USAGE = "usage: npm run tariffs -- list | set <network> <naira_per_gb> [name]";

const [command, ...args] = process.argv.slice(2);
if (command !== "list" && command !== "set") {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}

const { tariffSetSchema } = await import("../lib/validation/data-settings");
let input: ReturnType<typeof tariffSetSchema.parse> | null = null;
if (command === "set") {
  const [network, nairaPerGb, ...name] = args;
  const parsed = tariffSetSchema.safeParse({
    network: network ?? "",
    naira_per_gb: nairaPerGb ?? "",
    name: name.length ? name.join(" ") : undefined,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues[0]!.message);
    console.error(USAGE);
    process.exit(1);
  }
  input = parsed.data;
}

await resolveOperatorDatabase();

const { listTariffs, setTariff } = await import("../server/data-plan/tariffs");
const { AppError } = await import("../server/errors");
const { db } = await import("../server/db");
let failed = false;
try {
  if (input) {
    const tariff = await setTariff(input);
    console.log(`${tariff.network}\t${tariff.name}\t₦${tariff.naira_per_gb} per GB`);
  } else {
    for (const t of await listTariffs()) console.log(`${t.network}\t${t.name}\t₦${t.naira_per_gb} per GB`);
  }
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  failed = true;
} finally {
  await db.$disconnect();
}
process.exit(failed ? 1 : 0);
