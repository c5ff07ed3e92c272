import type { LiquidsRescreening, RuleSource } from "../types.ts";
import { EU_MEMBER_STATES } from "./customs-territories.ts";

/** Containers over this many ml of liquids, aerosols and gels need a sealed security bag on a connection. */
export const LIQUIDS_MAX_ML = 100;

/**
 * Hours a sealed security bag (STEB) is generally accepted after purchase, where a country's rule is not listed.
 * ICAO's guidance on liquids, aerosols and gels asks states to recognise ICAO-standard STEBs with the receipt
 * inside on the same journey, and ECAC/EU practice ties acceptance to a proof of purchase with date and place.
 * The published windows differ (TSA and CATSA: 48 hours; EU, for purchases at third-country airports: 36 hours),
 * so the default is the shortest common one, a day, so that the advice never promises more than a screener
 * will accept.
 */
export const DEFAULT_STEB_HOURS = 24;

/** The EU's common rules (Regulation (EC) No 300/2008, detailed in Implementing Regulation (EU) 2015/1998, chapter 4). */
const EU_SOURCES: RuleSource[] = [
  {
    url: "https://eur-lex.europa.eu/eli/reg_impl/2015/1998/oj",
    title:
      "Commission Implementing Regulation (EU) 2015/1998, Annex point 4.1.3: liquids, aerosols and gels (STEBs screened by LEDS since 31 January 2014)",
    checked: "2025-01-01",
  },
];

/**
 * "Since 31 January 2014 duty-free liquids bought at third-country airports or on board, sealed in a STEB with the
 * receipt, may be carried onto connecting flights at any EU airport after screening by liquid-explosive detection
 * systems" (Regulation (EU) 2015/1998; Finnish Ministry of Transport, January 2014). 36 hours after purchase is the
 * window reported for third-country purchases (24 hours for EU purchases); the regulation's own text was not read.
 */
const EU_HUB = (country: string, extra: RuleSource[] = []): LiquidsRescreening => ({
  country,
  outcome: "accepted",
  // The shorter window: the shop's EU airports sell inside the EU (24 h); its others outside (36 h).
  maxHours: 24,
  sources: [...extra, ...EU_SOURCES],
});

