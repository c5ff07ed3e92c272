import type { Random } from "./random.ts";

/**
 * Words that tell one product of a brand's line from another, per category, the way real ranges name
 * them ("Glen Corran Heritage Sherry Cask Finish", "… Dark Assorted Collection with Sea Salt"). A
 * product's sizes are variants of it, never products of their own, so a name never repeats and never
 * needs a number ("Edition 2", "Batch 3" made the catalogue look like a copy of itself). A large
 * catalogue (bench/build-scale seeds 10,000 products) combines brand × style × line × accent.
 */
export interface NameWords {
  /** Before the line's name. */
  styles: string[];
  /** After the line's name. */
  accents: string[];
}

export const NAME_WORDS: Record<string, NameWords> = {
  spirits: {
    styles: ["Heritage", "Signature", "Founder's", "Coastal", "Midnight", "Harbour", "Cellar", "Copper Still", "Old Quarter", "Estate", "Northern", "Reserve"],
    accents: ["Oloroso Finish", "Rum Cask Finish", "Wine Cask Finish", "Toasted Oak", "Smoked Edition", "Cask Strength", "Travel Exclusive", "Golden Harvest", "Winter Release", "Distiller's Cut"],
  },
  "wine-champagne": {
    styles: ["Grand", "Old Vine", "Hillside", "Château", "Domaine", "Riverside", "Terrace", "Limestone", "Single Vineyard", "Clos", "Estate", "Heritage"],
    accents: ["Réserve", "Grande Réserve", "Prestige", "Premier Cru", "Organic", "Late Harvest", "Selection", "Barrel Aged", "Cuvée Spéciale", "Millésime"],
  },
  tobacco: {
    styles: ["Classic", "Smooth", "Rich", "Mild", "Bold", "Premium", "Crafted", "Aged", "Dark", "Golden", "Reserve", "Select"],
    accents: ["Maduro", "Connecticut Wrapper", "Double Aged", "Cedar Aged", "Sun Grown", "Natural", "Oriental Blend", "Virginia Blend", "Latakia", "Habano"],
  },
  fragrances: {
    styles: ["Noir", "Blanc", "Rose", "Amber", "Oud", "Citrus", "Iris", "Vetiver", "Santal", "Velvet", "Aqua", "Neroli"],
    accents: ["Intense", "Absolu", "Eau Fraîche", "Privée", "Nuit", "Sport", "Elixir", "Légère", "Parfum", "Extrême"],
  },
  "cosmetics-skincare": {
    styles: ["Hydra", "Pure", "Radiance", "Age-Defy", "Calm", "Glow", "Barrier", "Vital", "Youth", "Clear", "Silk", "Bright"],
    accents: ["with Hyaluronic Acid", "with Peptides", "with Retinol", "with Niacinamide", "with Ceramides", "with Vitamin E", "with Rosehip", "with Green Tea", "with Squalane", "with Bakuchiol"],
  },
  confectionery: {
    styles: ["Signature", "Heritage", "Grand Cru", "Single Origin", "Artisan", "Festive", "Alpine", "Classic", "Luxury", "Connoisseur", "Golden", "Royal"],
    accents: ["with Sea Salt", "with Honey", "with Cranberries", "with Ginger", "with Cocoa Nibs", "with Lemon", "with Cherries", "with Toffee", "with Coconut", "with Cinnamon"],
  },
  "fashion-accessories": {
    styles: ["Classic", "Heritage", "Urban", "Riviera", "Alpine", "Metropolitan", "Vintage", "Modern", "Coastal", "Atelier", "Signature", "Nomad"],
    accents: ["in Black", "in Tan", "in Navy", "in Olive", "in Burgundy", "in Silver", "in Gold", "in Tortoiseshell", "in Stone", "in Rose Gold"],
  },
  "electronics-travel": {
    styles: ["Pro", "Air", "Max", "Mini", "Go", "Studio", "Lite", "Plus", "Ultra", "Trek", "Flex", "Core"],
    accents: ["in Black", "in White", "in Graphite", "in Sand", "in Midnight Blue", "in Sage", "in Coral", "in Silver", "in Slate", "in Forest Green"],
  },
};

/**
 * A name for a product of `brand`'s `line` that `taken` does not hold yet: the line itself if free, else
 * with a style, else with a style and an accent (random ones first, then every combination in turn);
 * undefined when all of them are taken.
 */
export function uniqueName(
  brand: string,
  line: string,
  words: NameWords,
  random: Random,
  taken: Set<string>,
): string | undefined {
  const plain = `${brand} ${line}`;
  if (!taken.has(plain)) return plain;
  for (let attempt = 0; attempt < 6; attempt++) {
    const style = random.pick(words.styles);
    const name = attempt < 3 ? `${brand} ${style} ${line}` : `${brand} ${style} ${line} ${random.pick(words.accents)}`;
    if (!taken.has(name)) return name;
  }
  for (const style of words.styles) {
    if (!taken.has(`${brand} ${style} ${line}`)) return `${brand} ${style} ${line}`;
    for (const accent of words.accents) {
      const name = `${brand} ${style} ${line} ${accent}`;
      if (!taken.has(name)) return name;
    }
  }
  return undefined;
}
