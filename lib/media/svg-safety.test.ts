import { describe, expect, it } from "vitest";
import { looksLikeSvg, svgMessages, svgProblem } from "./svg-safety";

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attrs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;
const problem = (text: string) => svgProblem(bytes(text));

describe("looksLikeSvg", () => {
  it.each([
    ["a bare root", svg("")],
    ["an XML declaration", `<?xml version="1.0" encoding="UTF-8"?>\n${svg("")}`],
    ["a comment and a BOM", `\uFEFF<!-- drawn in Inkscape -->\n${svg("")}`],
    ["a root with no attributes", "<svg></svg>"],
  ])("%s", (_label, text) => expect(looksLikeSvg(bytes(text))).toBe(true));

  it.each([
    ["HTML", "<html><svg></svg></html>"],
    ["a PNG's first bytes", "\x89PNG\r\n"],
    ["an element named svgx", "<svgx></svgx>"],
    ["empty", ""],
  ])("not %s", (_label, text) => expect(looksLikeSvg(bytes(text))).toBe(false));

  it("not bytes that are not UTF-8", () => {
    expect(looksLikeSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe(false);
    expect(svgProblem(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe(svgMessages.notText);
  });
});

describe("svgProblem: accepted", () => {
  it.each([
    [
      "shapes, text and a gradient referred to by id",
      svg(
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/><text x="1" y="8">R = 4 Ω</text>',
      ),
    ],
    ["a <use> of a local symbol", svg('<symbol id="s"><circle r="1"/></symbol><use href="#s"/><use xlink:href="#s"/>')],
    ["an embedded PNG", svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>')],
    ["a style element without external references", svg("<style>.wire { stroke: black; font-family: serif }</style>")],
    [
      "words that merely contain 'on' (a font, a title)",
      svg('<text font-family="Verdana" class="onion">Ions on a line</text>'),
    ],
  ])("%s", (_label, text) => expect(problem(text)).toBeNull());
});

describe("svgProblem: refused", () => {
  it.each([
    ["a script element", svg("<script>alert(1)</script>"), svgMessages.script],
    [
      "a namespaced script element",
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      svgMessages.script,
    ],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>'), svgMessages.script],
    [
      "a javascript: link hidden with character references",
      svg('<a href="&#106;ava&#x73;cript:alert(1)"><text>x</text></a>'),
      svgMessages.script,
    ],
    [
      "a javascript: link split by a tab",
      svg('<a href="java\tscript:alert(1)"><text>x</text></a>'),
      svgMessages.script,
    ],
    ["foreignObject (HTML inside)", svg("<foreignObject><div>hi</div></foreignObject>"), svgMessages.script],
    ["an onload handler on the root", svg("", ' onload="alert(1)"'), svgMessages.handler],
    ["an onclick in upper case", svg('<rect ONCLICK="alert(1)"/>'), svgMessages.handler],
    ["a handler after a slash", "<svg/onload=alert(1)>", svgMessages.handler],
    ["an animation that sets a handler", svg('<set attributeName="onmouseover" to="alert(1)"/>'), svgMessages.handler],
    ["an image from another site", svg('<image href="https://evil.example/x.png"/>'), svgMessages.external],
    ["an xlink:href to another file", svg('<use xlink:href="other.svg#shape"/>'), svgMessages.external],
    [
      "an embedded SVG (which could hold script)",
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      svgMessages.external,
    ],
    [
      "a CSS url() to another site",
      svg("<style>rect { fill: url(https://evil.example/track) }</style>"),
      svgMessages.external,
    ],
    ["a fill url() to another file", svg('<rect fill="url(other.svg#g)"/>'), svgMessages.external],
    [
      "a font loaded from elsewhere",
      svg("<style>@font-face { src: url('//fonts.example/f.woff') }</style>"),
      svgMessages.external,
    ],
    ["an @import", svg("<style>@import 'x.css';</style>"), svgMessages.stylesheet],
    [
      "an xml-stylesheet instruction",
      `<?xml version="1.0"?><?xml-stylesheet href="x.css"?>${svg("")}`,
      svgMessages.notSvg,
    ],
    [
      "a DOCTYPE with entities",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg("&x;")}`,
      svgMessages.doctype,
    ],
    [
      "a plain DOCTYPE",
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg("")}`,
      svgMessages.doctype,
    ],
    ["an iframe", svg("<iframe src='x'/>"), svgMessages.script],
    ["not an SVG at all", "<html></html>", svgMessages.notSvg],
  ])("%s", (_label, text, message) => expect(problem(text)).toBe(message));
});