export const LIQUIDS_RESCREENING: LiquidsRescreening[] = [
  // "Duty-free liquids in a transparent secure tamper-evident bag, receipt visible, bought within the past 48 hours and with no sign of tampering, are allowed in carry-on on a connecting flight; liquids that cannot be screened and cleared will not be allowed" (TSA, since 31 January 2014).
  // Opaque, ceramic or metal bottles may fail screening; a refused item can still go into checked baggage.
  {
    country: "US",
    outcome: "accepted",
    maxHours: 48,
    sources: [
      {
        url: "https://www.tsa.gov/travel/security-screening/whatcanibring/items/duty-free-liquids",
        title: "TSA: What can I bring? Duty-free liquids",
        checked: "2025-01-01",
      },
    ],
  },
  // "CATSA accepts, subject to screening, duty-free liquids, aerosols and gels purchased from any airline or airport retailer that are properly sealed in official security bags with an itemized receipt; they may be surrendered if more than 48 hours have passed since the purchase" (CATSA).
  {
    country: "CA",
    outcome: "accepted",
    maxHours: 48,
    sources: [
      {
        url: "https://www.catsa-acsta.gc.ca/en/duty-free-purchases",
        title: "CATSA: Duty-free purchases",
        checked: "2026-11-25",
      },
    ],
  },
  // "For flights to Australia, the only duty free liquids allowed in carry-on are those purchased at the airport and delivered to the boarding gate, or bought on board; no other duty free will be permitted (e.g. duty free purchased at Heathrow will not be permitted through Singapore)" (Australian Government, TravelSECURE).
  {
    country: "AU",
    outcome: "may-refuse",
    sources: [
      {
        // Stored copy read at http://travelsecure.infrastructure.gov.au/international/lags/dutyfree_to.aspx; the site now lives at travelsecure.homeaffairs.gov.au.
        url: "https://travelsecure.infrastructure.gov.au/international/lags/dutyfree_to.aspx",
        title:
          "Australian Government TravelSECURE: Restrictions for inbound flights to Australia (liquids, aerosols and gels)",
        checked: "2026-11-25",
      },
    ],
  },
  // "You can take liquids bought at an airport or on a plane (such as duty free) through security if the items are sealed inside a security bag when you buy them and the receipt is sealed in the bag and visible; do not open the bag until you reach your final destination; staff may need to open the items to screen them" (GOV.UK).
  {
    country: "GB",
    outcome: "accepted",
    sources: [
      {
        url: "https://www.gov.uk/hand-luggage-restrictions/taking-liquids-through-security",
        title: "GOV.UK: Hand luggage restrictions – taking liquids through security",
        checked: "2025-01-01",
      },
    ],
  },
  // "Goods bought in a duty-free shop at an airport or on board may be taken through security in a transparent bag sealed by the sales staff (ICAO STEB) with a receipt showing date and place of sale; the bag must stay sealed until the end of the last leg" (Frankfurt Airport).
  EU_HUB("DE", [
    {
      url: "https://www.frankfurt-airport.com/de/glossar/ueberblick-glossar/duty-free-waren.html",
      title: "Frankfurt Airport: Duty Free-Waren",
      checked: "2026-11-25",
    },
  ]),
  // The same regulation at every other member state's airports.
  ...EU_MEMBER_STATES.filter((country) => country !== "DE").map((country) => EU_HUB(country)),
  // Switzerland applies the EU's aviation-security rules under the EU–Swiss air transport agreement; Zurich was the
  // one European hub still refusing transfer LAGs in January 2014 (Korean transport ministry), since equipped with LEDS.
  {
    country: "CH",
    outcome: "accepted",
    maxHours: 36,
    sources: [
      {
        url: "https://www.bazg.admin.ch/",
        title: "Swiss aviation security: EU Regulation 2015/1998 applied under the EU–Swiss Air Transport Agreement",
        checked: "2025-01-01",
      },
      ...EU_SOURCES,
    ],
  },
  // No official statement on duty-free liquids bought elsewhere and carried through Dubai transfer security was found;
  // transfer passengers are re-screened and LAGs over 100 ml may be taken away.
  {
    country: "AE",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://www.dubaiairports.ae/",
        title: "Dubai Airports: restricted items in hand baggage (liquids over 100 ml)",
        checked: "2025-01-01",
      },
    ],
  },
  // "Passengers transiting at Changi for an EU-bound flight can no longer take duty free liquids purchased on an earlier sector; only those bought airside at Changi or on board may be carried" (Moodie Davitt Report, November 2022, on Singapore Airlines' notice); Singapore Airlines advises buying LAGs only at the last point of departure.
  {
    country: "SG",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://moodiedavittreport.com/industry-blow-as-eu-bound-travellers-restricted-from-transiting-with-duty-free-lags-at-changi-airport",
        title:
          "Moodie Davitt Report: EU-bound travellers restricted from transiting with duty free LAGs at Changi Airport",
        checked: "2026-11-25",
      },
      {
        url: "https://www.jewelchangiairport.com/content/cag/en/airport-guide/departing/security.html",
        title: "Changi Airport: security screening at the gate (liquids over 100 ml not permitted)",
        checked: "2026-11-25",
      },
    ],
  },
  // "Transfer passengers on international flights may carry duty-free liquids brought from abroad if kept in an intact sealed transparent bag with the proof of purchase, after security screening confirms them" (CAAC notice on liquids for transfer passengers).
  {
    country: "CN",
    outcome: "accepted",
    sources: [
      {
        url: "https://www.caac.gov.cn/",
        title: "Civil Aviation Administration of China: liquids carried by international transfer passengers",
        checked: "2025-01-01",
      },
    ],
  },
  // "From April 2014 at Narita and March 2015 at Haneda, passengers arriving from overseas airports and connecting to international flights may carry liquids sealed in STEBs once their safety is confirmed; transfer passengers at Kansai and Chubu are not covered" (MLIT via Travel Vision, 2015).
  {
    country: "JP",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://travelvision.jp/news/detail/news-70506",
        title: "Travel Vision: Haneda, STEB liquids for transfer passengers (MLIT rules by airport)",
        checked: "2026-11-25",
      },
      {
        url: "https://www.mlit.go.jp/",
        title: "MLIT: restrictions on liquids carried into aircraft cabins on international flights",
        checked: "2025-01-01",
      },
    ],
  },
  // No official rule on transfer at Korean airports of duty-free liquids bought at other airports was found; they are re-screened and may be taken away.
  {
    country: "KR",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://www.airport.kr/",
        title: "Incheon Airport: liquids, aerosols and gels in carry-on baggage",
        checked: "2025-01-01",
      },
    ],
  },
  // "Liquids, aerosols and gels in containers over 100 ml will not be allowed through the security screening point" (BCAS, as printed by Mumbai Airport); no exemption for duty-free LAGs bought at other airports was found.
  {
    country: "IN",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://mumbaiairport.in/luggage-guidelines/",
        title: "Mumbai Airport: luggage guidelines (BCAS liquids restrictions)",
        checked: "2026-11-25",
      },
      {
        url: "https://www.bcasindia.gov.in/",
        title: "Bureau of Civil Aviation Security: restricted items",
        checked: "2025-01-01",
      },
    ],
  },
  // "All liquid products purchased from Duty Free stores must be carried in special sealed clear bags together with their receipts" (Turkish airport operator); no rule for liquids bought at other airports on transfer in Türkiye was found.
  {
    country: "TR",
    outcome: "may-refuse",
    sources: [
      {
        url: "https://www.bjvairport.com/en-EN/preflight/Pages/HandLuggageArrangements.aspx",
        title: "Milas-Bodrum Airport: Hand luggage arrangements (liquids, duty free)",
        checked: "2026-11-25",
      },
    ],
  },
];
