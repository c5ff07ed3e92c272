import type { MailMessage } from "../plugins/mailer.ts";
import type { Reservation } from "../schemas/reservation.ts";
import { DAYS_OF_WEEK } from "../schemas/airport-detail.ts";
import type { ContentLanguage } from "./content-language.ts";
import { displayCode } from "./collection-code.ts";
import { SHOP, escapeHtml, pageUrl } from "./email-templates.ts";
import { qrPng } from "./qr-code.ts";

/**
 * The e-mails of Reserve & Collect, in the traveller's language: placed (the code and its QR code, what,
 * where, when, what to bring), ready for collection, cancelled, expired. Times are the airport's own.
 */
export type ReservationEmailKind = "placed" | "ready" | "cancelled" | "expired";

const LOCALE: Record<ContentLanguage, string> = { en: "en-GB", pl: "pl-PL", de: "de-DE" };

const T = {
  en: {
    subject: {
      placed: (code: string) => `Your reservation ${code}: collect it at the airport`,
      ready: (code: string) => `Reservation ${code} is ready for collection`,
      cancelled: (code: string) => `Reservation ${code} is cancelled`,
      expired: (code: string) => `Reservation ${code} has expired`,
    },
    intro: {
      placed: "Thank you: your reservation is placed. Show this code at the counter to collect it.",
      ready: "Your reservation is packed and waiting for you at the counter.",
      cancelled: "Your reservation is cancelled; nothing was charged and nothing is owed.",
      expired:
        "Your reservation was not collected and has expired; the items are back on the shelf. Nothing was charged.",
    },
    code: "Collection code",
    flight: (flight: string, when: string, to: string) => `Flight ${flight} to ${to}, departing ${when} (local time).`,
    where: (shop: string, terminal: string, zone: string) => `Collect at: ${shop}, ${terminal} (${zone}).`,
    hours: (day: string, hours: string) => `Open on ${day}: ${hours}.`,
    closed: (day: string) => `Closed on ${day}: ask at any of the airport's duty-free shops.`,
    items: "Items",
    total: (amount: string) => `To pay at collection: ${amount}. Nothing has been charged online.`,
    bring: (name: string) =>
      `Bring your boarding pass and an identity document in the name of ${name}: only the person who reserved can collect.`,
    adult: (age: number) => `Some items are for adults: you will be asked to prove you are at least ${age}.`,
    link: "See your reservation",
  },
  pl: {
    subject: {
      placed: (code: string) => `Twoja rezerwacja ${code}: odbierz ją na lotnisku`,
      ready: (code: string) => `Rezerwacja ${code} czeka na odbiór`,
      cancelled: (code: string) => `Rezerwacja ${code} została anulowana`,
      expired: (code: string) => `Rezerwacja ${code} wygasła`,
    },
    intro: {
      placed: "Dziękujemy: rezerwacja przyjęta. Pokaż ten kod przy stanowisku, aby ją odebrać.",
      ready: "Twoja rezerwacja jest spakowana i czeka na Ciebie przy stanowisku.",
      cancelled: "Twoja rezerwacja została anulowana; nic nie pobraliśmy i nic nie jesteś winien.",
      expired: "Rezerwacja nie została odebrana i wygasła; produkty wróciły na półkę. Nic nie pobraliśmy.",
    },
    code: "Kod odbioru",
    flight: (flight: string, when: string, to: string) => `Lot ${flight} do ${to}, odlot ${when} (czas lokalny).`,
    where: (shop: string, terminal: string, zone: string) => `Miejsce odbioru: ${shop}, ${terminal} (${zone}).`,
    hours: (day: string, hours: string) => `Otwarte (${day}): ${hours}.`,
    closed: (day: string) => `Zamknięte (${day}): zapytaj w dowolnym sklepie wolnocłowym na lotnisku.`,
    items: "Produkty",
    total: (amount: string) => `Do zapłaty przy odbiorze: ${amount}. Nic nie zostało pobrane online.`,
    bring: (name: string) =>
      `Zabierz kartę pokładową i dokument tożsamości na nazwisko ${name}: odebrać może tylko osoba, która rezerwowała.`,
    adult: (age: number) =>
      `Część produktów jest dla dorosłych: poprosimy o potwierdzenie, że masz co najmniej ${age} lat.`,
    link: "Zobacz rezerwację",
  },
  de: {
    subject: {
      placed: (code: string) => `Ihre Reservierung ${code}: Abholung am Flughafen`,
      ready: (code: string) => `Reservierung ${code} liegt zur Abholung bereit`,
      cancelled: (code: string) => `Reservierung ${code} ist storniert`,
      expired: (code: string) => `Reservierung ${code} ist abgelaufen`,
    },
    intro: {
      placed: "Vielen Dank: Ihre Reservierung ist eingegangen. Zeigen Sie diesen Code am Schalter, um sie abzuholen.",
      ready: "Ihre Reservierung ist gepackt und wartet am Schalter auf Sie.",
      cancelled: "Ihre Reservierung ist storniert; es wurde nichts berechnet und Sie schulden nichts.",
      expired:
        "Ihre Reservierung wurde nicht abgeholt und ist abgelaufen; die Artikel sind wieder im Regal. Es wurde nichts berechnet.",
    },
    code: "Abholcode",
    flight: (flight: string, when: string, to: string) => `Flug ${flight} nach ${to}, Abflug ${when} (Ortszeit).`,
    where: (shop: string, terminal: string, zone: string) => `Abholung: ${shop}, ${terminal} (${zone}).`,
    hours: (day: string, hours: string) => `Geöffnet am ${day}: ${hours}.`,
    closed: (day: string) => `Am ${day} geschlossen: fragen Sie in einem Duty-free-Shop des Flughafens.`,
    items: "Artikel",
    total: (amount: string) => `Zu zahlen bei Abholung: ${amount}. Online wurde nichts berechnet.`,
    bring: (name: string) =>
      `Bringen Sie Ihre Bordkarte und einen Ausweis auf den Namen ${name} mit: Nur wer reserviert hat, kann abholen.`,
    adult: (age: number) =>
      `Einige Artikel sind für Erwachsene: Sie werden gebeten, nachzuweisen, dass Sie mindestens ${age} sind.`,
    link: "Reservierung ansehen",
  },
} as const;

