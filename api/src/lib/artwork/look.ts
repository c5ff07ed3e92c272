import type { BrandColours } from "./palette.ts";
import type { Lettering } from "./svg.ts";

/** Everything a drawing may depend on: the product's identity, never its size, SKU or price. */
export interface Look {
  brand: string;
  /** The product's name without its brand: what the label says under the brand. */
  line: string;
  colours: BrandColours;
  /** A stable hash of the product, for choices the name does not settle (a flacon's cut, a dial's colour). */
  seed: number;
  /** Lower-case name and subcategory, for keyword choices ("sherry", "rose", "aviator"). */
  words: string;
  /** Text on labels, or bars in its place on a card-sized picture (svg.ts); text when unset. */
  lettering?: Lettering;
}

/** An object drawn on a 600 × 600 stage, standing on y = 540, and the point its detail view zooms to. */
export interface Drawing {
  body: string;
  focus: [number, number];
}

export type Draw = (look: Look) => Drawing;
