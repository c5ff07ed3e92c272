import type { MailMessage } from "../plugins/mailer.ts";
import type { ContentLanguage } from "./content-language.ts";

/**
 * Every e-mail the API sends, in the recipient's language: the account's (users.language), or for a
 * newsletter or partner address the language of the page it was given on. Links lead to the pages of
 * that language (`/pl/…`, `/de/…`), so the reader lands where they read.
 */
export const SHOP = "Travel Retail Shop";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** `path` under the storefront's URL, in `lang`'s pages: `/confirm-email/x` → `<site>/pl/confirm-email/x`. */
export function pageUrl(publicUrl: string, lang: ContentLanguage, path: string): string {
  return `${publicUrl}${lang === "en" ? "" : `/${lang}`}${path}`;
}

/** Plain text is the message; the HTML part is the same paragraphs, with the link as a link. */
function compose(
  to: string,
  lang: ContentLanguage,
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
  return { to, subject, text, html, headers: { "Content-Language": lang } };
}

/** Polish plural forms (CLDR): one, few (2–4, not 12–14), many. */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

const days = {
  en: (n: number) => `${n} day${n === 1 ? "" : "s"}`,
  pl: (n: number) => `${n} ${polishPlural(n, "dzień", "dni", "dni")}`,
  de: (n: number) => `${n} ${n === 1 ? "Tag" : "Tage"}`,
};
const minutes = {
  en: (n: number) => `${n} minute${n === 1 ? "" : "s"}`,
  pl: (n: number) => `${n} ${polishPlural(n, "minutę", "minuty", "minut")}`,
  de: (n: number) => `${n} ${n === 1 ? "Minute" : "Minuten"}`,
};

export function confirmationEmail(
  to: string,
  url: string,
  validDays: number,
  lang: ContentLanguage = "en",
): MailMessage {
  const text = {
    en: {
      subject: `Confirm your e-mail address for ${SHOP}`,
      body: [
        "Welcome! Please confirm your e-mail address to finish creating your account.",
        `The link is valid for ${days.en(validDays)}. If you did not sign up, ignore this message.`,
      ],
      label: "Confirm your e-mail address",
    },
    pl: {
      subject: `Potwierdź swój adres e-mail w ${SHOP}`,
      body: [
        "Witamy! Potwierdź swój adres e-mail, aby dokończyć zakładanie konta.",
        `Link jest ważny przez ${days.pl(validDays)}. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.`,
      ],
      label: "Potwierdź adres e-mail",
    },
    de: {
      subject: `Bestätigen Sie Ihre E-Mail-Adresse für ${SHOP}`,
      body: [
        "Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.",
        `Der Link ist ${days.de(validDays)} gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.`,
      ],
      label: "E-Mail-Adresse bestätigen",
    },
  }[lang];
  return compose(to, lang, text.subject, text.body, { url, label: text.label });
}

export function passwordResetEmail(
  to: string,
  url: string,
  validMinutes: number,
  lang: ContentLanguage = "en",
): MailMessage {
  const text = {
    en: {
      subject: `Reset your ${SHOP} password`,
      body: [
        "Someone, we hope you, asked to reset the password of the account with this address. Follow the link to choose a new password; every device signed in to the account will then be signed out.",
        `The link works once, for ${minutes.en(validMinutes)}. If you did not ask for it, ignore this message: your password stays as it is.`,
      ],
      label: "Choose a new password",
    },
    pl: {
      subject: `Zmiana hasła w ${SHOP}`,
      body: [
        "Ktoś, mamy nadzieję, że Ty, poprosił o zmianę hasła do konta z tym adresem. Kliknij link, aby ustawić nowe hasło; wszystkie urządzenia zalogowane na to konto zostaną wtedy wylogowane.",
        `Link działa jeden raz, przez ${minutes.pl(validMinutes)}. Jeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość: Twoje hasło się nie zmieni.`,
      ],
      label: "Ustaw nowe hasło",
    },
    de: {
      subject: `Ihr Passwort für ${SHOP} zurücksetzen`,
      body: [
        "Jemand, hoffentlich Sie, hat das Zurücksetzen des Passworts für das Konto mit dieser Adresse angefordert. Folgen Sie dem Link, um ein neues Passwort zu wählen; danach werden alle angemeldeten Geräte abgemeldet.",
        `Der Link funktioniert einmal und ${minutes.de(validMinutes)} lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.`,
      ],
      label: "Neues Passwort wählen",
    },
  }[lang];
  return compose(to, lang, text.subject, text.body, { url, label: text.label });
}

