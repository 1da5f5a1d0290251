import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { lessonSchema } from "@/lib/api/responses/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/videos/section/{id}",
  auth: "optional",
  tag: "Courses",
  summary: "A section's lessons; lessons whose media is not ready are listed for their owner only, with media_state",
  responses: { 200: z.object({ videos: z.array(lessonSchema) }) },
  errors: ["not_found"],
});
