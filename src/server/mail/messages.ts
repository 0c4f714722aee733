import { SITE_NAME } from "../../core/site/site.ts";

/** What a mail is for; also its label in the metrics and the outbox file names. */
export type MailKind =
  "password-reset" | "email-verification" | "email-change" | "email-change-notice";

/** One mail, ready to send: the same words as plain text and as HTML. */
export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The links it carries, logged when the mail goes to the outbox folder. */
  links: string[];
}

/** A mail's parts: a greeting, paragraphs around one button, and the reason it was sent. */
interface MailLayout {
  kind: MailKind;
  subject: string;
  greeting: string;
  intro: string;
  action: { label: string; link: string };
  after: string[];
  why: string;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** "1 hour", "30 minutes", "2 days": how long a link lasts, in the largest whole unit. */
export function durationText(seconds: number): string {
  const units: [number, string][] = [
    [86_400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${name}${count === 1 ? "" : "s"}`;
    }
  }
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

function compose(layout: MailLayout): MailContent {
  const { action } = layout;
  const text = [
    layout.greeting,
    layout.intro,
    action.link,
    ...layout.after,
    layout.why,
    SITE_NAME,
  ].join("\n\n");
  const paragraph = (words: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(words)}</p>`;
  const href = escapeHtml(action.link);
  // Inline styles only: mail programs drop style sheets. The link is also written out, for
  // programs that show no buttons.
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(SITE_NAME)}</p>
${paragraph(layout.greeting)}
${paragraph(layout.intro)}
<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#fbbf24;color:#111827;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:14px;word-break:break-all">Or open this link: <a href="${href}" style="color:#1d4ed8">${href}</a></p>
${layout.after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;line-height:1.5;font-size:14px;color:#4b5563">${escapeHtml(layout.why)}</p>
</div>
</body>
</html>
`;
  return {
    kind: layout.kind,
    subject: layout.subject,
    text: `${text}\n`,
    html,
    links: [action.link],
  };
}

/** The mail with a password reset link (product 'Auth modal', 'Forgot password?'). */
export function passwordResetMail({
  username,
  link,
  expiresInSeconds,
}: {
  username: string;
  link: string;
  expiresInSeconds: number;
}): MailContent {
  return compose({
    kind: "password-reset",
    subject: `Reset your ${SITE_NAME} password`,
    greeting: `Hello ${username},`,
    intro: `To choose a new password for your ${SITE_NAME} account, open this link:`,
    action: { label: "Reset your password", link },
    after: [
      `The link works once and expires in ${durationText(expiresInSeconds)}. Setting a new password signs your account out on every device.`,
    ],
    why: `You got this e-mail because someone asked to reset the password of the ${SITE_NAME} account that uses this address. If it was not you, ignore it: your password stays as it is.`,
  });
}

/** The mail that confirms a new account's address, sent after sign-up and on request. */
export function emailVerificationMail({
  username,
  link,
  expiresInSeconds,
}: {
  username: string;
  link: string;
  expiresInSeconds: number;
}): MailContent {
  return compose({
    kind: "email-verification",
    subject: `Verify your e-mail address for ${SITE_NAME}`,
    greeting: `Hello ${username},`,
    intro: `To confirm that this address belongs to your ${SITE_NAME} account, open this link:`,
    action: { label: "Verify your e-mail address", link },
    after: [
      `The link expires in ${durationText(expiresInSeconds)}. You can ask for a new one on your profile.`,
    ],
    why: `You got this e-mail because someone created a ${SITE_NAME} account with this address. If it was not you, ignore it: the address stays unverified.`,
  });
}

/** The mail to a new address: the change of the account's address waits for its link. */
export function emailChangeMail({
  username,
  newEmail,
  link,
  expiresInSeconds,
}: {
  username: string;
  newEmail: string;
  link: string;
  expiresInSeconds: number;
}): MailContent {
  return compose({
    kind: "email-change",
    subject: `Confirm your new e-mail address for ${SITE_NAME}`,
    greeting: `Hello ${username},`,
    intro: `To make ${newEmail} the address of your ${SITE_NAME} account, open this link:`,
    action: { label: "Confirm your new address", link },
    after: [
      `The link expires in ${durationText(expiresInSeconds)}. Until you open it, your account keeps its old address, and you sign in with that one.`,
    ],
    why: `You got this e-mail because someone signed in to ${SITE_NAME} asked to move their account to this address. If it was not you, ignore it: nothing changes.`,
  });
}

/** The notice to the old address that a change was asked for; it has no link to follow. */
export function emailChangeNoticeMail({
  username,
  newEmail,
  siteLink,
}: {
  username: string;
  newEmail: string;
  siteLink: string;
}): MailContent {
  return compose({
    kind: "email-change-notice",
    subject: `Your ${SITE_NAME} e-mail address is being changed`,
    greeting: `Hello ${username},`,
    intro: `Someone signed in to your ${SITE_NAME} account asked to change its e-mail address to ${newEmail}. It changes only when the link we sent to that address is opened.`,
    action: { label: `Open ${SITE_NAME}`, link: siteLink },
    after: [
      "If it was not you, someone may be using your account: sign in, change your password, which signs out every other device, and check the address on your profile.",
    ],
    why: `You got this e-mail because it is the address of a ${SITE_NAME} account today. If you asked for the change, there is nothing more to do here.`,
  });
}
