// The lesson upload endpoint's two route files, as serveRoutes takes them.
import * as uploadItem from "@/app/api/uploads/[id]/route";
import * as uploadCollection from "@/app/api/uploads/route";
import type { ServedRoute } from "./route-server";

export const uploadRoutes: ServedRoute[] = [
  { pattern: /^\/api\/uploads\/?$/, handlers: uploadCollection },
  { pattern: /^\/api\/uploads\/(?<id>[^/]+)$/, handlers: uploadItem },
];
