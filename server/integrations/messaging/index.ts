import "server-only";
import { MESSAGES_DIR } from "../../config/paths";
import { env, isProduction } from "../../env";
import { log } from "../../log";
import { localMessenger } from "./local";
import type { MessageChannel, Messenger } from "./types";

// The messenger for SMS and WhatsApp, chosen by MESSAGING_PROVIDER. Only "local" (files in a
// folder) exists so far: a provider (Termii, Twilio, the WhatsApp Business API…) is a module
// beside local.ts implementing Messenger, a new value of MESSAGING_PROVIDER in
// server/config/env-schema.ts with the variables it needs, and a case below.

export type { MessageChannel, Messenger } from "./types";

let warned = false;

export function messenger(channel: MessageChannel): Messenger {
  switch (env.MESSAGING_PROVIDER) {
    case "local":
      if (isProduction && !warned) {
        warned = true;
        log.warn("MESSAGING_PROVIDER is local: SMS and WhatsApp messages are written to a folder, not sent");
      }
      return localMessenger(env.MESSAGING_DIR ?? MESSAGES_DIR, channel);
  }
}
