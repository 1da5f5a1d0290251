import { handleLessonUpload } from "@/server/http/lesson-uploads";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// /api/uploads/{id} – the tutor's own upload (tus 1.0.0): HEAD tells the offset received, PATCH appends from it, DELETE abandons it
export const HEAD = route(endpoints.HEAD, ({ req, user }) => handleLessonUpload(req, user));
export const PATCH = route(endpoints.PATCH, ({ req, user }) => handleLessonUpload(req, user));
export const DELETE = route(endpoints.DELETE, ({ req, user }) => handleLessonUpload(req, user));

// OPTIONS /api/uploads/{id} – the server's tus version, extensions and limits, for anyone
export const OPTIONS = route(endpoints.OPTIONS, ({ req }) => handleLessonUpload(req, null));
