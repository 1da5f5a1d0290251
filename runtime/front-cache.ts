// The front cache: a shared cache of the app's public answers, inside the server process but
// in front of Next.js, as a CDN or an nginx micro-cache would sit in front of it. In exam
// season the same catalogue queries arrive thousands of times a minute; a repeat is answered
// from memory here without entering the framework.
//
// Only answers the app marks as shared are kept: a 200 carrying FRONT_CACHE_HEADER (set by
// cachedJson in server/http/micro-cache.ts, for answers that are the same for every caller),
// for the time the mark names, never longer. The app forgets entries after a write through
// server/runtime-bridge.ts, so a change is visible at once on this process; other server
// processes see it when their entry expires (seconds).
//
// The build's assets (Next.js's `/_next/static/`, `Cache-Control: immutable`) are the same bytes
// for everyone until the next build, and every first visit downloads them: they are kept too,
// compressed once at Brotli's highest quality, which takes a seventh off the scripts a phone
// downloads compared with the quality fit for compressing on every request. That compression
// runs on libuv's thread pool, not the event loop; until it is done the asset is answered as
// before.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { FRONT_CACHE_HEADER, parseFrontCacheMark, type FrontCacheInvalidation } from "../server/runtime-bridge";
import { compressibleAnswer } from "./compression";
import type { Stage } from "./stage";

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
  // A hit answers whole bodies only (a Range request goes to the app).
  "accept-ranges",
]);

type Encoding = "br" | "gzip" | "identity";
type HeaderValue = string | string[] | number | undefined;
/** Headers as an answer holds them (`res.getHeaders()`), a value being a string, a list or a number. */
type AnswerHeaders = Record<string, HeaderValue>;

/**
 * The encoding to answer in, from an Accept-Encoding header: Brotli or gzip by quality
 * (Brotli on a tie, as the compression middleware prefers), else none.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const quality = new Map<string, number>();
  for (const part of String(acceptEncoding).split(",")) {
    const [rawName = "", ...params] = part.toLowerCase().split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const q = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  const best = q("br") >= q("gzip") ? "br" : "gzip";
  return q(best) > 0 ? best : "identity";
}

function firstValue(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
}

/**
 * Whether an answer may be shared at all, whatever the app marked: never one that sets a
 * cookie, says it is private or not to be stored, or varies on everything (`Vary: *`).
 */
export function shareable(status: number, headers: AnswerHeaders): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (/\b(private|no-store)\b/i.test(firstValue(headers["cache-control"]) ?? "")) return false;
  return !varyNames(headers).includes("*");
}

/** The request headers an answer varies on (its Vary header), lower-cased; the encoding is negotiated here, not keyed. */
export function varyNames(headers: AnswerHeaders): string[] {
  return (firstValue(headers.vary) ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== "accept-encoding");
}

/** What `req` sends for each of `names`: a kept answer is served only to requests that send the same. */
const requestValues = (headers: IncomingHttpHeaders, names: string[]): [string, string][] =>
  names.map((name) => [name, firstValue(headers[name]) ?? ""]);

const requestSaysNoCache = (req: IncomingMessage) =>
  /\bno-cache\b/i.test(req.headers["cache-control"] ?? "") ||
  /\bno-cache\b/i.test(firstValue(req.headers.pragma) ?? "");

const compressors = {
  // Quality 4, as the compression middleware answers uncached requests.
  br: (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => zlib.gzipSync(body),
};

/** How long a build asset is kept: its bytes never change, so only memory bounds it. */
const ASSET_TTL_MS = 24 * 60 * 60 * 1000;
/** The key of every build asset's entry (no write of the app forgets them). */
const ASSET_KEY = "build-asset";

/** Where Next.js serves the build's assets, their names hashed from their content. */
const BUILD_ASSETS_PATH = "/_next/static/";

/** Assets waiting for their compression at most; more are answered as before and not kept. */
const MAX_WAITING_ASSETS = 32;

/**
 * A build asset: under Next.js's static path without a query (the same file under any query
 * would be kept, and compressed, once per query), immutable, and worth compressing (scripts,
 * styles, SVG; not fonts or images). Other immutable answers (stored images) are left alone: a
 * file removed from storage must stop being served.
 */
const isBuildAsset = (url: string, res: Pick<ServerResponse, "statusCode" | "getHeader">): boolean =>
  url.startsWith(BUILD_ASSETS_PATH) &&
  !url.includes("?") &&
  /\bimmutable\b/i.test(firstValue(res.getHeader("cache-control")) ?? "") &&
  compressibleAnswer(res);

/** An asset's encodings, made on libuv's thread pool: Brotli at its highest quality, gzip at its highest level. */
async function strongEncodings(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const br = await new Promise<Buffer>((resolve, reject) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      (err, out) => (err ? reject(err) : resolve(out)),
    ),
  );
  const gzip = await new Promise<Buffer>((resolve, reject) =>
    zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, (err, out) => (err ? reject(err) : resolve(out))),
  );
  return { br, gzip };
}

