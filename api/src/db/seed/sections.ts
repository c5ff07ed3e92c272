export interface SectionSeed {
  name: string;
  description: string;
  body: string;
  short: boolean;
  /** Which products belong: by subcategory, and optionally at most this base price. */
  subcategories: string[];
  maxPrice?: number;
  minPrice?: number;
  size: number;
}

export const SECTIONS: SectionSeed[] = [
  {
    name: "Summer Essentials",
    short: false,
    size: 24,
    description: "Sun care, sunglasses and chilled rosé for the holiday ahead.",
    body: "Everything you need between the departure gate and the beach: broad-spectrum sun protection in cabin-friendly sizes, polarised sunglasses, and a bottle of pale Provence rosé for the first evening of the holiday.",
    subcategories: ["suncare", "sunglasses", "rose-wine", "gin", "sparkling-wine"],
  },
  {
    name: "Gifts Under $50",
    short: true,
    size: 24,
    description: "Thoughtful presents that leave room in the budget.",
    body: "Chocolates, fragrances in travel sizes, and small luxuries, all under fifty dollars.",
    subcategories: [
      "chocolate",
      "sweets",
      "biscuits-snacks",
      "makeup",
      "womens-fragrances",
      "mens-fragrances",
      "travel-essentials",
      "sparkling-wine",
    ],
    maxPrice: 50,
  },
  {
    name: "Whisky Discovery",
    short: false,
    size: 20,
    description: "Single malts, cask finishes and travel-retail exclusives.",
    body: "Our whisky specialists picked these bottles to take you from the gentle fruit of Speyside to the smoky shores of Islay. Many are bottled only for travel retail, so you will not find them in town.",
    subcategories: ["whisky"],
  },
  {
    name: "Last-Minute Gifts",
    short: true,
    size: 16,
    description: "Boarding soon? Grab one of these on the way to the gate.",
    body: "Quick wins for everyone on your list.",
    subcategories: ["chocolate", "sweets", "chargers-power", "travel-essentials"],
    maxPrice: 35,
  },
  {
    name: "The Luxury Edit",
    short: false,
    size: 16,
    description: "Prestige cognac, vintage champagne, fine watches and niche perfumery.",
    body: "For the special occasion, or simply because you deserve it: the finest pieces from our shelves, chosen for their craftsmanship and rarity.",
    subcategories: ["cognac", "champagne", "watches", "unisex-fragrances", "whisky", "jewellery"],
    minPrice: 150,
  },
  {
    name: "Long-Haul Comfort",
    short: true,
    size: 16,
    description: "Sleep better and land fresher.",
    body: "Noise-cancelling headphones, neck pillows and hydrating skincare for the long flight.",
    subcategories: ["headphones", "travel-essentials", "skincare"],
  },
];
