// Text messages to a phone (SMS, WhatsApp), for the guardian's weekly digest. A provider is an
// adapter behind this interface, chosen by MESSAGING_PROVIDER (./index.ts).

export const MESSAGE_CHANNELS = ["sms", "whatsapp"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export interface Messenger {
  /** Sends `text` to `to`, a number in international form (+234…). Throws when the provider refuses it. */
  send(to: string, text: string): Promise<void>;
}

/** A message as the local fake writes it. */
export type WrittenMessage = { channel: MessageChannel; to: string; text: string; created_at: string };
