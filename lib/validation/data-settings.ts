import { z } from "zod";
import { VIDEO_QUALITIES, type VideoQuality } from "../media/renditions";
import type { Tariff } from "../media/data-cost";

// The student's data settings (docs/player.md): their mobile network, for lesson costs in
// naira, and the video quality the player starts with. GET/PUT /api/me/data-settings.
// Tariffs are operators' settings data (`npm run tariffs`), checked with the same rules.

export type DataSettings = { network: string | null; video_quality: VideoQuality; tariffs: Tariff[] };

export const NETWORK_KEY_PATTERN = /^[a-z0-9]{2,16}$/;

// A blank network (an empty choice in a form) means none chosen.
const networkField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string({ error: "network must be the key of a mobile network, or null" })
    .trim()
    .toLowerCase()
    .max(16, "network must be the key of a mobile network, or null")
    .nullable(),
);

/** PUT /api/me/data-settings: either field, or both; the network must be one of the tariffs (checked against the table). */
export const dataSettingsSchema = z
  .strictObject({
    network: networkField.optional(),
    video_quality: z
      .enum(VIDEO_QUALITIES, { message: "video_quality must be auto, audio, lite, standard or high" })
      .optional(),
  })
  .refine((input) => input.network !== undefined || input.video_quality !== undefined, {
    message: "Send network, video_quality or both",
  });
export type DataSettingsInput = z.output<typeof dataSettingsSchema>;

/** `npm run tariffs -- set <network> <naira_per_gb> [name]`. */
export const tariffSetSchema = z.strictObject({
  network: z
    .string()
    .trim()
    .toLowerCase()
    .regex(NETWORK_KEY_PATTERN, "network is a short key of 2 to 16 letters or digits, such as mtn or 9mobile"),
  naira_per_gb: z.coerce
    .number({ error: "naira_per_gb must be a whole number of naira" })
    .int("naira_per_gb must be a whole number of naira")
    .min(1, "naira_per_gb must be at least 1")
    .max(100_000, "naira_per_gb must be at most 100000"),
  name: z.string().trim().min(1, "name must not be empty").max(40, "name is at most 40 characters").optional(),
});
export type TariffSetInput = z.output<typeof tariffSetSchema>;
