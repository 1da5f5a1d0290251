import { describe, expect, it } from "vitest";
import { audioOnlyArgs, inputArgs, posterFrameArgs, posterTime, probeArgs, videoRungArgs, type MediaInput } from "./ffmpeg-args";
import { videoRung } from "./ladder";

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];
const input: MediaInput = { path: "/tmp/work/in.mp4", demuxer: "mov" };

/** The input options, in order, up to and including -i and its file. */
const beforeInput = (args: string[]) => args.slice(0, args.indexOf("-i") + 2);

describe("inputArgs", () => {
  it("opens the file as a plain local file, with only the file protocol, by the recognised container's demuxer", () => {
    expect(inputArgs(input)).toEqual(["-protocol_whitelist", "file", "-f", "mov", "-enable_drefs", "0", "-i", "file:/tmp/work/in.mp4"]);
    expect(inputArgs({ path: "/tmp/a.mkv", demuxer: "matroska" })).toEqual(["-protocol_whitelist", "file", "-f", "matroska", "-i", "file:/tmp/a.mkv"]);
    expect(inputArgs({ path: "/tmp/a.avi", demuxer: "avi" })).toEqual(["-protocol_whitelist", "file", "-f", "avi", "-i", "file:/tmp/a.avi"]);
  });

  it("never lets a path read as a URL or another protocol", () => {
    expect(after(inputArgs({ path: "http://example.com/x.mp4", demuxer: "mov" }), "-i")).toBe("file:http://example.com/x.mp4");
  });

  it("comes before the input in every command the pipeline runs", () => {
    const commands = [
      probeArgs(input),
      audioOnlyArgs(input, "out.m4a", 10),
      videoRungArgs(input, "out.mp4", videoRung("p240"), { width: 640, height: 360, fps: 30, hasAudio: true, durationSeconds: 10 }),
      posterFrameArgs(input, 1, 640, 360),
    ];
    for (const args of commands) {
      expect(args.filter((a) => a === "-i")).toHaveLength(1);
      expect(beforeInput(args).slice(-8)).toEqual(inputArgs(input));
    }
  });
});

describe("audioOnlyArgs", () => {
  const args = audioOnlyArgs(input, "out.m4a", 600);

  it("takes the first sound stream only, as 30 kbps mono AAC", () => {
    expect(after(args, "-map")).toBe("0:a:0");
    expect(args).toContain("-vn");
    expect(after(args, "-c:a")).toBe("aac");
    expect(after(args, "-b:a")).toBe("30k");
    expect(after(args, "-ac")).toBe("1");
  });

  it("writes a faststart MP4 container, reports progress, and ends with the output", () => {
    expect(after(args, "-movflags")).toBe("+faststart");
    expect(after(args, "-progress")).toBe("pipe:1");
    expect(args.slice(-3)).toEqual(["-f", "mp4", "out.m4a"]);
    expect(after(args, "-i")).toBe("file:/tmp/work/in.mp4");
  });

  it("writes no more than the probed length and a few seconds", () => {
    expect(after(args, "-t")).toBe("605");
    expect(after(audioOnlyArgs(input, "out.m4a", 2.4), "-t")).toBe("8");
    expect(args.indexOf("-t")).toBeGreaterThan(args.indexOf("-i"));
  });
});

describe("videoRungArgs", () => {
  const source = { width: 1280, height: 720, fps: 30, hasAudio: true, durationSeconds: 600 };

  it("caps the data-lite rung at 120 kbps of video with a two-second buffer, at 15 fps", () => {
    const args = videoRungArgs(input, "out.mp4", videoRung("p240"), source);
    expect(after(args, "-maxrate")).toBe("120k");
    expect(after(args, "-bufsize")).toBe("240k");
    expect(after(args, "-vf")).toBe("scale=426:240:flags=bicubic,fps=15,format=yuv420p");
    expect(after(args, "-g")).toBe("60");
    expect(after(args, "-c:v")).toBe("libx264");
    expect(after(args, "-b:a")).toBe("30k");
    expect(after(args, "-movflags")).toBe("+faststart");
  });

  it("maps the sound when there is one, and drops it when there is none", () => {
    const withSound = videoRungArgs(input, "out.mp4", videoRung("p360"), source);
    expect(withSound.filter((a) => a === "-map")).toHaveLength(2);
    const silent = videoRungArgs(input, "out.mp4", videoRung("p360"), { ...source, hasAudio: false });
    expect(silent.filter((a) => a === "-map")).toHaveLength(1);
    expect(silent).toContain("-an");
    expect(silent).not.toContain("-c:a");
  });

  it("keeps a slower source's frame rate", () => {
    const args = videoRungArgs(input, "out.mp4", videoRung("p480"), { ...source, fps: 10 });
    expect(after(args, "-vf")).toContain("fps=10,");
    expect(after(args, "-g")).toBe("40");
  });

  it("stops writing a few seconds past the probed length, as an output option", () => {
    const args = videoRungArgs(input, "out.mp4", videoRung("p240"), source);
    expect(after(args, "-t")).toBe("605");
    expect(args.indexOf("-t")).toBeGreaterThan(args.indexOf("-i"));
    expect(args.indexOf("-t")).toBeLessThan(args.indexOf("out.mp4"));
    expect(after(videoRungArgs(input, "out.mp4", videoRung("p240"), { ...source, durationSeconds: 36_000 }), "-t")).toBe("36005");
  });

  it("encodes with x264's veryfast preset in the Main profile", () => {
    const args = videoRungArgs(input, "out.mp4", videoRung("p240"), source);
    expect(after(args, "-preset")).toBe("veryfast");
    expect(after(args, "-profile:v")).toBe("main");
  });
});

describe("posterFrameArgs and posterTime", () => {
  it("takes one frame, scaled down to 480 on its short side", () => {
    const args = posterFrameArgs(input, 4, 1920, 1080);
    expect(after(args, "-ss")).toBe("4.00");
    expect(after(args, "-frames:v")).toBe("1");
    expect(after(args, "-vf")).toBe("scale=854:480");
    expect(args.at(-1)).toBe("-");
  });

  it("never scales a small source up", () => {
    expect(after(posterFrameArgs(input, 0, 320, 180), "-vf")).toBe("scale=320:180");
  });

  it("is a tenth of the way in, at most 30 s", () => {
    expect(posterTime(10)).toBe(1);
    expect(posterTime(300)).toBe(30);
    expect(posterTime(600)).toBe(30);
    expect(posterTime(0)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
  });
});

describe("probeArgs", () => {
  it("asks for JSON with the format and the streams of the file, read as its container", () => {
    expect(probeArgs(input)).toEqual([
      ...["-v", "error", "-print_format", "json", "-show_format", "-show_streams"],
      ...["-protocol_whitelist", "file", "-f", "mov", "-enable_drefs", "0", "-i", "file:/tmp/work/in.mp4"],
    ]);
  });
});
