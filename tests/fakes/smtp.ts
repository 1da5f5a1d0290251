// A real SMTP server for tests (the `smtp-server` package): every message it receives is
// written as JSON to a capture folder, where tests in any process can read it.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; from: string; raw: string; receivedAt: string };

export async function startFakeSmtp(
  captureDir: string,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  fs.mkdirSync(captureDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: new Date().toISOString(),
        };
        const file = path.join(captureDir, `${Date.now()}-${process.pid}-${++counter}.json`);
        // Written aside and renamed, so a test reading the folder never sees half a mail.
        fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
