import { startTransition, useEffect, useState } from "react";
import type { ProductDetail } from "@travel-retail/api/schemas";
import { catalogueGet } from "../../api-client/catalogue-get";
import { paths } from "../../api-client/paths";

export interface LiveOffers {
  product: ProductDetail;
  /** "built": as the page was built (the current figures are on their way); "live": as the catalogue has them now; "offline": the built ones, the current could not be had. */
  status: "built" | "live" | "offline";
}

/**
 * A product page's prices and stock as they are now, not as they were when the page was built (issue
 * 21: an import changes a price long before the site is built again). After hydration one request
 * (the product's detail, which every airport's offers are in) replaces the built figures: the base and
 * per-airport prices, duty-paid prices, stock and availability of each size the page has. Text, images
 * and the sizes themselves stay as built, so nothing but figures changes and nothing moves. Offline, or
 * on an error, the built figures stay and `status` says so.
 */
export function useLiveOffers(built: ProductDetail, lang: string): LiveOffers {
  const [live, setLive] = useState<{ slug: string; product: ProductDetail | null }>();

  useEffect(() => {
    const controller = new AbortController();
    // With fetch, not the HTTP client: see catalogueGet.
    catalogueGet<ProductDetail>(`${paths.products}${encodeURIComponent(built.slug)}/`, { lang }, controller.signal)
      .then((current) => {
        if (!controller.signal.aborted) startTransition(() => setLive({ slug: built.slug, product: current }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setLive({ slug: built.slug, product: null });
      });
    return () => controller.abort();
  }, [built.slug, lang]);

  if (live?.slug !== built.slug) return { product: built, status: "built" };
  return live.product ? { product: withCurrentFigures(built, live.product), status: "live" } : { product: built, status: "offline" };
}

/** The built product with the current one's figures, size by size (a size the page does not have is left out). */
export function withCurrentFigures(built: ProductDetail, current: ProductDetail): ProductDetail {
  const sizes = new Map(current.variants.map((v) => [v.sku, v]));
  return {
    ...built,
    price: current.price,
    max_price: current.max_price,
    available_at: current.available_at,
    availability: current.availability,
    variants: built.variants.map((v) => {
      const now = sizes.get(v.sku);
      return now
        ? { ...v, price: now.price, duty_paid_price: now.duty_paid_price, in_stock: now.in_stock, availability: now.availability }
        : v;
    }),
  };
}
