// A local fake of the S3 API, path style, over real HTTP: objects with their metadata, ranged
// reads, and multipart uploads with ListParts, which the tus S3 store needs and s3rver lacks.
// Everything is kept in memory; signatures are not checked. Enough for the app's storage and
// @tus/s3-store, nothing more.
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type StoredObject = { body: Buffer; metadata: Record<string, string>; contentType: string; modified: Date };
type Multipart = {
  key: string;
  metadata: Record<string, string>;
  contentType: string;
  parts: Map<number, Buffer>;
  initiated: Date;
};

export type FakeS3 = { url: string; bucket: string; objects: Map<string, StoredObject>; close(): Promise<void> };

const etag = (body: Buffer) => `"${createHash("md5").update(body).digest("hex")}"`;
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The payload of an aws-chunked body: hex size, optional extensions, CRLF, data, CRLF; a 0 chunk then trailers. */
function decodeChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(";")[0]!, 16);
    at = lineEnd + 2;
    if (!size) break;
    out.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  return Buffer.concat(out);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const chunked =
        String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ||
        req.headers["x-amz-decoded-content-length"] !== undefined;
      resolve(chunked ? decodeChunked(raw) : raw);
    });
    req.on("error", reject);
  });
}

const metadataOf = (req: http.IncomingMessage) =>
  Object.fromEntries(
    Object.entries(req.headers).flatMap(([k, v]) => (k.startsWith("x-amz-meta-") ? [[k.slice(11), String(v)]] : [])),
  );

export async function startFakeS3(bucket = "examprep-test"): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, Multipart>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.local");
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const q = url.searchParams;
    const send = (status: number, body = "", headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/xml", ...headers });
      res.end(body);
    };
    const missing = (code = "NoSuchKey") =>
      req.method === "HEAD"
        ? send(404)
        : send(404, xml(`<Error><Code>${code}</Code><Message>Not found</Message><Key>${escape(key)}</Key></Error>`));
    try {
      if (bucketName !== bucket) return missing("NoSuchBucket");
      const body = await readBody(req);

      if (!key) {
        if (req.method === "GET" && q.has("uploads")) {
          const list = [...uploads.entries()]
            .map(
              ([id, u]) =>
                `<Upload><Key>${escape(u.key)}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
            )
            .join("");
          return send(
            200,
            xml(
              `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${list}</ListMultipartUploadsResult>`,
            ),
          );
        }
        if (req.method === "GET") {
          const prefix = q.get("prefix") ?? "";
          const found = [...objects.entries()].filter(([k]) => k.startsWith(prefix));
          const list = found
            .map(
              ([k, o]) =>
                `<Contents><Key>${escape(k)}</Key><Size>${o.body.length}</Size><LastModified>${o.modified.toISOString()}</LastModified><ETag>${etag(o.body)}</ETag></Contents>`,
            )
            .join("");
          return send(
            200,
            xml(
              `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${found.length}</KeyCount><IsTruncated>false</IsTruncated>${list}</ListBucketResult>`,
            ),
          );
        }
        if (req.method === "POST" && q.has("delete")) {
          const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
            m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
          );
          for (const k of keys) objects.delete(k);
          return send(
            200,
            xml(
              `<DeleteResult>${keys.map((k) => `<Deleted><Key>${escape(k)}</Key></Deleted>`).join("")}</DeleteResult>`,
            ),
          );
        }
        return send(405);
      }

      const uploadId = q.get("uploadId");
      if (req.method === "POST" && q.has("uploads")) {
        const id = randomUUID();
        uploads.set(id, {
          key,
          metadata: metadataOf(req),
          contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
          parts: new Map(),
          initiated: new Date(),
        });
        return send(
          200,
          xml(
            `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          ),
        );
      }
      if (uploadId !== null) {
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) return missing("NoSuchUpload");
        if (req.method === "PUT") {
          const part = Number(q.get("partNumber"));
          upload.parts.set(part, body);
          return send(200, "", { etag: etag(body) });
        }
        if (req.method === "GET") {
          const parts = [...upload.parts.entries()]
            .sort(([a], [b]) => a - b)
            .map(
              ([n, b]) => `<Part><PartNumber>${n}</PartNumber><ETag>${etag(b)}</ETag><Size>${b.length}</Size></Part>`,
            )
            .join("");
          return send(
            200,
            xml(
              `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
            ),
          );
        }
        if (req.method === "POST") {
          const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0)));
          objects.set(key, {
            body: whole,
            metadata: upload.metadata,
            contentType: upload.contentType,
            modified: new Date(),
          });
          uploads.delete(uploadId);
          return send(
            200,
            xml(
              `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><ETag>${etag(whole)}</ETag></CompleteMultipartUploadResult>`,
            ),
          );
        }
        if (req.method === "DELETE") {
          uploads.delete(uploadId);
          return send(204);
        }
      }

      if (req.method === "PUT") {
        objects.set(key, {
          body,
          metadata: metadataOf(req),
          contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
          modified: new Date(),
        });
        return send(200, "", { etag: etag(body) });
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        return send(204);
      }
      if (req.method === "GET" || req.method === "HEAD") {
        const object = objects.get(key);
        if (!object) return missing();
        const headers: Record<string, string> = {
          "content-type": object.contentType,
          etag: etag(object.body),
          "last-modified": object.modified.toUTCString(),
          "accept-ranges": "bytes",
          ...Object.fromEntries(Object.entries(object.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
        };
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
        let slice = object.body;
        let status = 200;
        if (range) {
          const start = Number(range[1]);
          const end = range[2] ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
          slice = object.body.subarray(start, end + 1);
          headers["content-range"] = `bytes ${start}-${end}/${object.body.length}`;
          status = 206;
        }
        headers["content-length"] = String(slice.length);
        res.writeHead(status, headers);
        return res.end(req.method === "HEAD" ? undefined : slice);
      }
      return send(405);
    } catch (err) {
      send(500, xml(`<Error><Code>InternalError</Code><Message>${escape(String(err))}</Message></Error>`));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
