import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share-link";

const data = { title: "Physics", url: "https://examprep.ng/courses/1" };

describe("shareLink", () => {
  it("uses the share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("does nothing more when the student closes the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error("closed"), { name: "AbortError" }));
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link without a share sheet, or when sharing fails", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe("copied");
    const share = vi.fn().mockRejectedValue(Object.assign(new Error("no"), { name: "NotAllowedError" }));
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it("fails when neither works", async () => {
    expect(await shareLink(data, {})).toBe("failed");
    expect(await shareLink(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } })).toBe(
      "failed",
    );
  });
});
