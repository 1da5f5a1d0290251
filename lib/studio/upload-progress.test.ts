import { describe, expect, it } from "vitest";
import { fileSize, isRetryable, megabytesOf, percentOf, refusalMessage } from "./upload-progress";

describe("megabytesOf", () => {
  it("shows both sizes in MB with one decimal", () => {
    expect(megabytesOf(0, 12 * 1024 * 1024)).toBe("0.0 MB of 12.0 MB");
    expect(megabytesOf(3.45 * 1024 * 1024, 12 * 1024 * 1024)).toBe("3.5 MB of 12.0 MB");
  });
});

describe("fileSize", () => {
  it.each([
    [200, "1 KB"],
    [22_000, "21 KB"],
    [1024 * 1024 - 1, "1024 KB"],
    [1024 * 1024, "1.0 MB"],
    [2_100_000, "2.0 MB"],
  ])("%i bytes is %s", (bytes, shown) => {
    expect(fileSize(bytes)).toBe(shown);
  });
});

describe("percentOf", () => {
  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5, 0, 0],
  ])("%i of %i is %i%%", (sent, total, percent) => {
    expect(percentOf(sent, total)).toBe(percent);
  });
});

describe("refusalMessage", () => {
  it("shows the server's JSON message", () => {
    expect(
      refusalMessage(413, JSON.stringify({ error: "payload_too_large", message: "Videos can be at most 500 MB" })),
    ).toBe("Videos can be at most 500 MB");
  });

  it("shows a plain-text refusal as it is", () => {
    expect(refusalMessage(415, "This file is not a video\n")).toBe("This file is not a video");
  });

  it.each([
    [413, "", "This file is too large to upload."],
    [415, "<html>nope</html>", "This file is not a video. Choose an MP4, WebM or MOV file."],
    [418, "", "The server refused the upload (HTTP 418)."],
  ])("falls back to a sentence for HTTP %i", (status, body, shown) => {
    expect(refusalMessage(status, body)).toBe(shown);
  });

  it("cuts a very long message", () => {
    expect(refusalMessage(400, "x".repeat(400))).toHaveLength(301);
  });
});

describe("isRetryable", () => {
  it.each([
    ["PATCH", null, true],
    ["PATCH", 0, true],
    ["PATCH", 500, true],
    ["HEAD", 503, true],
    ["PATCH", 409, true],
    ["PATCH", 423, true],
    ["POST", 409, false],
    ["POST", 500, true],
    ["POST", 400, false],
    ["POST", 403, false],
    ["POST", 413, false],
    ["PATCH", 415, false],
    ["HEAD", 404, false],
  ])("%s answered %s → %s", (method, status, retry) => {
    expect(isRetryable(method, status)).toBe(retry);
  });
});
