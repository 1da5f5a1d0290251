import type { SeedBankSubject, SeedTopic } from "./types";

// Rules every file of the platform's bank must meet beyond the importer's own (which read the
// file: 4 or 5 different options, notation that renders, a known stimulus). Returns one line per
// problem; an empty list means the file is sound. Used by bank.test.ts and by authors while writing.

function topicSlugs(topics: SeedTopic[]): { all: Set<string>; leaves: Set<string>; problems: string[] } {
  const all = new Set<string>();
  const leaves = new Set<string>();
  const problems: string[] = [];
  const visit = (topic: SeedTopic, depth: number) => {
    if (all.has(topic.slug)) problems.push(`topic ${topic.slug} is listed twice`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(topic.slug)) problems.push(`topic slug ${topic.slug} is not kebab-case`);
    if (depth > 1) problems.push(`topic ${topic.slug} is nested more than one level`);
    all.add(topic.slug);
    if (topic.children?.length) topic.children.forEach((child) => visit(child, depth + 1));
    else leaves.add(topic.slug);
  };
  topics.forEach((topic) => visit(topic, 0));
  return { all, leaves, problems };
}

export function checkBankSubject(file: SeedBankSubject): string[] {
  const { leaves, problems } = topicSlugs(file.topics);
  const stimuli = new Map(file.stimuli.map((s) => [s.slug, s]));
  if (stimuli.size !== file.stimuli.length) problems.push("two stimuli share a slug");
  for (const stimulus of file.stimuli) {
    if (stimulus.kind === "diagram" && !stimulus.image) problems.push(`diagram ${stimulus.slug} has no image`);
  }
  const slugs = new Set<string>();
  const used = new Set<string>();
  for (const q of file.questions) {
    const at = `question ${q.slug}`;
    if (slugs.has(q.slug)) problems.push(`${at} is listed twice`);
    slugs.add(q.slug);
    if (!leaves.has(q.topic)) problems.push(`${at}: topic ${q.topic} is not a leaf topic of ${file.subject}`);
    if (q.exams.length === 0) problems.push(`${at} names no exam`);
    if (q.options.length !== 4 && q.options.length !== 5)
      problems.push(`${at} has ${q.options.length} options (4 or 5)`);
    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer >= q.options.length)
      problems.push(`${at}: answer ${q.answer} is not an option`);
    if (new Set(q.options.map((o) => o.trim())).size !== q.options.length) problems.push(`${at} repeats an option`);
    if (q.stimulus) {
      if (!stimuli.has(q.stimulus)) problems.push(`${at}: stimulus ${q.stimulus} is not in the file`);
      used.add(q.stimulus);
    }
  }
  for (const slug of stimuli.keys()) if (!used.has(slug)) problems.push(`stimulus ${slug} is used by no question`);
  return problems;
}
