-- Sizes as variants of one product (issue 17, point 2). A product (its page, name, brand, images) has
-- one or more sizes, each with its own SKU and base price; each size has an offer per airport: price,
-- duty-paid price, stock and whether the airport sells it. Lists (and later reservations) hold a size.
--
-- `products` stays the product. Its `sku`, `size` and `price` columns and the `product_availability`
-- table become summaries of the sizes that refresh_product_offers() keeps (the seed calls it after
-- loading): the default (first) size's SKU and size, the lowest size price (the "from" price the lists
-- filter and order on) and, per airport, the lowest price of the sizes sold there and whether any is in
-- stock. Keeping them lets every list query, index and filter of the catalogue read one row per product.
--
-- A database of the previous release keeps every product: each becomes a product with one size (its
-- own SKU, size and prices), so no row, URL or list item changes.

CREATE TABLE product_variants (
  id         serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku        text NOT NULL UNIQUE,
  size       text NOT NULL,
  -- The order of the size choice; the first size is the product's default.
  position   integer NOT NULL DEFAULT 0,
  -- The base USD price, shown when no airport is chosen.
  price      numeric(10, 2) NOT NULL CHECK (price >= 0),
  UNIQUE (product_id, position)
);

CREATE TABLE variant_offers (
  variant_id      integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  airport_id      integer NOT NULL REFERENCES airports (id) ON DELETE CASCADE,
  price           numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- What a traveller pays who is not entitled to duty-free (a flight inside a customs union); NULL: the same.
  duty_paid_price numeric(10, 2) CHECK (duty_paid_price >= 0),
  -- Units on hand: reservations will hold stock against it.
  stock           integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  -- false: the airport no longer sells this size (the row stays for the reservations that name it).
  sold            boolean NOT NULL DEFAULT true,
  PRIMARY KEY (variant_id, airport_id)
);
CREATE INDEX variant_offers_airport_idx ON variant_offers (airport_id, variant_id);

-- The pages of sizes that were products of their own: their old slugs answer with the product and size.
CREATE TABLE product_slug_redirects (
  old_slug   text PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE
);

-- Every existing product becomes a product with one size, under the same id, SKU and prices.
INSERT INTO product_variants (id, product_id, sku, size, position, price)
  SELECT id, id, sku, size, 0, price FROM products;
SELECT setval(pg_get_serial_sequence('product_variants', 'id'), GREATEST((SELECT max(id) FROM product_variants), 1));
-- The previous release knew "in stock" or not: an in-stock offer gets a nominal stock of 10.
INSERT INTO variant_offers (variant_id, airport_id, price, stock, sold)
  SELECT product_id, airport_id, price, CASE WHEN in_stock THEN 10 ELSE 0 END, true FROM product_availability;

-- A list item is a size of a product; the same product in two sizes is two items.
ALTER TABLE wishlist_items ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE;
UPDATE wishlist_items wi SET variant_id = (
  SELECT v.id FROM product_variants v WHERE v.product_id = wi.product_id ORDER BY v.position, v.id LIMIT 1);
ALTER TABLE wishlist_items ALTER COLUMN variant_id SET NOT NULL;
ALTER TABLE wishlist_items DROP CONSTRAINT wishlist_items_wishlist_id_product_id_key;
ALTER TABLE wishlist_items ADD CONSTRAINT wishlist_items_wishlist_id_variant_id_key UNIQUE (wishlist_id, variant_id);

-- The product summaries (see the top): run after the sizes or offers change.
CREATE FUNCTION refresh_product_offers() RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sku = d.sku, size = d.size, price = d.from_price
    FROM (SELECT DISTINCT ON (v.product_id) v.product_id, v.sku, v.size,
                 min(v.price) OVER (PARTITION BY v.product_id) AS from_price
            FROM product_variants v ORDER BY v.product_id, v.position, v.id) d
   WHERE d.product_id = p.id AND (p.sku, p.size, p.price) IS DISTINCT FROM (d.sku, d.size, d.from_price);
  DELETE FROM product_availability;
  INSERT INTO product_availability (product_id, airport_id, price, in_stock)
    SELECT v.product_id, o.airport_id, min(o.price), bool_or(o.stock > 0)
      FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id
     WHERE o.sold
     GROUP BY v.product_id, o.airport_id;
$$;
