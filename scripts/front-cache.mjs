// The front cache: a shared cache of the app's public answers, inside the server process but
// in front of Next.js, as a CDN or an nginx micro-cache would sit in front of it. In exam
// season the same catalogue queries arrive thousands of times a minute; a repeat is answered
// from memory here without entering the framework (a route handler costs ~0.8 ms of CPU
// before it does anything).
//
// Only answers the app marks as shared are kept: a 200 carrying FRONT_CACHE_HEADER (set by
// cachedJson in server/http/micro-cache.ts, for answers that are the same for every caller),
// for the time the header names, never longer. The app forgets entries after a write through
// the process-wide registry (`frontCacheRegistry`), so a change is visible at once on this
// process; other server processes see it when their entry expires (seconds).
//   const cache = createFrontCache();
//   if (!cache.serve(req, res)) { cache.capture(req, res); nextHandler(req, res); }
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";

export const FRONT_CACHE_HEADER = "x-examprep-front-cache";
/** Where the app finds the cache of its own process (see server/http/micro-cache.ts). */
export const frontCacheRegistry = Symbol.for("examprep.frontCache");

// Headers that belong to one answer or one connection, not to the stored one; every other
// header the app set (type, caching, the security headers) is kept.
const PER_ANSWER_HEADERS = new Set([
  FRONT_CACHE_HEADER,
  "x-request-id",
  "date",
  "age",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
]);

/**
 * The encoding to answer in, from an Accept-Encoding header: Brotli or gzip by quality
 * (Brotli on a tie, as the compression middleware prefers), else none.
 */
