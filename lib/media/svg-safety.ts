// Question diagrams may be SVG, which is a document, not just pixels: it can carry script,
// event handlers and references to other files. An upload is refused when it has any of
// them (and the media route serves every file with a sandboxing CSP besides). A deny list
// read over the text with character references decoded, so "&#106;avascript:" is caught too.

const decoder = new TextDecoder("utf-8", { fatal: true });

export const svgMessages = {
  notText: "The SVG must be UTF-8 text",
  notSvg: "This file is not an SVG image",
  doctype: "The SVG must not have a DOCTYPE or entities",
  script: "The SVG must not contain script",
  handler: "The SVG must not contain event handlers (onload, onclick…)",
  external: "The SVG must not refer to other files or sites: embed everything it shows",
  stylesheet: "The SVG must not load stylesheets",
} as const;

/** The text of an SVG file, or null when the bytes are not UTF-8 or not an SVG document. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return null;
  }
  // Before the root element: an XML declaration, comments, a DOCTYPE (refused later) and space.
  const prologue =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;
  return prologue.test(text) ? text : null;
}

/** Whether the bytes start like an SVG document (the upload's type is never trusted). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  return svgText(bytes) !== null;
}

const decodeReferences = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => safeChar(Number(dec)));
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "");

// A reference to this document's own parts, or an embedded raster image.
const LOCAL_REFERENCE = /^(?:#|data:image\/(?:png|jpeg|gif|webp);)/;

/** Why the SVG must be refused, or null when it is safe to store and show. */
export function svgProblem(bytes: Uint8Array): string | null {
  const text = svgText(bytes);
  if (text === null) {
    try {
      decoder.decode(bytes);
    } catch {
      return svgMessages.notText;
    }
    return svgMessages.notSvg;
  }
  // Removing white space and control characters defeats "java\tscript:" and "on\nload".
  const plain = decodeReferences(text).toLowerCase();
  const squeezed = plain.replace(/[\u0000-\u0020]+/g, "");
  if (/<!doctype|<!entity/.test(plain)) return svgMessages.doctype;
  if (/<\?xml-stylesheet/.test(plain) || /@import/.test(squeezed)) return svgMessages.stylesheet;
  if (/<\s*(?:[a-z0-9_-]+:)?(?:script|handler|listener)\b/.test(plain) || /(?:java|vb)script:/.test(squeezed))
    return svgMessages.script;
  if (/<\s*(?:[a-z0-9_-]+:)?(?:foreignobject|iframe|object|embed)\b/.test(plain)) return svgMessages.script;
  // Event handler attributes, and animations that would set one.
  if (/[\s/"']on[a-z]+\s*=/.test(plain) || /attributename\s*=\s*["']\s*on/.test(plain)) return svgMessages.handler;
  for (const match of plain.matchAll(/(?:^|[\s/"'])(?:[a-z]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/g)) {
    if (!LOCAL_REFERENCE.test(match[2]!.trim())) return svgMessages.external;
  }
  for (const match of plain.matchAll(/url\s*\(\s*["']?\s*([^"')\s]*)/g)) {
    if (!LOCAL_REFERENCE.test(match[1]!)) return svgMessages.external;
  }
  return null;
}
