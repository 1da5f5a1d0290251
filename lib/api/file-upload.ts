import { z } from "zod";

/** A multipart/form-data body with one file in `field`, read by the handler itself (server/http/multipart.ts). */
export function fileUpload(field: string, description: string) {
  return {
    mediaType: "multipart/form-data" as const,
    description,
    schema: z.object({ [field]: z.string().meta({ format: "binary" }) }),
  };
}
