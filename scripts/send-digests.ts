// npm run digests – sends every guardian digest that is due now (docs/study-loop.md, "Guardian
// digest"), then waits for the e-mails to leave the outbox. Safe to run at any time, and beside
// the weekly job: a digest goes at most once in 7 days. Needs the server's environment.
import "dotenv/config";

const { sendDueDigests } = await import("../server/guardian/guardian-digest");
const { deliverPendingMail } = await import("../server/integrations/mailer/outbox");
const run = await sendDueDigests(new Date());
// Sends the digests' mails now rather than waiting for the mail.deliver job.
let mailed = 0;
for (
  let delivery = await deliverPendingMail({ limit: 100 });
  delivery.claimed > 0;
  delivery = await deliverPendingMail({ limit: 100 })
)
  mailed += delivery.sent;
console.log(JSON.stringify({ digests: run, mails_sent_after: mailed }));
process.exit(run.failed > 0 ? 1 : 0);
