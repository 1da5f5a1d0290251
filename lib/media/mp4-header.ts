// Reads what an MP4 says about itself in its header (the moov box): the length from the movie
// header (mvhd) and the title from the iTunes-style metadata (udta/meta/ilst/©nam) that
// ffmpeg's `-metadata title=` writes. Enough to check a file against the data that lists it,
// without ffprobe.

export type Mp4Header = { durationSeconds: number; title: string | null };

type Box = { type: string; start: number; end: number };

/** The boxes between `from` and `to`: 32-bit sizes, 64-bit ones (size 1) and "to the end" (size 0). */
function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new Error(`malformed MP4: box ${type} at ${at} overruns its parent`);
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (view: DataView, parent: Box | null, type: string, skip = 0): Box | null => {
  if (!parent) return null;
  for (const box of boxes(view, parent.start + skip, parent.end)) if (box.type === type) return box;
  return null;
};

export function readMp4Header(bytes: Uint8Array): Mp4Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = child(view, { type: "file", start: 0, end: bytes.byteLength }, "moov");
  const mvhd = child(view, moov, "mvhd");
  if (!mvhd) throw new Error("not an MP4 with a movie header (moov/mvhd)");
  // A full box: version, then creation and modification times of 32 bits (version 0) or 64.
  const version = view.getUint8(mvhd.start);
  const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);

  // meta is a full box too: its children start after 4 bytes of version and flags.
  const ilst = child(view, child(view, child(view, moov, "udta"), "meta"), "ilst", 4);
  const data = child(view, child(view, ilst, "\u00a9nam"), "data");
  // data: 4 bytes of type, 4 of locale, then the UTF-8 text.
  const title = data ? new TextDecoder().decode(bytes.subarray(data.start + 8, data.end)) : null;
  return { durationSeconds: duration / timescale, title };
}
