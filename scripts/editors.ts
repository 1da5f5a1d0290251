// npm run editors -- list            the editors of the platform pool
// npm run editors -- add <email>     appoints a verified tutor editor
// npm run editors -- remove <email>  ends an appointment (their past decisions stay)
// For operators, on DATABASE_URL (the database the app uses) or, unset, the embedded database
// of a running `npm run dev`/`npm start`.
import "dotenv/config";
import { resolveOperatorDatabase } from "./db/operator-database";

const USAGE = "usage: npm run editors -- list | add <email> | remove <email>";

const [command, email, ...rest] = process.argv.slice(2);
const valid =
  command === "list"
    ? email === undefined
    : (command === "add" || command === "remove") && !!email && rest.length === 0;
if (!valid) {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}

await resolveOperatorDatabase();

const { addEditor, listEditors, removeEditor } = await import("../server/editorial/editors");
const { AppError } = await import("../server/errors");
const { db } = await import("../server/db");
let failed = false;
try {
  if (command === "add") {
    const editor = await addEditor(email!);
    console.log(`${editor.email}\t${editor.name}\t${editor.already ? "was already an editor" : "is now an editor"}`);
  } else if (command === "remove") {
    const editor = await removeEditor(email!);
    console.log(`${editor.email}\t${editor.name}\t${editor.was ? "is no longer an editor" : "was not an editor"}`);
  } else {
    const editors = await listEditors();
    if (editors.length === 0) console.log("No editors yet: npm run editors -- add <email>");
    for (const e of editors) console.log(`${e.email}\t${e.name}`);
  }
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  failed = true;
} finally {
  await db.$disconnect();
}
process.exit(failed ? 1 : 0);