type Entry = {
  key: string;
  varyOn: [string, string][];
  storedAt: number;
  headers: Record<string, string>;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
};

export type FrontCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** The build assets' own budget, so they and the app's answers never push each other out. */
  maxAssetBytes?: number;
  maxBodyBytes?: number;
  threshold?: number;
  now?: () => number;
};

export type FrontCache = FrontCacheInvalidation & {
  /** Answers `req` from the cache when it holds a fresh answer for its URL; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Watches the answer the app gives to `req`: strips the app's mark from every answer (it is
   * internal), and keeps the bytes of a marked GET answer that may be shared. Call before the
   * app writes, after any stage that wraps the response (so the mark is read before the
   * headers go out).
   */
  capture(req: IncomingMessage, res: ServerResponse): void;
  readonly size: number;
  readonly bytes: number;
};

export function createFrontCache({
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  maxAssetBytes = 16 * 1024 * 1024,
  maxBodyBytes = 1024 * 1024,
  threshold = 1024,
  now = Date.now,
}: FrontCacheOptions = {}): FrontCache {
  // Bounded by count and by bytes (each entry's body and the encodings made of it); when full,
  // the least recently served answer goes. Each entry lives for the time its mark names.
  const bounded = (max: number, maxSize: number) =>
    new LRUCache<string, Entry>({ max, maxSize, sizeCalculation: (e) => e.bytes, perf: { now }, ttlResolution: 0 });
  const entries = bounded(maxEntries, maxBytes);
  // The build's assets, each with its encodings made before it is kept; no write forgets them.
  const assets = bounded(1000, maxAssetBytes);
  // Counts writes (forget calls): an answer begun before one is not stored.
  let generation = 0;
  // Assets waiting for their compression, made one at a time: a build's dozens at once would
  // hold every thread of the pool that file reads and the compression middleware also need.
  const compressing = new Set<string>();
  let compressions = Promise.resolve();

  /** The body in `encoding`, each encoding compressed once per entry. */
  function encoded(url: string, entry: Entry, encoding: Encoding): Buffer {
    if (encoding === "identity") return entry.body;
    let body = entry[encoding];
    if (!body) {
      body = entry[encoding] = compressors[encoding](entry.body);
      entry.bytes += body.length;
      // Stored again so its size counts the new encoding; its time to live stays as it was.
      entries.set(url, entry, { noUpdateTTL: true });
    }
    return body;
  }

  /** A kept answer for `req`: the app's, or a build asset unless the browser asks whether its copy is current (the app answers 304). */
  function lookUp(req: IncomingMessage, url: string): Entry | undefined {
    const entry = entries.get(url);
    if (entry) return entry;
    const conditional = req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;
    return conditional ? undefined : assets.get(url);
  }

  const eligible = (req: IncomingMessage) =>
    (req.method === "GET" || req.method === "HEAD") && req.headers.range === undefined && !requestSaysNoCache(req);

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!eligible(req) || req.url === undefined) return false;
    const entry = lookUp(req, req.url);
    if (!entry || !entry.varyOn.every(([name, value]) => (firstValue(req.headers[name]) ?? "") === value)) return false;
    const at = now();
    const encoding = entry.body.length >= threshold ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
    const body = encoded(req.url, entry, encoding);
    res.writeHead(200, {
      ...entry.headers,
      age: String(Math.floor((at - entry.storedAt) / 1000)),
      "content-length": String(body.length),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  function capture(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? "";
    const storable = req.method === "GET" && eligible(req);
    // A write that happens while this answer is being made must not be undone by storing it.
    const startedIn = generation;
    const { writeHead, write, end } = res;
    let decided = false;
    let mark: { ttlMs: number; key: string } | null = null;
    let varyOn: [string, string][] = [];
    // The length the app declared, read before an outer stage (compression) removes it.
    let declaredLength: number | undefined;
    const chunks: Buffer[] = [];
    let size = 0;

    const decide = (status?: number) => {
      if (decided) return;
      decided = true;
      const value = res.getHeader(FRONT_CACHE_HEADER);
      if (value === undefined && !isBuildAsset(url, res)) return;
      res.removeHeader(FRONT_CACHE_HEADER);
      const headers = res.getHeaders();
      if (!storable || !shareable(status ?? res.statusCode, headers)) return;
      mark = value === undefined ? { ttlMs: ASSET_TTL_MS, key: ASSET_KEY } : parseFrontCacheMark(value);
      varyOn = requestValues(req.headers, varyNames(headers));
      const length = Number(firstValue(headers["content-length"]));
      declaredLength = Number.isInteger(length) ? length : undefined;
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (!mark || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > maxBodyBytes) mark = null;
      else chunks.push(bytes);
    };

    // The originals take several overloads; the wrappers pass whatever they were given on.
    type Passed = Parameters<typeof write>;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      decide(typeof status === "number" ? status : undefined);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof res.writeHead;
    res.write = function (this: ServerResponse, chunk: Passed[0], encoding?: unknown, cb?: unknown) {
      decide();
      keep(chunk, encoding);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, cb);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
      decide();
      keep(chunk, encoding);
      if (mark?.key === ASSET_KEY && (declaredLength === undefined || declaredLength === size))
        keepAsset(url, varyOn, res, Buffer.concat(chunks, size));
      else if (mark && mark.key !== ASSET_KEY && generation === startedIn)
        store(url, mark, varyOn, res, Buffer.concat(chunks, size));
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, cb);
    } as typeof res.end;
  }

  /** The headers a hit repeats: the app's, less those of one answer, varying on the encoding. */
  function keptHeaders(res: ServerResponse): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) headers[name] = String(firstValue(value));
    }
    // Hits are answered in the client's encoding, so caches after this one must key on it.
    if (!/\baccept-encoding\b/i.test(headers.vary ?? ""))
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    return headers;
  }

  function store(
    url: string,
    mark: { ttlMs: number; key: string },
    varyOn: [string, string][],
    res: ServerResponse,
    body: Buffer,
  ) {
    const entry = { key: mark.key, varyOn, storedAt: now(), headers: keptHeaders(res), body, bytes: body.length };
    entries.set(url, entry, { ttl: mark.ttlMs });
  }

  /** Queues an asset's compression; it is kept once compressed, and answered as before until then (or if that fails). */
  function keepAsset(url: string, varyOn: [string, string][], res: ServerResponse, body: Buffer) {
    if (compressing.has(url) || compressing.size >= MAX_WAITING_ASSETS || assets.has(url)) return;
    compressing.add(url);
    const headers = keptHeaders(res);
    compressions = compressions
      .then(async () => {
        const { br, gzip } = await strongEncodings(body);
        const bytes = body.length + br.length + gzip.length;
        assets.set(
          url,
          { key: ASSET_KEY, varyOn, storedAt: now(), headers, body, br, gzip, bytes },
          { ttl: ASSET_TTL_MS },
        );
      })
      .catch(() => {})
      .finally(() => compressing.delete(url));
  }

  /** Forgets every entry whose app key starts with one of `prefixes` (after a write that changes them). */
  function forget(prefixes: string[]): void {
    generation++;
    const forgotten = [...entries.entries()]
      .filter(([, entry]) => prefixes.some((p) => entry.key.startsWith(p)))
      .map(([url]) => url);
    for (const url of forgotten) entries.delete(url);
  }

  return {
    serve,
    capture,
    forget,
    get size() {
      return entries.size + assets.size;
    },
    get bytes() {
      return entries.calculatedSize + assets.calculatedSize;
    },
  };
}

/** A repeat is answered from the cache; anything else goes on, watched so a marked answer is kept. */
export function frontCacheStage(cache: FrontCache): Stage {
  return (req, res, next) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    next();
  };
}
