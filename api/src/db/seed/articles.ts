import type { ArticleBlock } from "../../schemas/blog.ts";

export const BLOG_CATEGORIES = [
  {
    slug: "travel-guides",
    name: "Travel Guides",
    description: "Making the most of your time at the airport and beyond.",
  },
  { slug: "gift-ideas", name: "Gift Ideas", description: "Presents for everyone on your list, picked up on the way." },
  {
    slug: "tasting-notes",
    name: "Tasting Notes",
    description: "Our experts on whisky, wine and everything in between.",
  },
  { slug: "beauty-edit", name: "Beauty Edit", description: "Skincare routines and fragrances for life on the move." },
];

export interface ArticleSeed {
  title: string;
  category: string;
  author: string;
  excerpt: string;
  /** Products from these subcategories are shown beside the article. */
  subcategories: string[];
  featured?: boolean;
  body: ArticleBlock[];
}

const p = (text: string): ArticleBlock => ({ type: "paragraph", text });
const h = (text: string): ArticleBlock => ({ type: "heading", text });
const q = (text: string): ArticleBlock => ({ type: "quote", text });

export const ARTICLES: ArticleSeed[] = [
  {
    title: "How duty free really works",
    category: "travel-guides",
    author: "Marta Kowalska",
    subcategories: ["whisky", "womens-fragrances"],
    featured: true,
    excerpt: "Allowances, receipts and sealed bags: what you need to know before you buy at the airport.",
    body: [
      p(
        "Duty free means that the excise duty and, for journeys leaving the customs union, the sales tax are not charged on what you buy airside. That is why a bottle of single malt or a large eau de parfum often costs noticeably less after security than on the high street.",
      ),
      h("Who can buy what"),
      p(
        "Travellers flying between countries of the European Union pay tax on alcohol and tobacco like anyone else, but still enjoy travel-retail prices on many other goods. Passengers leaving the EU can buy everything tax free. Your boarding pass decides which prices apply, which is why the cashier always asks for it.",
      ),
      p(
        "Every destination sets its own import allowances. As a rule of thumb, one litre of spirits, two litres of wine and two hundred cigarettes are tolerated almost everywhere, but check before you fly to avoid paying duty twice.",
      ),
      h("Sealed bags and connecting flights"),
      p(
        "Liquids bought airside are packed in a tamper-evident bag with the receipt visible. Keep it sealed until you reach your final destination, especially if you change planes and pass through security again.",
      ),
      q(
        "Reserve online, pay at the airport, and your order is waiting for you at the shop of your departure terminal.",
      ),
    ],
  },
  {
    title: "48 hours in Warsaw between flights",
    category: "travel-guides",
    author: "Piotr Nowak",
    subcategories: ["vodka", "chocolate"],
    excerpt: "A long layover at Chopin Airport is a chance to see one of Europe's most surprising capitals.",
    body: [
      p(
        "Warsaw Chopin is only twenty minutes by train from the city centre, which makes even an overnight layover worth a trip into town. The SKM and Koleje Mazowieckie trains leave from the station under Terminal A.",
      ),
      h("Day one: the Old Town and the river"),
      p(
        "Start at Castle Square and lose yourself in the rebuilt lanes of the Old Town, a UNESCO World Heritage site reconstructed brick by brick after the war. In the evening, join the locals along the Vistula boulevards.",
      ),
      h("Day two: museums and milk bars"),
      p(
        "The Warsaw Rising Museum and POLIN, the Museum of the History of Polish Jews, each deserve half a day. For lunch, try a milk bar: pierogi, tomato soup and a compote for the price of an airport coffee.",
      ),
      p(
        "Before your flight, pick up a bottle of rye vodka and a box of plums in chocolate: the two souvenirs every Varsovian recommends.",
      ),
      q("Warsaw rewards the curious traveller: every facade has a story."),
    ],
  },
  {
    title: "Ten tips for a calmer long-haul flight",
    category: "travel-guides",
    author: "Aisha Rahman",
    subcategories: ["travel-essentials", "headphones"],
    excerpt: "From noise-cancelling headphones to the right seat, small choices make a twelve-hour flight easier.",
    body: [
      p(
        "A long-haul flight does not have to leave you exhausted. Most of what makes it bearable is decided before boarding.",
      ),
      h("Before you fly"),
      p(
        "Choose a seat away from the galleys and lavatories, drink water in the days before, and set your watch to your destination's time zone as soon as you board.",
      ),
      h("On board"),
      p(
        "Noise-cancelling headphones remove the drone of the engines, which is surprisingly tiring. A memory foam neck pillow and a silk sleep mask do the rest. Walk the aisle every couple of hours and skip the second glass of wine.",
      ),
      p(
        "Pack a small pouch with lip balm, a hydrating mist and a toothbrush: ten minutes of freshening up before landing change how you feel at arrival.",
      ),
      q("The best upgrade is a good night's sleep."),
    ],
  },
  {
    title: "Singapore Changi: an airport worth arriving early for",
    category: "travel-guides",
    author: "Daniel Tan",
    subcategories: ["chocolate", "unisex-fragrances"],
    excerpt: "Gardens, a waterfall and some of the best shopping anywhere: how to spend three hours at Changi.",
    body: [
      p(
        "Changi regularly tops the rankings of the world's best airports, and for once the praise is deserved. With four terminals and the Jewel complex, there is more to do than time to do it.",
      ),
      h("Jewel and the Rain Vortex"),
      p(
        "The forty-metre indoor waterfall at the heart of Jewel is best seen at dusk, when the light show begins. Jewel is landside, so visit before you check in.",
      ),
      h("Shopping airside"),
      p(
        "Each terminal has its own duty-free shops with local specialities, from kaya jam to orchid-scented perfumes. Prices are the same across the terminals, so buy where you find it.",
      ),
      q("Changi is the only airport where people complain that their connection is too short."),
    ],
  },
  {
    title: "Gifts for the whisky lover who has everything",
    category: "gift-ideas",
    author: "Callum Ross",
    subcategories: ["whisky", "cognac"],
    featured: false,
    excerpt: "Travel-exclusive bottlings, rare cask finishes and the accessories that go with them.",
    body: [
      p(
        "Buying whisky for an enthusiast is daunting: chances are they already own the bottles you have heard of. The airport is your secret weapon, because many distilleries release bottlings only for travel retail.",
      ),
      h("Look for the cask"),
      p(
        "A familiar distillery in an unfamiliar cask, port, rum or sherry, is a safe and exciting choice. The label tells you where the whisky finished its maturation.",
      ),
      h("Think beyond the bottle"),
      p("A pair of nosing glasses or a small-batch cognac for comparison turns a present into an evening's tasting."),
      q("The best gift is a dram they have never tried."),
    ],
  },
  {
    title: "Last-minute gifts under 30 dollars",
    category: "gift-ideas",
    author: "Marta Kowalska",
    subcategories: ["sweets", "chocolate", "biscuits-snacks"],
    featured: true,
    excerpt: "Forgot a present? These shelves at the gate have you covered.",
    body: [
      p(
        "It happens to everyone: you are at the gate and realise you have nothing for the people waiting at arrivals. Good news: some of the nicest gifts in the airport cost less than a taxi ride.",
      ),
      h("Sweet things travel well"),
      p(
        "A tin of fruit drops, a box of shortbread or a bar of single-origin chocolate fits in any bag and pleases every age.",
      ),
      h("Something local"),
      p(
        "Regional specialities, from Polish plums in chocolate to Swiss milk chocolate, show you thought about where you have been.",
      ),
      q("A small gift from far away is never small."),
    ],
  },
  {
    title: "Choosing a fragrance as a present",
    category: "gift-ideas",
    author: "Élodie Martin",
    subcategories: ["womens-fragrances", "mens-fragrances"],
    excerpt: "How to pick a scent for someone else without a single spray on their skin.",
    body: [
      p(
        "Perfume is the most personal of presents, which is exactly why it is so often chosen at the airport: the testers are there, and a sales adviser has time to help.",
      ),
      h("Start from what they already wear"),
      p(
        "Fragrances belong to families: floral, woody, fresh, oriental. Someone who loves a citrus cologne will probably enjoy another fresh scent more than a heavy oud.",
      ),
      h("Sizes and sets"),
      p(
        "A 30 ml bottle or a discovery set is the safe choice for a first bottle. Travel-exclusive sets often include a body lotion or a travel spray at no extra cost.",
      ),
      q("Choose the feeling, not the bottle."),
    ],
  },
  {
    title: "Tech gifts that actually get used",
    category: "gift-ideas",
    author: "Aisha Rahman",
    subcategories: ["chargers-power", "headphones"],
    excerpt: "Power banks, earbuds and adapters: gadgets that earn their place in a carry-on.",
    body: [
      p(
        "The best tech gifts are the unglamorous ones that solve a daily annoyance. Nobody has ever complained about owning a spare charger.",
      ),
      h("Power for the journey"),
      p(
        "A 10,000 mAh power bank charges a phone twice and is allowed in the cabin. Pair it with a braided cable that will survive being stuffed into a bag.",
      ),
      h("Quiet, please"),
      p("True wireless earbuds with noise cancelling are small enough for a pocket and make every commute better."),
      q("A good gadget disappears into daily life."),
    ],
  },
  {
    title: "A beginner's guide to single malt Scotch",
    category: "tasting-notes",
    author: "Callum Ross",
    subcategories: ["whisky"],
    featured: true,
    excerpt: "Regions, casks and ages: the three things that shape what is in your glass.",
    body: [
      p(
        "Single malt Scotch is whisky made from malted barley at a single distillery in Scotland. Within that simple definition lies an enormous variety of styles.",
      ),
      h("Regions"),
      p(
        "Speyside is known for fruity, elegant malts; Islay for peat smoke and sea spray; the Highlands for everything in between. Regions are a guide, not a rule.",
      ),
      h("Casks and age"),
      p(
        "Most of a whisky's flavour comes from the cask. Ex-bourbon barrels give vanilla and coconut; sherry butts give dried fruit and spice. The age on the label is that of the youngest whisky in the bottle.",
      ),
      h("How to taste"),
      p(
        "Nose it first, sip a little, then add a few drops of water and taste again. Water opens up aromas that alcohol hides.",
      ),
      q("There is no wrong way to enjoy whisky, only ways you have not tried yet."),
    ],
  },
  {
    title: "Champagne, prosecco or cava?",
    category: "tasting-notes",
    author: "Élodie Martin",
    subcategories: ["champagne", "sparkling-wine"],
    excerpt: "Three sparkling wines, three methods, three very different glasses.",
    body: [
      p("All three sparkle, but they are made differently and taste different too."),
      h("Champagne"),
      p(
        "Made in the Champagne region by the traditional method: the second fermentation happens in the bottle, which gives fine bubbles and brioche aromas.",
      ),
      h("Prosecco"),
      p(
        "From north-east Italy, made mostly by the tank method, which keeps its fresh pear and apple fruit. Drink it young.",
      ),
      h("Cava"),
      p("Spain's traditional-method sparkling wine: drier and more citrusy than prosecco, often excellent value."),
      q("The right bubbles are the ones you share."),
    ],
  },
  {
    title: "Gin beyond tonic",
    category: "tasting-notes",
    author: "Callum Ross",
    subcategories: ["gin", "liqueur"],
    excerpt: "Three easy cocktails to make with a bottle from the airport.",
    body: [
      p("A good gin deserves more than a splash of tonic. These three classics need only a few ingredients."),
      h("The Negroni"),
      p("Equal parts gin, red bitter and sweet vermouth, stirred over ice with a slice of orange."),
      h("The Tom Collins"),
      p("Gin, lemon juice, sugar syrup and soda water: a long, refreshing drink for summer evenings."),
      h("The Martini"),
      p("Very cold gin, a whisper of dry vermouth, an olive or a twist. Stir, never shake, if you want it silky."),
      q("Measure carefully; the classics are unforgiving."),
    ],
  },
  {
    title: "Your in-flight skincare routine",
    category: "beauty-edit",
    author: "Hana Kim",
    subcategories: ["skincare"],
    featured: false,
    excerpt: "Cabin air is drier than the desert. Here is how to land with glowing skin.",
    body: [
      p("Humidity in an aircraft cabin often falls below twenty per cent. Skin notices, especially on long flights."),
      h("Before boarding"),
      p(
        "Cleanse, apply a hyaluronic serum and a rich moisturiser. Skip heavy make-up: it dries out faster in the cabin.",
      ),
      h("During the flight"),
      p(
        "A sleeping mask works just as well at 35,000 feet as in bed. Reapply lip balm often and drink water rather than coffee.",
      ),
      h("After landing"),
      p("Refresh with a gentle cleanser and a vitamin C serum to brighten tired skin."),
      q("Everything under 100 ml can come with you in the cabin."),
    ],
  },
  {
    title: "Sun care that fits the carry-on",
    category: "beauty-edit",
    author: "Hana Kim",
    subcategories: ["suncare", "skincare"],
    excerpt: "How to pack SPF for a beach holiday without checking a bag.",
    body: [
      p(
        "Sunscreen is the one thing people forget and then pay resort prices for. The airport is a better place to stock up.",
      ),
      h("Choose your protection"),
      p(
        "Broad-spectrum SPF 50 for the face, SPF 30 for the body is a good balance for most skin types. Reapply every two hours and after swimming.",
      ),
      h("Travel sizes"),
      p(
        "Mists and tinted face sunscreens come in cabin-friendly sizes. An after-sun gel cools and soothes after a long day outside.",
      ),
      q("The best tan is the one you do not get."),
    ],
  },
  {
    title: "Layering fragrance like a perfumer",
    category: "beauty-edit",
    author: "Élodie Martin",
    subcategories: ["unisex-fragrances", "womens-fragrances"],
    excerpt: "Two scents, one signature: a perfumer's guide to combining fragrances.",
    body: [
      p(
        "Layering means wearing two fragrances at once to create something personal. It sounds daring, but a few rules keep it simple.",
      ),
      h("Start simple"),
      p(
        "Combine a single-note scent, such as white tea or fig, with a richer fragrance. The simple one acts as a background.",
      ),
      h("Heavy first"),
      p("Apply the deeper, woodier fragrance first and the lighter one on top, so that neither overwhelms the other."),
      q("Your signature scent might be two bottles, not one."),
    ],
  },
];
