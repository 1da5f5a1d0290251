import { describe, expect, it } from "vitest";
import { navigableHref } from "./navigable-href";

const here = { origin: "https://examprep.ng" };
const anchor = (href: string, attrs: Record<string, string> = {}) => ({
  href,
  target: attrs.target ?? "",
  hasAttribute: (name: string) => name in attrs,
});
const click = (over: Partial<Parameters<typeof navigableHref>[1]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});

describe("navigableHref", () => {
  it("navigates a plain left click on a link of this site, keeping query and hash", () => {
    expect(navigableHref(anchor("https://examprep.ng/courses/abc"), click(), here)).toBe("/courses/abc");
    expect(navigableHref(anchor("https://examprep.ng/courses?level=Beginner&page=2#top"), click(), here)).toBe(
      "/courses?level=Beginner&page=2#top",
    );
    expect(navigableHref(anchor("/courses/abc"), click(), here)).toBe("/courses/abc");
    expect(navigableHref(anchor("https://examprep.ng/x", { target: "_self" }), click(), here)).toBe("/x");
  });

  it.each([
    ["the middle button", click({ button: 1 })],
    ["Ctrl (new tab)", click({ ctrlKey: true })],
    ["Cmd (new tab)", click({ metaKey: true })],
    ["Shift (new window)", click({ shiftKey: true })],
    ["Alt (download)", click({ altKey: true })],
    ["a click already handled", click({ defaultPrevented: true })],
  ])("leaves %s to the browser", (_, c) => {
    expect(navigableHref(anchor("https://examprep.ng/courses/abc"), c, here)).toBeNull();
  });

  it("leaves other sites, other targets and downloads to the browser", () => {
    expect(navigableHref(anchor("https://example.com/courses"), click(), here)).toBeNull();
    expect(navigableHref(anchor("http://examprep.ng/courses"), click(), here)).toBeNull();
    expect(navigableHref(anchor("https://examprep.ng/a", { target: "_blank" }), click(), here)).toBeNull();
    expect(navigableHref(anchor("https://examprep.ng/receipt.pdf", { download: "" }), click(), here)).toBeNull();
    expect(navigableHref(anchor("mailto:help@examprep.ng"), click(), here)).toBeNull();
  });
});
