import path from "node:path";

// Everything the embedded defaults keep on disk lives under .data/ in the project root.
export const DATA_DIR = path.resolve(process.cwd(), ".data");
export const MAIL_DIR = path.join(DATA_DIR, "mail");
export const MESSAGES_DIR = path.join(DATA_DIR, "messages");
export const STORAGE_DIR = path.join(DATA_DIR, "storage");
export const AUTH_SECRET_FILE = path.join(DATA_DIR, "auth-secret");
/** Lesson uploads in progress (the tus protocol's files) when S3 is not configured. */
export const UPLOADS_DIR = path.join(DATA_DIR, "uploads");
