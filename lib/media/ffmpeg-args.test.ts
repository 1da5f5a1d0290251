import { describe, expect, it } from "vitest";
import { audioOnlyArgs, posterFrameArgs, posterTime, probeArgs, videoRungArgs } from "./ffmpeg-args";
import { videoRung } from "./ladder";

const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe("audioOnlyArgs", () => {
  const args = audioOnlyArgs("in.mp4", "out.m4a");

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
    expect(after(args, "-f")).toBe("mp4");
    expect(args.at(-1)).toBe("out.m4a");
    expect(after(args, "-i")).toBe("in.mp4");
  });
});

describe("videoRungArgs", () => {
  const source = { width: 1280, height: 720, fps: 30, hasAudio: true };

  it("caps the data-lite rung at 120 kbps of video with a two-second buffer, at 15 fps", () => {
    const args = videoRungArgs("in.mp4", "out.mp4", videoRung("p240"), source);
    expect(after(args, "-maxrate")).toBe("120k");
    expect(after(args, "-bufsize")).toBe("240k");
    expect(after(args, "-vf")).toBe("scale=426:240:flags=bicubic,fps=15,format=yuv420p");
    expect(after(args, "-g")).toBe("60");
    expect(after(args, "-c:v")).toBe("libx264");
    expect(after(args, "-b:a")).toBe("30k");
    expect(after(args, "-movflags")).toBe("+faststart");
  });

  it("maps the sound when there is one, and drops it when there is none", () => {
    const withSound = videoRungArgs("in.mp4", "out.mp4", videoRung("p360"), source);
    expect(withSound.filter((a) => a === "-map")).toHaveLength(2);
    const silent = videoRungArgs("in.mp4", "out.mp4", videoRung("p360"), { ...source, hasAudio: false });
    expect(silent.filter((a) => a === "-map")).toHaveLength(1);
    expect(silent).toContain("-an");
    expect(silent).not.toContain("-c:a");
  });

  it("keeps a slower source's frame rate", () => {
    const args = videoRungArgs("in.mp4", "out.mp4", videoRung("p480"), { ...source, fps: 10 });
    expect(after(args, "-vf")).toContain("fps=10,");
    expect(after(args, "-g")).toBe("40");
  });

  it("encodes with x264's veryfast preset in the Main profile", () => {
    const args = videoRungArgs("in.mp4", "out.mp4", videoRung("p240"), source);
    expect(after(args, "-preset")).toBe("veryfast");
    expect(after(args, "-profile:v")).toBe("main");
  });
});

describe("posterFrameArgs and posterTime", () => {
  it("takes one frame, scaled down to 480 on its short side", () => {
    const args = posterFrameArgs("in.mp4", 4, 1920, 1080);
    expect(after(args, "-ss")).toBe("4.00");
    expect(after(args, "-frames:v")).toBe("1");
    expect(after(args, "-vf")).toBe("scale=854:480");
    expect(args.at(-1)).toBe("-");
  });

  it("never scales a small source up", () => {
    expect(after(posterFrameArgs("in.mp4", 0, 320, 180), "-vf")).toBe("scale=320:180");
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
  it("asks for JSON with the format and the streams", () => {
    expect(probeArgs("in.mp4")).toEqual(["-v", "error", "-print_format", "json", "-show_format", "-show_streams", "in.mp4"]);
  });
});
