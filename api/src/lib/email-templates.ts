import type { MailMessage } from "../plugins/mailer.ts";

const SHOP = "Travel Retail Shop";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text is the message; the HTML part is the same paragraphs, with the link as a link. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), `— ${SHOP}`].join("\n\n") + "\n";
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>— ${SHOP}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

export function confirmationEmail(to: string, url: string, validDays: number): MailMessage {
  return compose(
    to,
    `Confirm your e-mail address for ${SHOP}`,
    [
      "Welcome! Please confirm your e-mail address to finish creating your account.",
      `The link is valid for ${validDays} days. If you did not sign up, ignore this message.`,
    ],
    { url, label: "Confirm your e-mail address" },
  );
}

export function passwordResetEmail(to: string, url: string, validMinutes: number): MailMessage {
  return compose(
    to,
    `Reset your ${SHOP} password`,
    [
      "Someone, we hope you, asked to reset the password of the account with this address. Follow the link to choose a new password; every device signed in to the account will then be signed out.",
      `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ],
    { url, label: "Choose a new password" },
  );
}

export function newsletterConfirmationEmail(to: string, confirmUrl: string): MailMessage {
  return compose(
    to,
    `Confirm your subscription to the ${SHOP} newsletter`,
    [
      "Someone, we hope you, asked for this address to get our newsletter with offers at your airports.",
      "Nothing will be sent until you confirm. If it was not you, ignore this message and you will hear no more from us.",
    ],
    { url: confirmUrl, label: "Confirm your subscription" },
  );
}

export function newsletterUnsubscribeLinkEmail(to: string, unsubscribeUrl: string): MailMessage {
  return compose(
    to,
    `Unsubscribe from the ${SHOP} newsletter`,
    [
      "Someone asked to unsubscribe this address from our newsletter. Follow the link to unsubscribe.",
      "If it was not you, ignore this message: your subscription stays as it is.",
    ],
    { url: unsubscribeUrl, label: "Unsubscribe" },
  );
}

export function newsletterWelcomeEmail(to: string, unsubscribeUrl: string): MailMessage {
  return compose(
    to,
    `You are subscribed to the ${SHOP} newsletter`,
    ["Thank you for subscribing. You will hear from us about new products and offers at your airports."],
    { url: unsubscribeUrl, label: "Unsubscribe" },
  );
}

export function partnerAcknowledgementEmail(to: string, contactName: string, company: string, id: number): MailMessage {
  return compose(to, `We received your partner application (#${id})`, [
    `Dear ${contactName},`,
    `thank you for applying to become a partner of ${SHOP} on behalf of ${company}. Our team will review your application #${id} and reply within a few working days.`,
  ]);
}
