/**
 * The demo airports' terminals and shops, by IATA code: edit here. Every terminal name is one of the
 * airport's `terminals` in airports.ts (the airports list shows those); every airport has at least one
 * collection point (where Reserve & Collect orders are picked up). Hours are the airport's local time.
 */

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
export const WEEKDAYS: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** "HH:MM-HH:MM" (a closing time at or before the opening time is after midnight), or "closed". */
export type DayHours = string;

export interface ShopSeed {
  slug: string;
  name: string;
  /** The terminal's code, one of the airport's `terminals` below. */
  terminal: string;
  kind: string;
  zone: string;
  collectionPoint: boolean;
  hours: Record<Weekday, DayHours>;
  note?: string;
}

export interface AirportShopsSeed {
  /** [code, name] in the order the airport signs them; the names match airports.ts. */
  terminals: Array<[string, string]>;
  shops: ShopSeed[];
}

export const AROUND_THE_CLOCK = "00:00-24:00";

/** The same hours every day. */
export const daily = (hours: DayHours): Record<Weekday, DayHours> =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, hours])) as Record<Weekday, DayHours>;

/** Weekday hours, with different Saturday and Sunday hours. */
const weekdaysAnd = (weekdays: DayHours, sat: DayHours, sun: DayHours): Record<Weekday, DayHours> => ({
  ...daily(weekdays),
  sat,
  sun,
});

const COLLECT_NOTE = "Reserve & Collect orders are handed over at the counter by the cash desks; bring your boarding pass.";

