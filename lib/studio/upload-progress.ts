// How the studio words an upload's progress and a refusal of it. The tus endpoint refuses
// with a 4xx whose body is the contract's JSON error or a plain sentence.

const MB = 1024 * 1024;

/** "3.4 MB": one decimal, which moves visibly on a slow connection. */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A file's size as a tutor reads it: KB below a megabyte, where "0.0 MB" would say nothing. */
export const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);

/** "3.4 MB of 12.0 MB". */
export const megabytesOf = (sent: number, total: number) => `${megabytes(sent)} of ${megabytes(total)}`;

/** Whole percent, never 100 before the last byte is in. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((sent / total) * 100);
  return sent >= total ? 100 : Math.min(percent, 99);
}

const fallbackByStatus: Record<number, string> = {
  401: "Your session has ended. Sign in again, then choose the file again to continue.",
  403: "You can only upload to your own lessons.",
  404: "This lesson no longer exists.",
  409: "This lesson already has an upload in progress or finished.",
  413: "This file is too large to upload.",
  415: "This file is not a video. Choose an MP4, WebM or MOV file.",
  429: "Too many uploads at once. Please wait a minute and try again.",
};

const MAX_SHOWN = 300;

/** The sentence to show for a refused upload: the server's own, else one for its status. */
export function refusalMessage(status: number, body: string): string {
  const text = body.trim();
  let message = "";
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string")
      message = parsed.message;
  } catch {
    // A plain-text refusal is the sentence itself, unless it is a page of markup.
    if (!text.startsWith("<")) message = text;
  }
  if (message) return message.length > MAX_SHOWN ? `${message.slice(0, MAX_SHOWN)}…` : message;
  return fallbackByStatus[status] ?? `The server refused the upload (HTTP ${status}).`;
}

/**
 * Whether a failed tus request is worth trying again by itself: no answer (a dropped
 * connection) or a server error. On an existing upload, 409 (the offset moved) and 423 (locked)
 * clear with the next HEAD too; at creation (POST) a 409 is the server refusing the lesson.
 * Any other 4xx would fail the same way again.
 */
export function isRetryable(method: string, status: number | null): boolean {
  if (status === null || status === 0 || status >= 500) return true;
  return method.toUpperCase() !== "POST" && (status === 409 || status === 423);
}
