import { handleLessonUpload } from "@/server/http/lesson-uploads";
import { route } from "@/server/http/route";

// /api/uploads/{id} – the tutor's own upload (tus 1.0.0): HEAD tells the offset received, PATCH appends from it, DELETE abandons it
const ownUpload = route({ auth: "tutor" }, ({ req, user }) => handleLessonUpload(req, user));

export const HEAD = ownUpload;
export const PATCH = ownUpload;
export const DELETE = ownUpload;

// OPTIONS /api/uploads/{id} – the server's tus version, extensions and limits, for anyone
export const OPTIONS = route(({ req }) => handleLessonUpload(req, null));
