import { PRODUCT_KINDS, type DestinationRules } from "../types.ts";
import { EU_MEMBER_STATES } from "./customs-territories.ts";

export const RULES_VERSION = "2026-11-25"; // bump when a figure changes

/** Everything bought abroad, where a value allowance counts alcohol and tobacco too. */
const ALL_KINDS = [...PRODUCT_KINDS];

/**
 * The arrival allowances ("duty-free allowances") of each destination, for an adult arriving by air from
 * outside the destination's customs territory. Value limits are in minor units of `currency`
 * (EUR 430 → 43000; JPY and KRW have no minor unit, so ¥200,000 → 200000).
 *
 * `checked` is the date the figures were last compared with the source: 2026-11-25 where a stored copy
 * of the page was read on that day; otherwise the last date the figures are known to have been current.
 * docs/trip-rules.md lists each destination's figures and sources.
 *
 * What the types cannot say, noted beside each entry:
 * - cumulative tobacco limits ("200 cigarettes AND 100 cigars", US, CA) are separate allowances
 *   ("tobacco", "cigars", "loose-tobacco"); where an entry below still joins them in one, its comment says so;
 * - a cap across options (Singapore: at most 1 L of the 2 L may be spirits; Korea: the 2 bottles may
 *   total at most 2 L and US$400), and "no allowance at all" (Singapore has none for tobacco).
 */