export const AIRPORT_SHOPS: Record<string, AirportShopsSeed> = {
  WAW: {
    terminals: [["A", "Terminal A"]],
    shops: [
      { slug: "duty-free-schengen", name: "Duty Free Schengen", terminal: "A", kind: "duty free", zone: "airside after security, Schengen gates A–E", collectionPoint: true, hours: daily(AROUND_THE_CLOCK), note: COLLECT_NOTE },
      { slug: "duty-free-non-schengen", name: "Duty Free Non-Schengen", terminal: "A", kind: "duty free", zone: "airside after passport control, gates 1–9", collectionPoint: true, hours: daily("04:30-23:30") },
      { slug: "polish-delicatessen", name: "Polish Delicatessen", terminal: "A", kind: "food & gifts", zone: "airside, Schengen pier", collectionPoint: false, hours: daily("05:00-22:00"), note: "Vodka, chocolate and local specialities." },
    ],
  },
  KRK: {
    terminals: [["T1", "Terminal T1"]],
    shops: [
      { slug: "duty-free-main", name: "Duty Free Kraków", terminal: "T1", kind: "duty free", zone: "airside after security, first floor", collectionPoint: true, hours: daily("04:00-22:30"), note: COLLECT_NOTE },
      { slug: "beauty-corner", name: "Beauty Corner", terminal: "T1", kind: "fragrance & cosmetics", zone: "airside, non-Schengen gates", collectionPoint: false, hours: weekdaysAnd("05:00-21:00", "05:00-22:00", "06:00-21:00") },
    ],
  },
  GDN: {
    terminals: [["T2", "Terminal T2"]],
    shops: [
      { slug: "duty-free-gdansk", name: "Duty Free Gdańsk", terminal: "T2", kind: "duty free", zone: "airside after security, gates 1–10", collectionPoint: true, hours: daily("04:30-22:00"), note: COLLECT_NOTE },
      { slug: "amber-and-more", name: "Amber & More", terminal: "T2", kind: "jewellery & gifts", zone: "airside, central hall", collectionPoint: false, hours: weekdaysAnd("06:00-20:00", "06:00-20:00", "closed"), note: "Baltic amber; closed on Sundays." },
    ],
  },
  FRA: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"]],
    shops: [
      { slug: "duty-free-t1-b", name: "Duty Free Terminal 1 B", terminal: "1", kind: "duty free", zone: "airside after passport control, gate area B", collectionPoint: true, hours: daily("05:30-23:00"), note: COLLECT_NOTE },
      { slug: "duty-free-t1-z", name: "Duty Free Terminal 1 Z", terminal: "1", kind: "duty free", zone: "airside, gate area Z (upper level)", collectionPoint: false, hours: daily("06:00-22:00") },
      { slug: "duty-free-t2-d", name: "Duty Free Terminal 2 D", terminal: "2", kind: "duty free", zone: "airside after passport control, gate area D", collectionPoint: true, hours: daily("06:00-22:30") },
    ],
  },
  MUC: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"]],
    shops: [
      { slug: "duty-free-t2-h", name: "Duty Free Terminal 2 H", terminal: "2", kind: "duty free", zone: "airside after passport control, gate area H", collectionPoint: true, hours: daily("05:30-22:30"), note: COLLECT_NOTE },
      { slug: "bavarian-delicatessen", name: "Bavarian Delicatessen", terminal: "2", kind: "food & gifts", zone: "airside, Schengen gates G", collectionPoint: false, hours: daily("06:00-21:30") },
      { slug: "travel-value-t1", name: "Travel Value Terminal 1", terminal: "1", kind: "duty free", zone: "airside, module C", collectionPoint: false, hours: weekdaysAnd("06:00-21:00", "06:00-20:00", "07:00-20:00") },
    ],
  },
  VIE: {
    terminals: [["1", "Terminal 1"], ["3", "Terminal 3"]],
    shops: [
      { slug: "duty-free-plaza", name: "Duty Free Plaza", terminal: "3", kind: "duty free", zone: "airside after security, Plaza (gates F and G)", collectionPoint: true, hours: daily("05:00-23:00"), note: COLLECT_NOTE },
      { slug: "viennese-sweets", name: "Viennese Sweets", terminal: "1", kind: "food & gifts", zone: "airside, gates C", collectionPoint: false, hours: daily("06:00-21:00") },
    ],
  },
  ZRH: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"], ["E", "Terminal E"]],
    shops: [
      { slug: "duty-free-airside-center", name: "Duty Free Airside Center", terminal: "1", kind: "duty free", zone: "airside after security, Airside Center (gates A and B)", collectionPoint: true, hours: daily("05:30-22:30"), note: COLLECT_NOTE },
      { slug: "duty-free-dock-e", name: "Duty Free Dock E", terminal: "E", kind: "duty free", zone: "airside after passport control, Dock E", collectionPoint: true, hours: daily("06:30-22:00") },
      { slug: "swiss-chocolate-house", name: "Swiss Chocolate House", terminal: "2", kind: "chocolate & watches", zone: "airside, gates D", collectionPoint: false, hours: daily("06:00-21:00") },
    ],
  },
  LHR: {
    terminals: [["2", "Terminal 2"], ["3", "Terminal 3"], ["4", "Terminal 4"], ["5", "Terminal 5"]],
    shops: [
      { slug: "world-duty-free-t5", name: "World Duty Free Terminal 5", terminal: "5", kind: "duty free", zone: "airside after security, main departure lounge", collectionPoint: true, hours: daily("05:00-22:00"), note: COLLECT_NOTE },
      { slug: "world-duty-free-t3", name: "World Duty Free Terminal 3", terminal: "3", kind: "duty free", zone: "airside after security, main departure lounge", collectionPoint: true, hours: daily("05:00-22:30") },
      { slug: "whisky-shop-t2", name: "The Whisky Shop", terminal: "2", kind: "liquor", zone: "airside, gates A", collectionPoint: false, hours: daily("05:30-21:30") },
      { slug: "beauty-hall-t4", name: "Beauty Hall Terminal 4", terminal: "4", kind: "fragrance & cosmetics", zone: "airside after security, departure lounge", collectionPoint: false, hours: daily("05:30-21:00") },
    ],
  },
  CDG: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"], ["3", "Terminal 3"]],
    shops: [
      { slug: "duty-free-2e-k", name: "Duty Free 2E Hall K", terminal: "2", kind: "duty free", zone: "airside after passport control, Terminal 2E hall K", collectionPoint: true, hours: daily("06:00-22:30"), note: COLLECT_NOTE },
      { slug: "parfums-et-beaute-2f", name: "Parfums & Beauté 2F", terminal: "2", kind: "fragrance & cosmetics", zone: "airside, Terminal 2F, Schengen gates", collectionPoint: false, hours: daily("06:00-21:30") },
      { slug: "duty-free-t1-satellite-5", name: "Duty Free Terminal 1 Satellite 5", terminal: "1", kind: "duty free", zone: "airside, satellite 5", collectionPoint: false, hours: daily("06:30-21:00") },
    ],
  },
  AMS: {
    terminals: [["1", "Departure Hall 1"], ["2", "Departure Hall 2"], ["3", "Departure Hall 3"]],
    shops: [
      { slug: "see-buy-fly-holland-boulevard", name: "See Buy Fly Holland Boulevard", terminal: "2", kind: "duty free", zone: "airside after passport control, Holland Boulevard (piers E and F)", collectionPoint: true, hours: daily("05:00-22:00"), note: COLLECT_NOTE },
      { slug: "see-buy-fly-lounge-1", name: "See Buy Fly Lounge 1", terminal: "1", kind: "duty free", zone: "airside after security, Lounge 1 (Schengen piers B and C)", collectionPoint: true, hours: daily("05:00-21:30") },
      { slug: "tulip-and-cheese-market", name: "Tulip & Cheese Market", terminal: "3", kind: "food & gifts", zone: "airside, Lounge 3", collectionPoint: false, hours: daily("06:00-20:30") },
    ],
  },
  IST: {
    terminals: [["MAIN", "Main Terminal"]],
    shops: [
      { slug: "duty-free-main-hall", name: "Duty Free Main Hall", terminal: "MAIN", kind: "duty free", zone: "airside after passport control, international departures", collectionPoint: true, hours: daily(AROUND_THE_CLOCK), note: COLLECT_NOTE },
      { slug: "turkish-delight-bazaar", name: "Turkish Delight Bazaar", terminal: "MAIN", kind: "food & gifts", zone: "airside, gates F", collectionPoint: false, hours: daily(AROUND_THE_CLOCK) },
      { slug: "duty-free-domestic", name: "Duty Free Arrivals", terminal: "MAIN", kind: "duty free", zone: "arrivals hall before customs", collectionPoint: false, hours: daily("06:00-02:00"), note: "Open until 2 a.m." },
    ],
  },
  DXB: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"], ["3", "Terminal 3"]],
    shops: [
      { slug: "dubai-duty-free-concourse-b", name: "Dubai Duty Free Concourse B", terminal: "3", kind: "duty free", zone: "airside, Concourse B", collectionPoint: true, hours: daily(AROUND_THE_CLOCK), note: COLLECT_NOTE },
      { slug: "dubai-duty-free-t1", name: "Dubai Duty Free Terminal 1", terminal: "1", kind: "duty free", zone: "airside, Concourse D", collectionPoint: true, hours: daily(AROUND_THE_CLOCK) },
      { slug: "gold-and-dates-t2", name: "Gold & Dates Terminal 2", terminal: "2", kind: "gifts", zone: "airside, departures", collectionPoint: false, hours: daily("05:00-01:00") },
    ],
  },
  SIN: {
    terminals: [["1", "Terminal 1"], ["2", "Terminal 2"], ["3", "Terminal 3"], ["4", "Terminal 4"]],
    shops: [
      { slug: "duty-free-t3-central", name: "Duty Free Terminal 3 Central", terminal: "3", kind: "duty free", zone: "airside after immigration, departure transit hall", collectionPoint: true, hours: daily(AROUND_THE_CLOCK), note: COLLECT_NOTE },
      { slug: "orchid-and-kaya-t2", name: "Orchid & Kaya", terminal: "2", kind: "food & gifts", zone: "airside, departure transit hall", collectionPoint: false, hours: daily("06:00-00:00") },
      { slug: "duty-free-t4", name: "Duty Free Terminal 4", terminal: "4", kind: "duty free", zone: "airside after immigration, central galleria", collectionPoint: true, hours: daily("05:00-01:30") },
    ],
  },
  JFK: {
    terminals: [["1", "Terminal 1"], ["4", "Terminal 4"], ["5", "Terminal 5"], ["7", "Terminal 7"], ["8", "Terminal 8"]],
    shops: [
      { slug: "duty-free-americas-t4", name: "Duty Free Americas Terminal 4", terminal: "4", kind: "duty free", zone: "airside after security, concourse B", collectionPoint: true, hours: daily("06:00-23:30"), note: COLLECT_NOTE },
      { slug: "duty-free-americas-t1", name: "Duty Free Americas Terminal 1", terminal: "1", kind: "duty free", zone: "airside after security, gates 1–11", collectionPoint: true, hours: daily("07:00-23:00") },
      { slug: "new-york-minute-t8", name: "New York Minute", terminal: "8", kind: "gifts", zone: "airside, concourse C", collectionPoint: false, hours: weekdaysAnd("06:00-22:00", "07:00-22:00", "07:00-21:00") },
    ],
  },
};

/** "05:00-23:00" → ["05:00", "23:00"]; "closed" → null. Throws on anything else (the seed is checked by tests). */
export function parseDayHours(hours: DayHours): [string, string] | null {
  if (hours === "closed") return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):[0-5]\d|24:00)$/.exec(hours);
  if (!match) throw new Error(`Opening hours must be "HH:MM-HH:MM" or "closed", not ${JSON.stringify(hours)}`);
  const [opens, closes] = hours.split("-") as [string, string];
  if (opens === closes) throw new Error(`Opening hours ${hours} open and close at the same time`);
  return [opens, closes];
}
