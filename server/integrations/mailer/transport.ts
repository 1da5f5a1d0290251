import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "../../env";
import { MAIL_DIR } from "../../config/paths";
import { log } from "../../log";

// Where mails go: the SMTP server of SMTP_URL, or (unset) .eml files in .data/mail with
// their links printed to the console, so development needs no mail server.

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from: env.MAIL_FROM });
  return {
    async send(mail) {
      await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
    },
  };
}

function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info("mail written to the dev outbox", { to: mail.to, subject: mail.subject, file, links });
      console.log(`\n✉  ${mail.subject} → ${mail.to}\n   ${links.join("\n   ")}\n`);
    },
  };
}

let transport: MailTransport | undefined;
export function mailTransport(): MailTransport {
  transport ??= env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(env.MAIL_DIR ?? MAIL_DIR);
  return transport;
}
