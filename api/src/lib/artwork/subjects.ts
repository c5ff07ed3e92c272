import type { Queryable } from "../../db/database.ts";
import {
  articleCommonSubcategories,
  articleSubject,
  brandSubject,
  categoryFirstSubcategories,
  categorySubject,
  productSubject,
  sectionCommonSubcategories,
  sectionSubject,
  type ShelfSubcategory,
} from "../../repositories/artwork-subjects.ts";
import type { ImageKind } from "../images.ts";
import { productArtwork } from "./product.ts";
import type { Lettering } from "./svg.ts";
import { articleArtwork, brandArtwork, shelfArtwork, shelfItem } from "./scenes.ts";

interface Request {
  kind: ImageKind;
  slug: string;
  view: number;
  width: number;
  height: number;
  /** A product's card-sized drawing: bars in place of its labels' text (svg.ts). */
  lettering?: Lettering;
}

const items = (rows: ShelfSubcategory[]) => rows.map((r) => shelfItem(r, r.category));

/**
 * The picture for a URL, from what the database says about its subject (repositories/artwork-subjects.ts);
 * undefined when there is no such subject or view (a 404). Products are drawn from their name, brand and
 * subcategory only.
 */
export async function artworkFor(
  db: Queryable,
  { kind, slug, view, width, height, lettering }: Request,
): Promise<string | undefined> {
  if (kind === "products") {
    const p = await productSubject(db, slug);
    if (!p || view > p.views) return undefined;
    return productArtwork({
      name: p.name,
      brand: p.brand,
      brandSlug: p.brand_slug,
      subcategory: p.subcategory,
      category: p.category,
      width,
      height,
      view,
      lettering,
    });
  }
  // Every other kind has one picture.
  if (view > 1) return undefined;
  if (kind === "brands") {
    const brand = await brandSubject(db, slug);
    return brand && brandArtwork({ slug, name: brand.name, width, height });
  }
  if (kind === "categories") {
    const category = await categorySubject(db, slug);
    if (!category) return undefined;
    const subs = await categoryFirstSubcategories(db, category.id, slug, 3);
    return shelfArtwork({ slug, title: category.name, items: items(subs), width, height });
  }
  if (kind === "sections") {
    const section = await sectionSubject(db, slug);
    if (!section) return undefined;
    const subs = await sectionCommonSubcategories(db, section.id, 3);
    return shelfArtwork({ slug, title: section.name, items: items(subs), width, height });
  }
  const article = await articleSubject(db, slug);
  if (!article) return undefined;
  const subs = await articleCommonSubcategories(db, article.id, 2);
  return articleArtwork({
    slug,
    title: article.title,
    blogCategory: article.blog_category,
    items: items(subs),
    width,
    height,
  });
}