export function newsletterConfirmationEmail(to: string, confirmUrl: string, lang: ContentLanguage = "en"): MailMessage {
  const text = {
    en: {
      subject: `Confirm your subscription to the ${SHOP} newsletter`,
      body: [
        "Someone, we hope you, asked for this address to get our newsletter with offers at your airports.",
        "Nothing will be sent until you confirm. If it was not you, ignore this message and you will hear no more from us.",
      ],
      label: "Confirm your subscription",
    },
    pl: {
      subject: `Potwierdź subskrypcję newslettera ${SHOP}`,
      body: [
        "Ktoś, mamy nadzieję, że Ty, zapisał ten adres do naszego newslettera z ofertami na Twoich lotniskach.",
        "Nic nie wyślemy, dopóki nie potwierdzisz. Jeśli to nie Ty, zignoruj tę wiadomość, a więcej się nie odezwiemy.",
      ],
      label: "Potwierdź subskrypcję",
    },
    de: {
      subject: `Bestätigen Sie Ihr Abonnement des ${SHOP}-Newsletters`,
      body: [
        "Jemand, hoffentlich Sie, möchte mit dieser Adresse unseren Newsletter mit Angeboten an Ihren Flughäfen erhalten.",
        "Wir senden nichts, bevor Sie bestätigen. Waren Sie es nicht, ignorieren Sie diese Nachricht; Sie hören dann nichts mehr von uns.",
      ],
      label: "Abonnement bestätigen",
    },
  }[lang];
  return compose(to, lang, text.subject, text.body, { url: confirmUrl, label: text.label });
}

export function newsletterUnsubscribeLinkEmail(
  to: string,
  unsubscribeUrl: string,
  lang: ContentLanguage = "en",
): MailMessage {
  const text = {
    en: {
      subject: `Unsubscribe from the ${SHOP} newsletter`,
      body: [
        "Someone asked to unsubscribe this address from our newsletter. Follow the link to unsubscribe.",
        "If it was not you, ignore this message: your subscription stays as it is.",
      ],
      label: "Unsubscribe",
    },
    pl: {
      subject: `Rezygnacja z newslettera ${SHOP}`,
      body: [
        "Ktoś poprosił o wypisanie tego adresu z naszego newslettera. Kliknij link, aby się wypisać.",
        "Jeśli to nie Ty, zignoruj tę wiadomość: Twoja subskrypcja pozostaje bez zmian.",
      ],
      label: "Wypisz się",
    },
    de: {
      subject: `Vom ${SHOP}-Newsletter abmelden`,
      body: [
        "Jemand möchte diese Adresse von unserem Newsletter abmelden. Folgen Sie dem Link, um sich abzumelden.",
        "Waren Sie es nicht, ignorieren Sie diese Nachricht: Ihr Abonnement bleibt bestehen.",
      ],
      label: "Abmelden",
    },
  }[lang];
  return compose(to, lang, text.subject, text.body, { url: unsubscribeUrl, label: text.label });
}

export function newsletterWelcomeEmail(to: string, unsubscribeUrl: string, lang: ContentLanguage = "en"): MailMessage {
  const text = {
    en: {
      subject: `You are subscribed to the ${SHOP} newsletter`,
      body: ["Thank you for subscribing. You will hear from us about new products and offers at your airports."],
      label: "Unsubscribe",
    },
    pl: {
      subject: `Subskrybujesz newsletter ${SHOP}`,
      body: ["Dziękujemy za zapisanie się. Będziemy pisać o nowościach i ofertach na Twoich lotniskach."],
      label: "Wypisz się",
    },
    de: {
      subject: `Sie haben den ${SHOP}-Newsletter abonniert`,
      body: ["Vielen Dank für Ihr Abonnement. Wir informieren Sie über neue Produkte und Angebote an Ihren Flughäfen."],
      label: "Abmelden",
    },
  }[lang];
  return compose(to, lang, text.subject, text.body, { url: unsubscribeUrl, label: text.label });
}

export function partnerAcknowledgementEmail(
  to: string,
  contactName: string,
  company: string,
  id: number,
  lang: ContentLanguage = "en",
): MailMessage {
  const text = {
    en: {
      subject: `We received your partner application (#${id})`,
      body: [
        `Dear ${contactName},`,
        `thank you for applying to become a partner of ${SHOP} on behalf of ${company}. Our team will review your application #${id} and reply within a few working days.`,
      ],
    },
    pl: {
      subject: `Otrzymaliśmy Twoje zgłoszenie partnerskie (nr ${id})`,
      body: [
        `Dzień dobry, ${contactName},`,
        `dziękujemy za zgłoszenie firmy ${company} do programu partnerskiego ${SHOP}. Nasz zespół rozpatrzy zgłoszenie nr ${id} i odpowie w ciągu kilku dni roboczych.`,
      ],
    },
    de: {
      subject: `Wir haben Ihre Partnerbewerbung erhalten (Nr. ${id})`,
      body: [
        `Guten Tag ${contactName},`,
        `vielen Dank für Ihre Bewerbung als Partner von ${SHOP} im Namen von ${company}. Unser Team prüft Ihre Bewerbung Nr. ${id} und antwortet innerhalb weniger Werktage.`,
      ],
    },
  }[lang];
  return compose(to, lang, text.subject, text.body);
}