export function preferredEncoding(acceptEncoding) {
  if (!acceptEncoding) return "identity";
  const quality = new Map();
  for (const part of String(acceptEncoding).split(",")) {
    const [rawName, ...params] = part.toLowerCase().split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const q = (name) => quality.get(name) ?? quality.get("*") ?? 0;
  const best = q("br") >= q("gzip") ? "br" : "gzip";
  return q(best) > 0 ? best : "identity";
}

/** Reads FRONT_CACHE_HEADER ("<ttl ms>;<url-encoded key>"); null when absent or malformed. */
export function parseMark(value) {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string") return null;
  const at = text.indexOf(";");
  const ttlMs = Number(text.slice(0, at));
  if (at < 1 || !Number.isFinite(ttlMs) || ttlMs <= 0) return null;
  try {
    return { ttlMs, key: decodeURIComponent(text.slice(at + 1)) };
  } catch {
    return null;
  }
}

/** The request's own id, as the app's route wrapper takes it, or a new one. */
const requestId = (req) => (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();

/**
 * Whether an answer may be shared at all, whatever the app marked: never one that sets a
 * cookie, says it is private or not to be stored, or varies on everything (`Vary: *`).
 */
export function shareable(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (/\b(private|no-store)\b/i.test(firstValue(headers["cache-control"]) ?? "")) return false;
  return !varyNames(headers).includes("*");
}

/** The request headers an answer varies on (its Vary header), lower-cased; the encoding is negotiated here, not keyed. */
export function varyNames(headers) {
  return (firstValue(headers.vary) ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== "accept-encoding");
}

/** What `req` sends for each of `names`: a kept answer is served only to requests that send the same. */
const requestValues = (req, names) => names.map((name) => [name, firstValue(req.headers[name]) ?? ""]);

const requestSaysNoCache = (req) => /\bno-cache\b/i.test(req.headers["cache-control"] ?? "") || /\bno-cache\b/i.test(req.headers.pragma ?? "");

function firstValue(value) {
  return Array.isArray(value) ? value.join(", ") : value;
}

const compressors = {
  // Quality 4, as the compression middleware answers uncached requests.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

export function createFrontCache({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024, maxBodyBytes = 1024 * 1024, threshold = 1024, now = Date.now } = {}) {
  /** @type {Map<string, { key: string, varyOn: [string, string][], storedAt: number, expiresAt: number, headers: Record<string, string>, body: Buffer, br?: Buffer, gzip?: Buffer, bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  // Counts writes (forget calls): an answer begun before one is not stored.
  let generation = 0;

  const remove = (url) => {
    const entry = entries.get(url);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(url);
  };
  // Oldest first, until the newest fits.
  const makeRoom = () => {
    while (entries.size > 0 && (entries.size > maxEntries || bytes > maxBytes)) remove(entries.keys().next().value);
  };

  /** The body in `encoding`, each encoding compressed once per entry. */
  function encoded(entry, encoding) {
    if (encoding === "identity") return entry.body;
    let body = entry[encoding];
    if (!body) {
      body = entry[encoding] = compressors[encoding](entry.body);
      entry.bytes += body.length;
      bytes += body.length;
      makeRoom();
    }
    return body;
  }

  const eligible = (req) => (req.method === "GET" || req.method === "HEAD") && req.headers.range === undefined && !requestSaysNoCache(req);

  /** Answers `req` from the cache when it holds a fresh answer for its URL; true when it did. */
  function serve(req, res) {
    if (!eligible(req)) return false;
    const entry = entries.get(req.url);
    if (!entry || !entry.varyOn.every(([name, value]) => (firstValue(req.headers[name]) ?? "") === value)) return false;
    const at = now();
    if (entry.expiresAt <= at) {
      remove(req.url);
      return false;
    }
    const encoding = entry.body.length >= threshold ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
    const body = encoded(entry, encoding);
    res.writeHead(200, {
      ...entry.headers,
      age: String(Math.floor((at - entry.storedAt) / 1000)),
      "x-request-id": requestId(req),
      "content-length": String(body.length),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * Watches the answer the app gives to `req`: strips the app's mark from every answer (it is
   * internal), and keeps the bytes of a marked GET answer that may be shared. Call before
   * handing the request to Next.js, after any middleware that wraps the response (so the mark
   * is read before the headers go out).
   */
  function capture(req, res) {
    const url = req.url;
    const storable = req.method === "GET" && eligible(req);
    // A write that happens while this answer is being made must not be undone by storing it.
    const startedIn = generation;
    const { writeHead, write, end } = res;
    let decided = false;
    let mark = null;
    let varyOn = [];
    const chunks = [];
    let size = 0;

    const decide = (status) => {
      if (decided) return;
      decided = true;
      const value = res.getHeader(FRONT_CACHE_HEADER);
      if (value === undefined) return;
      res.removeHeader(FRONT_CACHE_HEADER);
      const headers = res.getHeaders();
      if (!storable || !shareable(status ?? res.statusCode, headers)) return;
      mark = parseMark(value);
      varyOn = requestValues(req, varyNames(headers));
    };
    const keep = (chunk, encoding) => {
      if (!mark || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      size += bytes.length;
      if (size > maxBodyBytes) mark = null;
      else chunks.push(bytes);
    };

    res.writeHead = function (status, ...rest) {
      decide(typeof status === "number" ? status : undefined);
      return writeHead.call(this, status, ...rest);
    };
    res.write = function (chunk, encoding, cb) {
      decide();
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      decide();
      keep(chunk, encoding);
      if (mark && generation === startedIn) store(url, mark, varyOn, res, Buffer.concat(chunks, size));
      return end.call(this, chunk, encoding, cb);
    };
  }

  function store(url, mark, varyOn, res, body) {
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) headers[name] = String(firstValue(value));
    }
    // Hits are answered in the client's encoding, so caches after this one must key on it.
    if (!/\baccept-encoding\b/i.test(headers.vary ?? "")) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    remove(url);
    const at = now();
    entries.set(url, { key: mark.key, varyOn, storedAt: at, expiresAt: at + mark.ttlMs, headers, body, bytes: body.length });
    bytes += body.length;
    makeRoom();
  }

  /** Forgets every entry whose app key starts with one of `prefixes` (after a write that changes them). */
  function forget(prefixes) {
    generation++;
    for (const [url, entry] of entries) if (prefixes.some((p) => entry.key.startsWith(p))) remove(url);
  }

  return {
    serve,
    capture,
    forget,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
