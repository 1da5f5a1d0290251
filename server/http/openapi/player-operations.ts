import { dataSettingsSchema } from "@/lib/validation/data-settings";
import type { Operation } from "./document";

// The student's data settings for the lesson player (docs/player.md).
export const playerOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/data-settings",
    summary: "The student's mobile network (null until chosen) and video quality, with every network's data price",
    tag: "Player",
    auth: "student",
    success: {
      description:
        '{ network, video_quality: "auto"|"audio"|"lite"|"standard"|"high", tariffs: [{ network, name, naira_per_gb }] }',
    },
  },
  {
    method: "put",
    path: "/api/me/data-settings",
    summary:
      "Choose the network lesson costs are priced at (a tariff's key, or null) and the video quality; an unknown network is 400 naming the choices",
    tag: "Player",
    auth: "student",
    body: dataSettingsSchema,
    success: { description: "{ network, video_quality, tariffs }" },
  },
];
