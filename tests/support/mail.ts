// Reading the mails the fake SMTP server captured (tests/fakes/smtp.ts).
import fs from "node:fs";
import path from "node:path";
import type { CapturedMail } from "../fakes/smtp";

export function captureDir(): string {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error("MAIL_CAPTURE_DIR is not set: the test setup starts the fake SMTP server");
  return dir;
}

export function mailsTo(address: string, dir = captureDir()): CapturedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as CapturedMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits until `count` mails to `address` have arrived, and returns them (oldest first). */
export async function waitForMails(
  address: string,
  count = 1,
  { timeoutMs = 10_000, dir = captureDir() } = {},
): Promise<CapturedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address, dir);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The decoded text/plain part of a raw message (quoted-printable or base64 or plain). Parts are
 * split at the message's own boundary: a quoted-printable line may begin with "--" too (a link's
 * token broken across lines).
 */
export function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  // The line break before a boundary belongs to the boundary.
  const parts = boundary ? raw.split(`--${boundary}`).map((part) => part.replace(/\r?\n$/, "")) : [raw];
  const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [headers = "", ...bodyParts] = text.split(/\r?\n\r?\n/);
  let body = bodyParts.join("\n\n");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(body, "latin1").toString("utf8");
  } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body;
}

export function subjectOf(raw: string): string {
  return /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? "";
}

/** Every http(s) link in the text part. */
export function linksIn(mail: CapturedMail): string[] {
  return textPart(mail.raw).match(/https?:\/\/[^\s>]+/g) ?? [];
}
