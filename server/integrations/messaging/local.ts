import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { log } from "../../log";
import type { MessageChannel, Messenger, WrittenMessage } from "./types";

// The embedded default: every message becomes a JSON file in a folder (.data/messages unless
// MESSAGING_DIR says otherwise), as the mailer's dev outbox does for mail. Nothing leaves the
// machine; tests read the files.

export function localMessenger(dir: string, channel: MessageChannel): Messenger {
  return {
    async send(to, text) {
      await fs.mkdir(dir, { recursive: true });
      const message: WrittenMessage = { channel, to, text, created_at: new Date().toISOString() };
      const stamp = message.created_at.replace(/[:.]/g, "-");
      const file = path.join(
        dir,
        `${stamp}-${channel}-${to.replace(/[^0-9+]/g, "_")}-${randomUUID().slice(0, 8)}.json`,
      );
      await fs.writeFile(file, JSON.stringify(message, null, 2));
      log.info("message written to the local outbox", { channel, to, file });
    },
  };
}
