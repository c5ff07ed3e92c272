/** What a product looks like, as far as its picture goes. */
export type Kind =
  | "whisky"
  | "vodka"
  | "gin"
  | "rum"
  | "cognac"
  | "liqueur"
  | "wine"
  | "champagne"
  | "cigarettes"
  | "cigars"
  | "tobacco"
  | "perfume"
  | "jar"
  | "dropper"
  | "tube"
  | "lipstick"
  | "compact"
  | "chocolate"
  | "sweets"
  | "biscuits"
  | "sunglasses"
  | "watch"
  | "bag"
  | "wallet"
  | "jewellery"
  | "headphones"
  | "charger"
  | "pillow"
  | "gift";

/** The seed's subcategories (api/src/db/seed/catalogue.ts) and the object each one shows. */
const BY_SUBCATEGORY: Record<string, Kind> = {
  whisky: "whisky",
  vodka: "vodka",
  gin: "gin",
  rum: "rum",
  cognac: "cognac",
  liqueur: "liqueur",
  "red-wine": "wine",
  "white-wine": "wine",
  "rose-wine": "wine",
  champagne: "champagne",
  "sparkling-wine": "champagne",
  cigarettes: "cigarettes",
  cigars: "cigars",
  "pipe-tobacco": "tobacco",
  "womens-fragrances": "perfume",
  "mens-fragrances": "perfume",
  "unisex-fragrances": "perfume",
  skincare: "jar",
  makeup: "lipstick",
  suncare: "tube",
  chocolate: "chocolate",
  sweets: "sweets",
  "biscuits-snacks": "biscuits",
  sunglasses: "sunglasses",
  watches: "watch",
  "bags-leather-goods": "bag",
  jewellery: "jewellery",
  headphones: "headphones",
  "chargers-power": "charger",
  "travel-essentials": "pillow",
};

/** Within a subcategory, some products are another object: a serum is no jar, a wallet no weekender. */
const BY_NAME: [RegExp, Kind][] = [
  [/\b(lipstick|gloss|lip)\b/, "lipstick"],
  [/\b(mascara|brow|eyeliner)\b/, "lipstick"],
  [/\b(palette|blush|powder|eyeshadow)\b/, "compact"],
  [/\b(serum|foundation|oil|drops?)\b/, "dropper"],
  [/\b(cream|mask|balm)\b/, "jar"],
  [/\b(foam|gel|lotion|mist|sunscreen|spf \d+)\b/, "tube"],
  [/\b(wallet|passport|card holder|organiser|organizer)\b/, "wallet"],
  [/\b(tin|cigarillos?)\b/, "tobacco"],
  [/\b(adapter|charger|power bank|cable)\b/, "charger"],
];

/**
 * An operator may import subcategories the seed never had: a word in the subcategory's slug, then its
 * category, decide; anything else is a gift box with the brand's label, which suits every shop.
 */
const BY_WORD: [RegExp, Kind][] = [
  [/whisk|bourbon|scotch/, "whisky"],
  [/vodka|aquavit/, "vodka"],
  [/gin\b|gin-/, "gin"],
  [/rum|tequila|mezcal/, "rum"],
  [/cognac|brandy|armagnac|calvados/, "cognac"],
  [/liqueur|spirit|aperitif|bitter/, "liqueur"],
  [/champagne|sparkling|prosecco|cava/, "champagne"],
  [/wine|port|sherry|sake/, "wine"],
  [/cigarette|tobacco/, "cigarettes"],
  [/cigar/, "cigars"],
  [/fragrance|perfume|parfum|cologne/, "perfume"],
  [/lip|make-?up|cosmetic/, "lipstick"],
  [/skin|care|beauty|cream/, "jar"],
  [/chocolate|praline|cocoa/, "chocolate"],
  [/sweet|candy|confection/, "sweets"],
  [/biscuit|snack|food|delicates/, "biscuits"],
  [/sunglass|eyewear/, "sunglasses"],
  [/watch/, "watch"],
  [/bag|leather|luggage|fashion|accessor/, "bag"],
  [/jewel|jewelry/, "jewellery"],
  [/headphone|audio|earbud/, "headphones"],
  [/charger|power|electronic|tech/, "charger"],
  [/travel|comfort/, "pillow"],
];

export function kindOf({
  subcategory,
  category = "",
  name = "",
}: {
  subcategory: string;
  category?: string;
  name?: string;
}): Kind {
  const base = BY_SUBCATEGORY[subcategory] ?? BY_WORD.find(([p]) => p.test(subcategory))?.[1];
  const fallback = base ?? BY_WORD.find(([p]) => p.test(category))?.[1] ?? "gift";
  // Only beauty and accessory ranges hold several shapes; a "Cream Liqueur" stays a bottle.
  if (["jar", "lipstick", "tube", "dropper", "bag", "cigars", "charger"].includes(fallback)) {
    const words = name.toLowerCase();
    const special = BY_NAME.find(([p]) => p.test(words))?.[1];
    if (special && compatible(fallback, special)) return special;
  }
  return fallback;
}

const FAMILIES: Kind[][] = [
  ["jar", "lipstick", "tube", "dropper", "compact"],
  ["bag", "wallet"],
  ["cigars", "tobacco"],
  ["charger"],
];
const compatible = (a: Kind, b: Kind) => FAMILIES.some((f) => f.includes(a) && f.includes(b));
