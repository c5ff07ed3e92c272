import { hash } from "../../db/seed/random.ts";
import { drawObject } from "./draw.ts";
import { kindOf, type Kind } from "./kinds.ts";
import type { Look } from "./look.ts";
import { brandColours } from "./palette.ts";
import { SANS, fitSize, n, svgDocument, textLine, type Lettering } from "./svg.ts";

export interface ProductArt {
  name: string;
  brand: string;
  brandSlug: string;
  subcategory: string;
  category?: string;
  width: number;
  height: number;
  /** 1: the product; 2: with its box; 3: a close look at the label. */
  view?: number;
  /** Bars in place of the labels' text, for a card-sized picture (svg.ts). */
  lettering?: Lettering;
}

/** The product's look: keyed on its brand and name, so every size of one product looks the same. */
export function productLook({
  name,
  brand,
  brandSlug,
  subcategory,
  lettering,
}: Omit<ProductArt, "width" | "height">): Look {
  const line = name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? name.slice(brand.length + 1) : name;
  return {
    brand,
    line,
    colours: brandColours(brandSlug),
    seed: hash(`${brandSlug}|${name}`),
    // The brand's own name stays out: "Atelier Noir" must not make a fig cologne's juice black.
    words: `${line} ${subcategory}`.toLowerCase(),
    lettering,
  };
}

/**
 * How much larger than drawn each kind appears in its main view, about the floor's centre, so that a
 * squat jar fills a small card as well as a tall bottle does (each checked to stay inside the frame).
 */
const ZOOM: Partial<Record<Kind, number>> = {
  whisky: 1.14,
  gin: 1.14,
  rum: 1.14,
  liqueur: 1.14,
  cognac: 1.3,
  tobacco: 1.3,
  perfume: 1.35,
  jar: 1.5,
  dropper: 1.35,
  tube: 1.22,
  lipstick: 1.4,
  compact: 1.3,
  chocolate: 1.15,
  sweets: 1.3,
  biscuits: 1.25,
  cigars: 1.12,
  watch: 1,
  jewellery: 1.15,
  headphones: 1.2,
  charger: 1.2,
  pillow: 1,
  wallet: 1.3,
  gift: 1.3,
};

const NARROW = new Set<Kind>(["perfume", "jar", "dropper", "tube", "lipstick", "cognac", "wallet", "charger"]);

/** The brand's box behind the product, for the second view. */
function packaging(look: Look): string {
  const { label: paper, ink, accent } = look.colours;
  const brand = look.brand.toUpperCase();
  return [
    `<rect x="46" y="130" width="230" height="410" rx="6" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    `<rect x="46" y="190" width="230" height="16" fill="${accent}"/>`,
    textLine(
      look.lettering,
      {
        x: 161,
        y: 392,
        size: fitSize(brand, 300, 34, true),
        font: SANS,
        fill: ink,
        bold: true,
        caps: true,
        transform: "rotate(-90 161 380)",
      },
      brand,
    ),
  ].join("");
}

/**
 * A product's picture: the object its subcategory calls for, on a backdrop in its brand's colours.
 * The views show the same object, so the thumbnails never look like another product.
 */
export function productArtwork(art: ProductArt): string {
  const look = productLook(art);
  const kind = kindOf({ subcategory: art.subcategory, category: art.category, name: art.name });
  const object = drawObject(kind, look);
  const view = art.view ?? 1;
  let scene: string;
  // The object a little larger than the stage's own scale, so it fills a small card.
  const z = ZOOM[kind] ?? 1.1;
  const zoomed = (zoom: number) =>
    `<g transform="translate(${n(300 - 300 * zoom)} ${n(560 - 560 * zoom)}) scale(${zoom})">${object.body}</g>`;
  if (view === 2) {
    // Beside its box, narrow objects keep some of their zoom; wide ones would run off the picture.
    scene = `${packaging(look)}<g transform="translate(138 78) scale(.86)">${zoomed(NARROW.has(kind) ? Math.min(z, 1.3) : 1)}</g>`;
  } else if (view >= 3) {
    const [fx, fy] = object.focus;
    scene = `<g transform="translate(${n(300 - fx * 1.9)} ${n(300 - fy * 1.9)}) scale(1.9)">${object.body}</g>`;
  } else scene = zoomed(z);
  return svgDocument(
    { width: art.width, height: art.height, title: art.name, backdrop: look.colours.stage },
    [600, 600],
    scene,
  );
}
