import { handleLessonUpload } from "@/server/http/lesson-uploads";
import { route } from "@/server/http/route";

// /api/uploads and /api/uploads/{id} – a tutor's resumable lesson upload (tus 1.0.0: POST creates, HEAD tells the offset, PATCH appends, DELETE abandons)
const tutorUpload = route({ auth: "tutor" }, ({ req, user }) => handleLessonUpload(req, user));

export const POST = tutorUpload;
export const HEAD = tutorUpload;
export const PATCH = tutorUpload;
export const DELETE = tutorUpload;

// OPTIONS – the server's tus version, extensions and limits, for anyone
export const OPTIONS = route(({ req }) => handleLessonUpload(req, null));
