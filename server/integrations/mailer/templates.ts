// The mails the product sends. Each account mail's text part carries exactly one link; a
// guardian's mails carry their confirm and refuse links, or the digest's unsubscribe link. Every
// link is built from APP_URL by the caller, never from a request's Host header.

/** The account mails: a first name and the one link. */
export type LinkMailPayload = { firstName: string; link: string };
/** A guardian's weekly digest, its words written by lib/guardian/digest.ts (composeDigest). */
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
  /** The page where the guardian stops the digests, without an account. */
  unsubscribe: string;
  /** RFC 8058's one-click target (List-Unsubscribe with List-Unsubscribe-Post). */
  oneClick: string;
};
/** The one request a guardian gets before any digest: who asks, and a link to agree or refuse. */
export type GuardianConfirmPayload = { guardianName: string; studentName: string; confirm: string; refuse: string };
export type MailPayloads = {
  "verify-email": LinkMailPayload;
  "reset-password": LinkMailPayload;
  "account-exists": LinkMailPayload;
  "guardian-digest": GuardianDigestPayload;
  "guardian-confirm": GuardianConfirmPayload;
};
export type MailTemplate = keyof MailPayloads;
export type MailPayload = MailPayloads[MailTemplate];
/** A mail for the outbox: the template and its own payload. */
export type OutgoingTemplateMail = {
  [T in MailTemplate]: { to: string; template: T; payload: MailPayloads[T] };
}[MailTemplate];
export type RenderedMail = { subject: string; text: string; html: string; headers?: Record<string, string> };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Button = { label: string; link: string };

function layout(
  greeting: string,
  paragraphs: string[],
  button: Button | Button[],
  footer: string,
  list: string[] = [],
): string {
  const buttons = (Array.isArray(button) ? button : [button])
    .map(
      (b, i) =>
        `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;${i === 0 ? "background:#008751;color:#fff" : "background:#fff;color:#0f172a;border:1px solid #94a3b8"};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p>`,
    )
    .join("\n");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#008751">ExamPrep</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${list.length > 0 ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""}
${buttons}
<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
}

function renderGuardianDigest(d: GuardianDigestPayload): RenderedMail {
  const list = d.weakest.map((w) => `- ${w}`).join("\n");
  const stop = "To stop these summaries yourself (no account needed), open:";
  return {
    subject: d.subject,
    text: `${d.greeting}\n\n${d.intro}\n\n${d.practice}\n\n${d.trend}\n\n${d.weakestIntro}${list ? `\n${list}` : ""}\n\n${d.closing}\n\n${d.link}\n\n${stop}\n${d.unsubscribe}\n\nExamPrep`,
    html: layout(
      d.greeting,
      [d.intro, d.practice, d.trend, d.weakestIntro],
      [
        { label: "About ExamPrep", link: d.link },
        { label: "Stop these summaries", link: d.unsubscribe },
      ],
      d.closing,
      d.weakest,
    ),
    headers: { "List-Unsubscribe": `<${d.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function renderGuardianConfirm(d: GuardianConfirmPayload): RenderedMail {
  const greeting = `Hello ${d.guardianName || "there"},`;
  const body = [
    `${d.studentName}, a student on ExamPrep, gave this address for a weekly summary of their exam practice: questions answered, the trend, and the two topics to work on. It never shows questions or answers.`,
    "Nothing will be sent unless you agree. This is the only message you get until you do.",
  ];
  const footer = `If you do not know ${d.studentName}, choose “No”: ExamPrep will not write to you about them again.`;
  return {
    subject: `${d.studentName} asks to send you weekly ExamPrep summaries`,
    text: `${greeting}\n\n${body[0]}\n\n${body[1]}\n\nYes, send me the summaries:\n${d.confirm}\n\nNo, do not contact me again:\n${d.refuse}\n\n${footer}\n\nExamPrep`,
    html: layout(
      greeting,
      body,
      [
        { label: "Yes, send me the summaries", link: d.confirm },
        { label: "No, do not contact me again", link: d.refuse },
      ],
      footer,
    ),
  };
}

export function renderMail(template: MailTemplate, payload: MailPayload): RenderedMail {
  if (template === "guardian-digest") return renderGuardianDigest(payload as GuardianDigestPayload);
  if (template === "guardian-confirm") return renderGuardianConfirm(payload as GuardianConfirmPayload);
  const account = payload as LinkMailPayload;
  const greeting = `Hello ${account.firstName || "there"},`;
  switch (template) {
    case "verify-email": {
      const body = [
        "Welcome to ExamPrep! Please confirm your email address to activate your account.",
        "This link expires in 24 hours.",
      ];
      return {
        subject: "Verify your ExamPrep email address",
        text: `${greeting}\n\n${body[0]}\n\n${account.link}\n\n${body[1]} If you did not create an account, you can ignore this email.\n\nExamPrep`,
        html: layout(
          greeting,
          body,
          { label: "Verify my email", link: account.link },
          "If you did not create an account, you can ignore this email.",
        ),
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
        html: layout(
          greeting,
          body,
          { label: "Sign in", link: account.link },
          "If this was not you, you can ignore this email.",
        ),
      };
    }
  }
}
