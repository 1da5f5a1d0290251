// npx tsx prisma/seed-data/bank/check-cli.ts <file name without .json> …
// Prints each file's problems and its questions per topic and per option count. A file the
// importer refuses throws with every place it is at.
import { checkBankSubject } from "./check-subject";
import { asSeedSubject, readBankFile } from "./index";

let failed = false;
for (const name of process.argv.slice(2)) {
  const file = asSeedSubject(readBankFile(name));
  const problems = checkBankSubject(file);
  const perTopic = new Map<string, number>();
  const perOptions = new Map<number, number>();
  for (const q of file.questions) {
    perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
    perOptions.set(q.options.length, (perOptions.get(q.options.length) ?? 0) + 1);
  }
  const keys = [0, 1, 2, 3, 4].map((i) => file.questions.filter((q) => q.answer === i).length);
  console.log(`${name}: ${file.subject}, ${file.questions.length} questions, ${file.stimuli.length} stimuli`);
  console.log(`  options: ${[...perOptions].map(([n, c]) => `${n}→${c}`).join(" ")}; keys A–E: ${keys.join(" ")}`);
  console.log(`  per topic: ${[...perTopic].map(([t, c]) => `${t} ${c}`).join(", ")}`);
  for (const problem of problems) console.log(`  PROBLEM ${problem}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