/** The airport's currency, in the reader's language (`1 234,50 zł`). The amount is a decimal string, formatted exactly. */
function money(amount: string, currency: string, lang: ContentLanguage): string {
  // Intl formats a decimal string without going through a float.
  return new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency }).format(amount as unknown as number);
}

/** The collection point's hours on the day of departure (local), "04:30–23:30", or undefined when closed. */
function hoursOn(reservation: Reservation, lang: ContentLanguage): { day: string; hours?: string } {
  const departure = new Date(reservation.departure_at);
  const tz = reservation.airport.timezone;
  const dayName = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: tz }).format(departure);
  const day = new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: tz,
  }).format(departure);
  const open = reservation.collection_point.opening_hours.find(
    (h) => h.day === dayName && DAYS_OF_WEEK.includes(h.day),
  );
  return open ? { day, hours: `${open.opens}–${open.closes}` } : { day };
}

export function reservationEmail(
  kind: ReservationEmailKind,
  to: string,
  reservation: Reservation,
  lang: ContentLanguage,
  publicUrl: string,
): MailMessage {
  const t = T[lang];
  const code = displayCode(reservation.code);
  const tz = reservation.airport.timezone;
  const when = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "full", timeStyle: "short", timeZone: tz }).format(
    new Date(reservation.departure_at),
  );
  const point = reservation.collection_point;
  const { day, hours } = hoursOn(reservation, lang);
  const details = [
    t.flight(reservation.flight_number, when, reservation.destination),
    t.where(point.name, point.terminal.name, point.zone),
    hours ? t.hours(day, hours) : t.closed(day),
  ];
  const items = reservation.items.map(
    (i) => `${i.quantity} × ${i.product.name}, ${i.size}: ${money(i.local_unit_price, reservation.currency, lang)}`,
  );
  const total = t.total(money(reservation.local_total, reservation.currency, lang));
  const bring = [t.bring(reservation.name), ...(reservation.id_check_required ? [t.adult(reservation.adult_age)] : [])];
  const url = pageUrl(publicUrl, lang, `/my-reservations/?id=${reservation.id}`);
  const showsCode = kind === "placed" || kind === "ready";

  const text = [
    t.intro[kind],
    ...(showsCode ? [`${t.code}: ${code}`] : []),
    details.join("\n"),
    `${t.items}:\n${items.map((i) => `- ${i}`).join("\n")}`,
    total,
    ...(showsCode ? [bring.join(" ")] : []),
    `${t.link}: ${url}`,
    `— ${SHOP}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(t.intro[kind])}</p>`,
    ...(showsCode
      ? [
          `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(t.code)}: ${escapeHtml(code)}</p>`,
          `<p><img src="cid:collection-code" width="174" height="174" alt="${escapeHtml(`${t.code} ${code}`)}"></p>`,
        ]
      : []),
    `<p>${details.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(t.items)}:</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    ...(showsCode ? [`<p>${escapeHtml(bring.join(" "))}</p>`] : []),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t.link)}</a></p>`,
    `<p>— ${SHOP}</p>`,
  ].join("\n");
  return {
    to,
    subject: t.subject[kind](code),
    text: `${text}\n`,
    html,
    headers: { "Content-Language": lang },
    ...(showsCode
      ? {
          attachments: [
            {
              filename: `${reservation.code}.png`,
              content: qrPng(reservation.code),
              contentType: "image/png",
              cid: "collection-code",
            },
          ],
        }
      : {}),
  };
}
