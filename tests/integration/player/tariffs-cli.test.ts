// npm run tariffs: operators list the data prices lessons are costed at and set one; bad input
// exits 1 with a message and changes nothing. Each test works on a network of its own, since
// other tests read the seeded ones.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../support/api";

const db = openDb();
const made: string[] = [];
afterAll(async () => {
  await db.dataTariff.deleteMany({ where: { network: { in: made } } });
  await db.$disconnect();
});

const ROOT = path.resolve(import.meta.dirname, "../../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

async function tariffs(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      TSX,
      ["--conditions=react-server", "scripts/tariffs.ts", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const newNetwork = () => {
  const key = `t${randomBytes(4).toString("hex")}`;
  made.push(key);
  return key;
};

describe("npm run tariffs", { timeout: 60_000 }, () => {
  it("lists every network with its price per GB", async () => {
    const res = await tariffs("list");
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^mtn\tMTN\t₦\d+ per GB$/m);
    expect(res.stdout).toMatch(/^glo\tGlo\t₦\d+ per GB$/m);
  });

  it("adds a network with its name, then changes its price keeping the name", async () => {
    const network = newNetwork();
    const added = await tariffs("set", network, "420", "9mobile", "Plus");
    expect(added).toMatchObject({ code: 0, stdout: `${network}\t9mobile Plus\t₦420 per GB\n` });
    const changed = await tariffs("set", network.toUpperCase(), "450");
    expect(changed.code, JSON.stringify(changed)).toBe(0);
    expect(await db.dataTariff.findUnique({ where: { network } })).toMatchObject({
      name: "9mobile Plus",
      nairaPerGb: 450,
    });
  });

  it.each([
    [["set", "mtn", "free"], /naira_per_gb must be a whole number/],
    [["set", "mtn", "12.5"], /whole number/],
    [["set", "mtn", "0"], /at least 1/],
    [["set", "m tn", "300"], /network is a short key/],
    [["set"], /network is a short key/],
    [["delete", "mtn"], /usage: npm run tariffs/],
  ])("refuses %j with a message, changing nothing", async (args, message) => {
    const before = await db.dataTariff.findMany({ orderBy: { network: "asc" } });
    const res = await tariffs(...args);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(message);
    expect(await db.dataTariff.findMany({ orderBy: { network: "asc" } })).toEqual(before);
  });

  it("asks for the name of a network it does not know", async () => {
    const network = newNetwork();
    const res = await tariffs("set", network, "300");
    expect(res.code, JSON.stringify(res)).toBe(1);
    expect(res.stderr).toContain(`${network} is a new network: give its name too`);
    expect(await db.dataTariff.findUnique({ where: { network } })).toBeNull();
  });
});
