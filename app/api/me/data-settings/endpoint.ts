import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { VIDEO_QUALITIES } from "@/lib/media/renditions";
import { dataSettingsSchema } from "@/lib/validation/data-settings";

const settings = z.object({
  network: z.string().nullable().describe("A tariff's key; null until chosen"),
  video_quality: z.enum(VIDEO_QUALITIES),
  tariffs: z.array(z.object({ network: z.string(), name: z.string(), naira_per_gb: z.number() })),
});

export const GET = endpoint({
  method: "GET",
  path: "/api/me/data-settings",
  auth: "student",
  tag: "Player",
  summary: "The student's mobile network (null until chosen) and video quality, with every network's data price",
  responses: { 200: settings },
});

export const PUT = endpoint({
  method: "PUT",
  path: "/api/me/data-settings",
  auth: "student",
  tag: "Player",
  summary:
    "Choose the network lesson costs are priced at (a tariff's key, or null) and the video quality; an unknown network is 400 naming the choices",
  body: dataSettingsSchema,
  responses: { 200: settings },
});
