// The mails the product sends. Each text part carries exactly one link, built from
// APP_URL by the caller, never from a request's Host header.

/** The account mails: a first name and the one link. */
export type LinkMailPayload = { firstName: string; link: string };
/** A guardian's weekly digest, its words written by lib/study/digest.ts (composeDigest). */
export type GuardianDigestPayload = {
  subject: string;
  greeting: string;
  intro: string;
  practice: string;
  trend: string;
  weakestIntro: string;
  weakest: string[];
  closing: string;
  link: string;
};
export type MailPayloads = {
  "verify-email": LinkMailPayload;
  "reset-password": LinkMailPayload;
  "account-exists": LinkMailPayload;
  "guardian-digest": GuardianDigestPayload;
};
export type MailTemplate = keyof MailPayloads;
export type MailPayload = MailPayloads[MailTemplate];
/** A mail for the outbox: the template and its own payload. */
export type OutgoingTemplateMail = { [T in MailTemplate]: { to: string; template: T; payload: MailPayloads[T] } }[MailTemplate];
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(greeting: string, paragraphs: string[], button: { label: string; link: string }, footer: string, list: string[] = []): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#008751">ExamPrep</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${list.length > 0 ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""}
<p><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#008751;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
}

function renderGuardianDigest(d: GuardianDigestPayload): RenderedMail {
  const list = d.weakest.map((w) => `- ${w}`).join("\n");
  return {
    subject: d.subject,
    text: `${d.greeting}\n\n${d.intro}\n\n${d.practice}\n\n${d.trend}\n\n${d.weakestIntro}${list ? `\n${list}` : ""}\n\n${d.closing}\n\n${d.link}\n\nExamPrep`,
    html: layout(d.greeting, [d.intro, d.practice, d.trend, d.weakestIntro], { label: "About ExamPrep", link: d.link }, d.closing, d.weakest),
  };
}

export function renderMail(template: MailTemplate, payload: MailPayload): RenderedMail {
  if (template === "guardian-digest") return renderGuardianDigest(payload as GuardianDigestPayload);
  const account = payload as LinkMailPayload;
  const greeting = `Hello ${account.firstName || "there"},`;
  switch (template) {
    case "verify-email": {
      const body = ["Welcome to ExamPrep! Please confirm your email address to activate your account.", "This link expires in 24 hours."];
      return {
        subject: "Verify your ExamPrep email address",
        text: `${greeting}\n\n${body[0]}\n\n${account.link}\n\n${body[1]} If you did not create an account, you can ignore this email.\n\nExamPrep`,
        html: layout(greeting, body, { label: "Verify my email", link: account.link }, "If you did not create an account, you can ignore this email."),
      };
    }
    case "reset-password": {
      const body = [
        "We received a request to reset your ExamPrep password. Choose a new one with the link below.",
        "This link expires in 1 hour and works once.",
      ];
      return {
        subject: "Reset your ExamPrep password",
        text: `${greeting}\n\n${body[0]}\n\n${account.link}\n\n${body[1]} If you did not ask for this, ignore this email: your password stays the same.\n\nExamPrep`,
        html: layout(
          greeting,
          body,
          { label: "Reset my password", link: account.link },
          "If you did not ask for this, ignore this email: your password stays the same.",
        ),
      };
    }
    case "account-exists": {
      const body = [
        "Someone (hopefully you) tried to create a new ExamPrep account with this email address, but you already have one.",
        "Sign in with your existing account. If you forgot your password, use “Forgot password” on the sign-in page.",
      ];
      return {
        subject: "You already have an ExamPrep account",
        text: `${greeting}\n\n${body[0]}\n\n${body[1]}\n\n${account.link}\n\nIf this was not you, you can ignore this email.\n\nExamPrep`,
        html: layout(greeting, body, { label: "Sign in", link: account.link }, "If this was not you, you can ignore this email."),
      };
    }
  }
}
