import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AUTH_SECRET_FILE } from "./paths";

/** The development AUTH_SECRET: made once into .data/auth-secret, then reused so sessions survive restarts. */
export function readOrCreateDevSecret(file = AUTH_SECRET_FILE): string {
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
