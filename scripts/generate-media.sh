#!/usr/bin/env bash
# Generates the sample videos: first four generic uploads (the tests upload and stream them):
# a few seconds of ffmpeg's test pattern, H.264 + AAC, 240p, faststart (so playback starts
# before the whole file arrives), plus a lower-bitrate copy for the data-saver quality
# (180p); then one video per seeded lesson, as long as the lesson is listed, with its title
# (scripts/generate-lesson-media.ts; existing ones are kept, pass --force to remake them).
# The output is committed; run this only to change the samples.
set -euo pipefail
cd "$(dirname "$0")/.."
out=media/samples
mkdir -p "$out"
font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || echo /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)

make_sample() { # name, title, pattern, tone frequency
  local name=$1 title=$2 pattern=$3 freq=$4
  local text="drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=18:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y=h-50"
  local clock="drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=white:fontsize=14:box=1:boxcolor=black@0.6:boxborderw=4:x=w-text_w-10:y=10"
  for variant in normal low; do
    local vb=96k ab=32k suffix="" scale=426:240
    if [ "$variant" = low ]; then vb=40k ab=16k suffix="-low" scale=320:180; fi
    ffmpeg -y -loglevel error \
      -f lavfi -i "${pattern}=size=426x240:rate=24:duration=5" \
      -f lavfi -i "sine=frequency=${freq}:duration=5:sample_rate=22050" \
      -vf "${text},${clock},scale=${scale}" \
      -c:v libx264 -preset slow -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v "$vb" -maxrate "$vb" -bufsize 2M -g 48 \
      -c:a aac -b:a "$ab" -ac 1 \
      -movflags +faststart -shortest \
      "$out/${name}${suffix}.mp4"
  done
}

make_sample lesson-1 "ExamPrep - Lesson 1" testsrc2 440
make_sample lesson-2 "ExamPrep - Lesson 2" smptebars 523
make_sample lesson-3 "ExamPrep - Lesson 3" testsrc 587
make_sample lesson-4 "ExamPrep - Lesson 4" rgbtestsrc 659
ls -l "$out"
npx tsx scripts/generate-lesson-media.ts "$@"
