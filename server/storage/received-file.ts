// The files an upload hands the domain, whatever read them off the wire (server/http/multipart.ts).

/** A small file held in memory. */
export type UploadedFile = { fieldName: string; fileName: string; declaredType: string; bytes: Buffer };

/** A large file spooled to a temporary file at `path`; `head` holds its first bytes, for recognising the type. */
export type SpooledFile = { fileName: string; declaredType: string; path: string; size: number; head: Buffer };
