// A synthetic lesson as a tutor's phone or screen recorder would upload it: 720p at 30 fps of
// slides whose text changes every 20 s, an underline drawn across each slide, a pointer moving
// over it, a small busy picture-in-picture in a corner (the tutor's camera), and a voice-like
// sound (a gliding pitch with harmonics, syllables and pauses, over a little room noise).
// Encoded at a camera's constant bitrate, so its size is what such a file weighs.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const SLIDE = "floor(t/20)";

function text(font: string, size: number, color: string, x: number, y: number, content: string): string {
  return `drawtext=fontfile=${font}:fontsize=${size}:fontcolor=${color}:x=${x}:y=${y}:text='${content}'`;
}

const slideFilters = [
  text(BOLD, 54, "0x1B3A5C", 80, 60, `Topic %{eif\\:${SLIDE}+1\\:d}\\: Quadratic equations`),
  text(
    FONT,
    40,
    "black",
    100,
    200,
    `x² + %{eif\\:mod(${SLIDE}*7+3\\,13)\\:d}x + %{eif\\:mod(${SLIDE}*5+2\\,11)\\:d} = 0`,
  ),
  text(
    FONT,
    36,
    "0x333333",
    100,
    300,
    `Step %{eif\\:mod(${SLIDE}\\,4)+1\\:d}\\: factorise, then set each factor to zero`,
  ),
  text(
    FONT,
    36,
    "0x333333",
    100,
    380,
    `WAEC %{eif\\:2010+mod(${SLIDE}\\,14)\\:d} Question %{eif\\:mod(${SLIDE}*3\\,50)+1\\:d}`,
  ),
  "drawbox=x=100:y=440:w='min(1000\\,mod(t\\,20)*80)':h=6:color=0xC0392B:t=fill",
  "drawbox=x='640+400*sin(t*0.9)':y='500+120*sin(t*1.3)':w=18:h=18:color=red:t=fill",
].join(",");

const pitch = "(130+25*sin(2*PI*0.4*t))";
const voice = `0.35*(0.55+0.45*sin(2*PI*3.7*t))*gt(sin(2*PI*0.21*t)+0.55\\,0)*(sin(2*PI*${pitch}*t)+0.5*sin(4*PI*${pitch}*t)+0.25*sin(6*PI*${pitch}*t))`;

/** ffmpeg's arguments for `seconds` of the lesson at `videoKbps`, written to `output`. */
export function lessonSourceArgs(output: string, seconds: number, videoKbps: number): string[] {
  return [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `color=c=0xF7F5EE:s=1280x720:r=30:d=${seconds}`],
    ...["-f", "lavfi", "-i", "testsrc2=s=240x180:r=30"],
    ...["-f", "lavfi", "-i", `aevalsrc='${voice}':s=22050:d=${seconds}`],
    ...["-f", "lavfi", "-i", `anoisesrc=color=pink:amplitude=0.04:sample_rate=22050:d=${seconds}`],
    "-filter_complex",
    `[0:v]${slideFilters}[slides];[slides][1:v]overlay=x=W-w-30:y=H-h-30:shortest=1[v];[2:a][3:a]amix=inputs=2:normalize=0,highpass=f=200,lowpass=f=3800[a]`,
    ...["-map", "[v]", "-map", "[a]", "-t", String(seconds)],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
    // A camera writes a constant bitrate whatever the picture: nal-hrd=cbr pads x264's output to it.
    ...[
      "-b:v",
      `${videoKbps}k`,
      "-minrate",
      `${videoKbps}k`,
      "-maxrate",
      `${videoKbps}k`,
      "-bufsize",
      `${videoKbps}k`,
      "-x264-params",
      "nal-hrd=cbr",
    ],
    ...["-c:a", "aac", "-b:a", "128k", "-ac", "2", "-movflags", "+faststart", output],
  ];
}

export async function synthesizeLesson(output: string, seconds: number, videoKbps: number): Promise<void> {
  await promisify(execFile)("ffmpeg", lessonSourceArgs(output, seconds, videoKbps), { maxBuffer: 16 * 1024 * 1024 });
}