export const DESTINATION_RULES: DestinationRules[] = [
  // "1 litre of alcohol over 22% vol or 2 litres not exceeding 22% vol; 4 litres of still wine; 16 litres of beer; 200 cigarettes or 100 cigarillos or 50 cigars or 250 g tobacco; other goods up to €430 for air travellers; no alcohol or tobacco allowance under 17" (Council Directive 2007/74/EC, arts 7–9).
  // Member states may apply the lower tobacco limits (40 cigarettes / 20 cigarillos / 10 cigars / 50 g),
  // to all travellers or to land and sea travellers only; the higher (air) figures are used here.
  {
    id: "EU",
    countries: [...EU_MEMBER_STATES],
    currency: "EUR",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 17,
        options: [
          { id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 1000 },
          { id: "low-alcohol", kinds: ["fortified", "sparkling", "spirits"], abvAtMost: 22, unit: "ml", limit: 2000 },
        ],
      },
      {
        id: "wine",
        combine: "proportional",
        minAge: 17,
        options: [{ id: "still-wine", kinds: ["wine"], unit: "ml", limit: 4000 }],
      },
      {
        id: "beer",
        combine: "proportional",
        minAge: 17,
        options: [{ id: "beer", kinds: ["beer"], unit: "ml", limit: 16000 }],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 17,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 },
          { id: "cigarillos", kinds: ["cigarillos"], unit: "sticks", limit: 100 },
          { id: "cigars", kinds: ["cigars"], unit: "sticks", limit: 50 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 43000 }],
      },
    ],
    sources: [
      {
        url: "https://eur-lex.europa.eu/eli/dir/2007/74/oj",
        title:
          "Council Directive 2007/74/EC on the exemption from VAT and excise duty of goods imported by persons travelling from third countries",
        checked: "2025-01-01",
      },
      {
        // Read as a stored copy of the Commission's travellers page (http://ec.europa.eu/taxation_customs/common/travellers/enter_eu/index_en.htm).
        url: "https://ec.europa.eu/taxation_customs/common/travellers/enter_eu/index_en.htm",
        title: "European Commission: Travellers entering the EU – customs and tax allowances",
        checked: "2026-11-25",
      },
    ],
  },
  // "Beer 42 litres and still wine 18 litres; either spirits over 22% 4 litres or alcoholic drinks up to 22% (sparkling, fortified wine, cider) 9 litres, which you can split; one of 200 cigarettes, 100 cigarillos, 50 cigars, 250g tobacco, which you can split; other goods worth up to £390" (GOV.UK, arriving in Great Britain, since 1 January 2021).
  // Age: the stored GOV.UK copy says "no personal allowances for tobacco or alcohol if you're under 17"; later
  // guidance (2025) says "you must be 18 or over"; 18 is used (the stricter reading). Heated-tobacco sticks
  // (200) are a fifth tobacco option with no product kind here.
  {
    id: "GB",
    countries: ["GB"],
    currency: "GBP",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 4000 },
          {
            id: "sparkling-fortified",
            kinds: ["sparkling", "fortified", "spirits"],
            abvAtMost: 22,
            unit: "ml",
            limit: 9000,
          },
        ],
      },
      {
        id: "wine",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "still-wine", kinds: ["wine"], unit: "ml", limit: 18000 }],
      },
      {
        id: "beer",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "beer", kinds: ["beer"], unit: "ml", limit: 42000 }],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 },
          { id: "cigarillos", kinds: ["cigarillos"], unit: "sticks", limit: 100 },
          { id: "cigars", kinds: ["cigars"], unit: "sticks", limit: 50 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 39000 }],
      },
    ],
    sources: [
      {
        url: "https://www.gov.uk/duty-free-goods/arriving-in-Great-Britain",
        title: "GOV.UK: Bringing goods into the UK for personal use – arriving in Great Britain",
        checked: "2026-11-25",
      },
    ],
  },
  // "A returning resident is eligible for the $800 exemption, which includes not more than 200 cigarettes and 100 cigars; one liter of alcoholic beverages may be included if you are 21 years old" (CBP, Know Before You Go).
  // The $800 covers everything bought abroad, alcohol and tobacco included. Cigarettes and cigars are
  // cumulative in law: two allowances.
  {
    id: "US",
    countries: ["US"],
    currency: "USD",
    travellers: "residents",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 21,
        options: [
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 1000 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        options: [{ id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 }],
      },
      {
        id: "cigars",
        combine: "proportional",
        options: [{ id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 100 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [
          {
            id: "goods",
            kinds: ALL_KINDS,
            unit: "value",
            limit: 80000,
          },
        ],
      },
    ],
    sources: [
      {
        url: "https://www.cbp.gov/travel/us-citizens/know-before-you-go/customs-duty-info",
        title:
          "U.S. Customs and Border Protection: Customs duty information (personal exemptions, alcohol and tobacco)",
        checked: "2025-01-01",
      },
    ],
  },
  // "If you have been outside Canada for 48 hours or more, CAN$800; you can include only one of: 1.5 L of wine, or 1.14 L of alcoholic beverages, or 8.5 L (24 × 355 ml) of beer or ale; and all of 200 cigarettes, 50 cigars or cigarillos, 200 g of manufactured tobacco, 200 tobacco sticks" (CBSA).
  // Ages are set by the province of entry: alcohol 18 (Alberta, Manitoba, Quebec) or 19 (elsewhere), 19 used;
  // the tobacco exemption is limited federally to 18 and over. The 1.14 L option also counts beer here so that
  // a mixed purchase has an option to fall into (the law has no mixed option). Tobacco limits are cumulative
  // in law ("all of the following"): three allowances.
  {
    id: "CA",
    countries: ["CA"],
    currency: "CAD",
    travellers: "residents",
    allowances: [
      {
        id: "alcohol",
        combine: "one",
        minAge: 19,
        options: [
          { id: "wine", kinds: ["wine", "sparkling", "fortified"], unit: "ml", limit: 1500 },
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 1140 },
          { id: "beer", kinds: ["beer"], unit: "ml", limit: 8500 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 }],
      },
      {
        id: "cigars",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 50 }],
      },
      {
        id: "loose-tobacco",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 200 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [
          {
            id: "goods",
            kinds: ALL_KINDS,
            unit: "value",
            limit: 80000,
          },
        ],
      },
    ],
    sources: [
      {
        url: "https://www.cbsa-asfc.gc.ca/travel-voyage/declare-eng.html",
        title: "Canada Border Services Agency: Bringing goods into Canada for personal use – personal exemptions",
        checked: "2025-01-01",
      },
      {
        // Stored copy read: the alcohol "only one of" and tobacco "all of" lists (CAN$ figures of 2012 superseded).
        url: "https://www.cbsa-asfc.gc.ca/media/release-communique/2012/2012-06-28-eng.html",
        title:
          "CBSA news release, 28 June 2012: alcohol and tobacco amounts free of duty and taxes (stays over 48 hours)",
        checked: "2026-11-25",
      },
    ],
  },
  // "Per person and day, from 17: 5 litres of alcoholic beverages up to 18% vol. and 1 litre over 18% vol.; 250 cigarettes or cigars or 250 g of other tobacco products; value limit CHF 150 for all goods together, from 1 January 2025" (BAZG).
  // The two alcohol limits are cumulative: over 18 % sits in "alcohol", up to 18 % (wine and beer alike) in "wine".
  // The value limit counts every good, alcohol and tobacco included.
  {
    id: "CH",
    countries: ["CH"],
    currency: "CHF",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 17,
        options: [
          {
            id: "alcohol",
            kinds: ["spirits", "fortified", "wine", "sparkling", "beer"],
            abvOver: 18,
            unit: "ml",
            limit: 1000,
          },
        ],
      },
      {
        id: "wine",
        combine: "proportional",
        minAge: 17,
        options: [
          {
            id: "alcohol",
            kinds: ["wine", "sparkling", "beer", "fortified", "spirits"],
            abvAtMost: 18,
            unit: "ml",
            limit: 5000,
          },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 17,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 250 },
          { id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 250 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [
          {
            id: "goods",
            kinds: ALL_KINDS,
            unit: "value",
            limit: 15000,
          },
        ],
      },
    ],
    sources: [
      {
        url: "https://www.bazg.admin.ch/",
        title:
          "Federal Office for Customs and Border Security (BAZG): duty-free allowances and value limit for travellers",
        checked: "2025-01-01",
      },
    ],
  },
  // "Residents: spirits over 22% up to 60% 1 litre; wine over 2.5% up to 22% 1.5 litres; beer 2 litres; 100 cigarettes or 125 g other tobacco; the spirits quota can be exchanged with 1.5 litres of wine or beer, the wine quota with equal amounts of beer; age 18, 20 for over 22%; value limit NOK 6,000 after 24 hours abroad, excluding the alcohol and tobacco quota" (Norwegian Customs).
  // The exchange rules are three linear limits: spirits ≤ 1 L ("alcohol"); wine + 1.5 × spirits ≤ 3 L ("wine");
  // beer + wine + 1.5 × spirits ≤ 5 L ("beer"; 1 L of spirits counts 1.5 L, so 5 / 1.5 = 3.334 L of spirits,
  // rounded up so the full 1 L + 1.5 L + 2 L quota sits within). Tourists resident abroad keep the
  // 200 cigarettes / 250 g tobacco quota; the residents' figures are the stricter ones. Snuff, cigars and
  // cigarillos count in grams (only items with a weight are metered).
  {
    id: "NO",
    countries: ["NO"],
    currency: "NOK",
    travellers: "residents",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 20,
        options: [{ id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 1000 }],
      },
      {
        id: "wine",
        combine: "proportional",
        minAge: 18,
        options: [
          {
            id: "low-alcohol",
            kinds: ["wine", "sparkling", "fortified", "spirits"],
            abvAtMost: 22,
            unit: "ml",
            limit: 3000,
          },
          { id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 2000 },
        ],
      },
      {
        id: "beer",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "beer", kinds: ["beer"], unit: "ml", limit: 5000 },
          {
            id: "low-alcohol",
            kinds: ["wine", "sparkling", "fortified", "spirits"],
            abvAtMost: 22,
            unit: "ml",
            limit: 5000,
          },
          { id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 3334 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 100 },
          { id: "tobacco-products", kinds: ["tobacco", "cigars", "cigarillos"], unit: "g", limit: 125 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 600000 }],
      },
    ],
    sources: [
      {
        url: "https://toll.no/en/goods/alcohol-and-tobacco/quotas",
        title: "Norwegian Customs: Alcohol and tobacco quotas",
        checked: "2026-11-25",
      },
      {
        url: "https://toll.no/en/shopping-abroad/the-value-limit",
        title: "Norwegian Customs: The value limit",
        checked: "2026-11-25",
      },
    ],
  },
  // "Alcohol over 22% 1 lt; alcohol not over 22% 2 lt; cigarettes 600 (200 brought from abroad, 400 from Turkish arrival duty-free shops), cigarillos 100, cigars 50, cut tobacco 250 g; perfume, cologne and lotion 600 ml in total; other goods up to €430 (€150 under 15); tobacco and alcohol from 18" (Turkish Ministry of Trade, passenger guide).
  // The two alcohol lines are modelled as proportional (the stricter reading if they are cumulative).
  // The value limit is set in euros by the regulation, so the rule set's currency is EUR.
  {
    id: "TR",
    countries: ["TR"],
    currency: "EUR",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "spirits", kinds: ["spirits", "fortified"], abvOver: 22, unit: "ml", limit: 1000 },
          {
            id: "low-alcohol",
            kinds: ["wine", "sparkling", "fortified", "beer", "spirits"],
            abvAtMost: 22,
            unit: "ml",
            limit: 2000,
          },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 },
          { id: "cigarillos", kinds: ["cigarillos"], unit: "sticks", limit: 100 },
          { id: "cigars", kinds: ["cigars"], unit: "sticks", limit: 50 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "perfume",
        combine: "proportional",
        options: [{ id: "perfume", kinds: ["perfume"], unit: "ml", limit: 600 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["other"], unit: "value", limit: 43000 }],
      },
    ],
    sources: [
      {
        url: "https://gumrukrehberi.gov.tr/sayfa/listede-yer-almayan-e%C5%9Fya-da-yolcu-beraberinde-getirilebilir-mi",
        title: "Turkish Ministry of Trade, Customs Guide: goods not on the list up to €430 (€150 under 15)",
        checked: "2026-11-25",
      },
      {
        url: "https://ticaret.gov.tr/",
        title:
          "Turkish Ministry of Trade: passenger procedures – duty-free quantities of consumer goods (Decision 2009/15481)",
        checked: "2025-01-01",
      },
    ],
  },
  // "Gifts whose value does not exceed AED 3,000; cigarettes not exceeding 200 (earlier guides: 400), 50 cigars, 500 grams of tobacco; alcoholic beverages not exceeding 4 litres; passengers below 18 years may not bring cigarettes or alcoholic beverages" (UAE customs travellers' guides).
  // The emirates' customs pages still print 400 cigarettes; the federal (ICP) guide of 2024 says 200, used here.
  // The beer alternative ("or 2 cartons of beer") is not modelled: beer counts in the 4 litres. The tobacco
  // limits read as cumulative: three allowances.
  {
    id: "AE",
    countries: ["AE"],
    currency: "AED",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 4000 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 }],
      },
      {
        id: "cigars",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 50 }],
      },
      {
        id: "loose-tobacco",
        combine: "proportional",
        minAge: 18,
        options: [{ id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 500 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 300000 }],
      },
    ],
    sources: [
      {
        url: "https://www.sharjahcustoms.gov.ae/en/Travelers-Guide",
        title: "Sharjah Customs: Traveler's Guide",
        checked: "2026-11-25",
      },
      {
        url: "https://fujcustoms.gov.ae/en/travelers-services/passenger-customs-guide.aspx",
        title: "Fujairah Customs: Passenger customs guide",
        checked: "2026-11-25",
      },
      {
        // Secondary: a newspaper summary of the federal authority's guide (200 cigarettes), updated July 2024.
        url: "https://khaleejtimes.com/uae/uae-travel-full-list-of-items-that-are-banned-and-allowed",
        title:
          "Khaleej Times: UAE travel – items banned and allowed (citing the Federal Authority for Identity, Citizenship, Customs and Ports Security)",
        checked: "2026-11-25",
      },
    ],
  },
  // "Alcoholic beverages: up to three bottles (760ml as a bottle); tobacco: up to 200 cigarettes, 50 cigars, 250 g of other tobacco (more than one kind: 250 g in total); perfume: up to 2 ounces (approximately 56ml); other articles under ¥200,000 in total, an item under ¥10,000 not counted; persons under 20 are not granted alcohol and tobacco allowances" (Japan Customs, FAQ 7104).
  // The ¥10,000-per-item exclusion is not modelled (the meter counts every item). Perfume excludes eau de
  // cologne and eau de toilette in Japanese practice; every perfume is counted here.
  {
    id: "JP",
    countries: ["JP"],
    currency: "JPY",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 20,
        options: [
          { id: "bottles", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "items", limit: 3 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 20,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 },
          { id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 50 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "perfume",
        combine: "proportional",
        options: [{ id: "perfume", kinds: ["perfume"], unit: "ml", limit: 56 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["other"], unit: "value", limit: 200000 }],
      },
    ],
    sources: [
      {
        url: "https://www.customs.go.jp/english/c-answer_e/keitaibetsuso/7104_e.htm",
        title: "Japan Customs: 7104 Duty-Free Allowance for Accompanied Personal Effects of Overseas Travelers (FAQ)",
        checked: "2026-11-25",
      },
    ],
  },
  // "US$800 per traveller; in addition 2 bottles of liquor (2 litres and US$400 in total), 200 cigarettes (or 50 cigars or 250 g of other tobacco), 100ml of perfume; liquor and tobacco from 19" (Korea Customs Service; US$800 and 2 bottles from September 2022, perfume 100 ml from 1 January 2024).
  // The liquor cap of 2 litres and US$400 across the two bottles cannot be modelled beside the bottle count:
  // only the bottles are metered. The value limit is set in US dollars, so the rule set's currency is USD.
  {
    id: "KR",
    countries: ["KR"],
    currency: "USD",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 19,
        options: [
          { id: "bottles", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "items", limit: 2 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 19,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 200 },
          { id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 50 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 250 },
        ],
      },
      {
        id: "perfume",
        combine: "proportional",
        options: [{ id: "perfume", kinds: ["perfume"], unit: "ml", limit: 100 }],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["other"], unit: "value", limit: 80000 }],
      },
    ],
    sources: [
      {
        url: "https://www.customs.go.kr/english/cm/cntnts/cntntsView.do?mi=8028&cntntsId=2716",
        title: "Korea Customs Service: What is the duty-free allowance for a traveler's personal effects?",
        checked: "2024-01-01",
      },
      {
        // Secondary: the 2022 change (US$800, two bottles of 2 litres and US$400 in total).
        url: "https://en.yna.co.kr/view/AEN20220805001200320",
        title: "Yonhap, 5 August 2022: S. Korea to raise traveler's duty-free allowance limit to US$800",
        checked: "2026-11-25",
      },
    ],
  },
  // "Resident passengers: articles acquired abroad up to RMB 5,000 (non-residents: RMB 2,000 left in China); alcoholic drinks over 12% up to 1,500 ml; 400 cigarettes or 100 cigars or 500 g of cut tobacco" (GACC Announcement No. 54 of 2010, as printed by Beijing Capital Airport).
  // Travellers from Hong Kong, Macao and Taiwan have lower tobacco and alcohol figures; residents may add
  // RMB 3,000 bought in arrival duty-free shops. Minimum age 16 for tobacco and alcohol (from the
  // announcement, not confirmed in a stored page).
  {
    id: "CN",
    countries: ["CN"],
    currency: "CNY",
    travellers: "residents",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 16,
        options: [
          {
            id: "alcohol",
            kinds: ["spirits", "wine", "sparkling", "fortified", "beer"],
            abvOver: 12,
            unit: "ml",
            limit: 1500,
          },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 16,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 400 },
          { id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 100 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 500 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 500000 }],
      },
    ],
    sources: [
      {
        url: "https://en.bcia.com.cn/guide/n_08.shtml",
        title: "Beijing Capital International Airport: articles incoming passengers must declare to China Customs",
        checked: "2026-11-25",
      },
      {
        url: "https://english.wuhan.gov.cn/procedures4for4entry4exit44residence/customs4regulations/202110/t20211026_1819393.shtml",
        title: "Wuhan Municipal Government: management of inbound and outbound items (non-residents RMB 2,000)",
        checked: "2026-11-25",
      },
      {
        url: "https://english.customs.gov.cn/",
        title:
          "General Administration of Customs of the PRC: Announcement No. 54 of 2010 on articles carried by inbound travellers",
        checked: "2025-01-01",
      },
    ],
  },
  // "2.25 litres of alcoholic beverages; 25 cigarettes or 25 grams of cigars or tobacco products, plus one open packet; up to AUD900 worth of general goods (gifts, souvenirs, electronics, perfume concentrates); no duty free concessions on tobacco or alcohol under 18" (Australian Border Force).
  {
    id: "AU",
    countries: ["AU"],
    currency: "AUD",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 2250 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 25 },
          { id: "tobacco-products", kinds: ["tobacco", "cigars", "cigarillos"], unit: "g", limit: 25 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 90000 }],
      },
    ],
    sources: [
      {
        url: "https://www.abf.gov.au/entering-and-leaving-australia/duty-free",
        title: "Australian Border Force: Duty free concessions",
        checked: "2026-11-25",
      },
    ],
  },
  // "Liquor, one of: 1 L spirits + 1 L wine, 1 L spirits + 1 L beer, 1 L wine + 1 L beer, 2 L wine, 2 L beer, if 18 or above, 48 hours or more outside Singapore and not arriving from Malaysia; no duty-free concession on tobacco; GST relief on goods up to S$500 after 48 hours abroad" (Singapore Customs, IRAS).
  // Modelled as 2 litres of any liquor; the cap of 1 litre on spirits cannot be expressed beside it and is
  // not metered. There is no tobacco allowance at all (every cigarette is dutiable), which the types cannot
  // express, so no tobacco allowance is listed.
  {
    id: "SG",
    countries: ["SG"],
    currency: "SGD",
    travellers: "everyone",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        minAge: 18,
        options: [
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 2000 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [{ id: "goods", kinds: ["perfume", "other"], unit: "value", limit: 50000 }],
      },
    ],
    sources: [
      {
        url: "https://www.customs.gov.sg/individuals/going-through-customs/arrivals/duty-free-concession-and-gst-relief/",
        title: "Singapore Customs: Duty-Free Concession and GST Relief",
        checked: "2026-11-25",
      },
      {
        url: "https://www.iras.gov.sg/irashome/News-and-Events/Newsroom/Media-Releases-and-Speeches/Media-Releases/2019/Revision-in-GST-Import-Relief-for-Travellers-with-effect-from-19-February-2019/",
        title: "IRAS: Revision in GST import relief for travellers (S$500 after 48 hours) from 19 February 2019",
        checked: "2026-11-25",
      },
    ],
  },
  // "Indian residents, foreigners residing in India and Indian tourists: Rs. 50,000 (foreign tourists Rs. 15,000); alcoholic liquor or wine up to two litres, its cost included in the Rs. 50,000; 100 cigarettes or 25 cigars or 125 grams of tobacco" (Indian Customs, Baggage Rules 2016).
  // The rules give no minimum age for the alcohol and tobacco allowance, so none is set.
  {
    id: "IN",
    countries: ["IN"],
    currency: "INR",
    travellers: "residents",
    allowances: [
      {
        id: "alcohol",
        combine: "proportional",
        options: [
          { id: "alcohol", kinds: ["spirits", "wine", "sparkling", "fortified", "beer"], unit: "ml", limit: 2000 },
        ],
      },
      {
        id: "tobacco",
        combine: "proportional",
        options: [
          { id: "cigarettes", kinds: ["cigarettes"], unit: "sticks", limit: 100 },
          { id: "cigars", kinds: ["cigars", "cigarillos"], unit: "sticks", limit: 25 },
          { id: "tobacco", kinds: ["tobacco"], unit: "g", limit: 125 },
        ],
      },
      {
        id: "goods",
        combine: "proportional",
        options: [
          {
            id: "goods",
            kinds: ALL_KINDS,
            unit: "value",
            limit: 5000000,
          },
        ],
      },
    ],
    sources: [
      {
        url: "https://mumbaicustomszone3.gov.in/airport-customs",
        title: "Mumbai Customs Zone III: Airport customs – baggage allowance FAQ",
        checked: "2026-11-25",
      },
      { url: "https://www.cbic.gov.in/", title: "CBIC: Baggage Rules, 2016 (as amended)", checked: "2025-01-01" },
    ],
  },
];
