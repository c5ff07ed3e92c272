-- What each product's detail was built from, as a version the storefront's build compares with the one
-- its last build used (GET /api/products/versions/, lib/product-versions.ts): a product whose version
-- is unchanged keeps the page it has, and only the others' details are read again. Before this, every
-- rebuild read every product's detail in every language (≈ 290 MB of JSON at 10,000 products), which
-- was most of the rebuild an import asks for.
--
-- The version is kept per subcategory, not per product: a product's detail lists its subcategory's
-- related products (their names, brands, prices and pictures), so a change to one product changes the
-- detail of every product in its subcategory. Triggers bump it on every write that changes what a detail
-- shows, whoever writes (the import, the seed, a hand-made UPDATE): nothing has to remember to.
--
--   table               a change there bumps                               except a change only to
--   products            its old and new subcategory                        —
--   product_variants    its product's subcategory                          —
--   variant_offers      its product's subcategory                          held (reservations)
--   section_products    its product's subcategory                          —
--   thematic_sections   the subcategories of the section's products        —
--   brands              the subcategories of the brand's products          product_count
--   categories          the category's subcategories                       product_count
--   subcategories       its old and new self                               product_count
--   airports            every subcategory (details name the airports)      product_count, currency,
--                                                                          the Reserve & Collect rules
-- product_availability is left out on purpose: refresh_product_offers() rewrites all of it after every
-- import, and it is derived from products, product_variants and variant_offers, which are covered.
-- Photographs are files, not rows: lib/product-versions.ts adds their versions to the answer.

CREATE SEQUENCE subcategory_version_seq;

-- No foreign key: a deleted subcategory's row is harmless, and the triggers run after the delete.
CREATE TABLE subcategory_versions (
  subcategory_id integer PRIMARY KEY,
  version        bigint NOT NULL
);
INSERT INTO subcategory_versions (subcategory_id, version) SELECT id, nextval('subcategory_version_seq') FROM subcategories;

-- `of_ids` name rows of `of_kind`; the subcategories they reach get one new version (a statement's worth).
-- (Parameters are prefixed: in an SQL function a column of the same name, like products.kind, wins.)
CREATE FUNCTION bump_subcategory_versions(of_kind text, of_ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH reached AS (
    SELECT unnest(of_ids) AS id WHERE of_kind = 'subcategory'
    UNION SELECT p.subcategory_id FROM products p WHERE of_kind = 'product' AND p.id = ANY(of_ids)
    UNION SELECT p.subcategory_id FROM product_variants v JOIN products p ON p.id = v.product_id
           WHERE of_kind = 'variant' AND v.id = ANY(of_ids)
    UNION SELECT p.subcategory_id FROM section_products sp JOIN products p ON p.id = sp.product_id
           WHERE of_kind = 'section' AND sp.section_id = ANY(of_ids)
    UNION SELECT p.subcategory_id FROM products p WHERE of_kind = 'brand' AND p.brand_id = ANY(of_ids)
    UNION SELECT s.id FROM subcategories s WHERE of_kind = 'category' AND s.category_id = ANY(of_ids)
    UNION SELECT s.id FROM subcategories s WHERE of_kind = 'all' AND cardinality(of_ids) > 0
  ), next AS (SELECT nextval('subcategory_version_seq') AS version)
  INSERT INTO subcategory_versions (subcategory_id, version)
  SELECT reached.id, next.version FROM reached, next WHERE reached.id IS NOT NULL
  ON CONFLICT (subcategory_id) DO UPDATE SET version = EXCLUDED.version;
$$;

-- One statement-level trigger function for every table above. Arguments: the column that names the
-- row's key, the kind of row it names (see bump_subcategory_versions), then the columns whose changes
-- no detail shows. An UPDATE bumps only for rows that changed in some other column: the old and new
-- rows are compared whole, as JSON without the ignored columns (refresh_product_counts() rewrites every
-- brand's count after each import; that must not make every page be read again).
CREATE FUNCTION bump_product_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_key text := TG_ARGV[0];
  row_kind text := TG_ARGV[1];
  ignored text[] := TG_ARGV[2:];
  keys integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    keys := ARRAY(SELECT DISTINCT (to_jsonb(n) ->> row_key)::integer FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    keys := ARRAY(SELECT DISTINCT (to_jsonb(o) ->> row_key)::integer FROM old_rows o);
  ELSE
    keys := ARRAY(SELECT DISTINCT (changed.j ->> row_key)::integer FROM (
      (SELECT to_jsonb(o) - ignored AS j FROM old_rows o EXCEPT SELECT to_jsonb(n) - ignored FROM new_rows n)
      UNION ALL
      (SELECT to_jsonb(n) - ignored FROM new_rows n EXCEPT SELECT to_jsonb(o) - ignored FROM old_rows o)) AS changed);
  END IF;
  IF cardinality(keys) > 0 THEN
    PERFORM bump_subcategory_versions(row_kind, keys);
  END IF;
  RETURN NULL;
END
$$;

-- Transition tables allow one event per trigger: three triggers a table.
DO $$
DECLARE
  t record;
  args text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('products', 'subcategory_id', 'subcategory', ARRAY[]::text[]),
    ('product_variants', 'product_id', 'product', ARRAY[]::text[]),
    ('variant_offers', 'variant_id', 'variant', ARRAY['held']),
    ('section_products', 'product_id', 'product', ARRAY[]::text[]),
    ('thematic_sections', 'id', 'section', ARRAY[]::text[]),
    ('brands', 'id', 'brand', ARRAY['product_count']),
    ('categories', 'id', 'category', ARRAY['product_count']),
    ('subcategories', 'id', 'subcategory', ARRAY['product_count']),
    ('airports', 'id', 'all', ARRAY['product_count', 'currency', 'reserve_min_hours', 'reserve_max_days',
                                    'hold_hours', 'adult_age', 'max_quantity'])
  ) AS v(tab, key, kind, ignored) LOOP
    SELECT string_agg(quote_literal(a), ', ') INTO args FROM unnest(ARRAY[t.key, t.kind] || t.ignored) AS a;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION bump_product_versions(%s)', t.tab || '_versions_insert', t.tab, args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION bump_product_versions(%s)', t.tab || '_versions_update', t.tab, args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION bump_product_versions(%s)', t.tab || '_versions_delete', t.tab, args);
  END LOOP;
END
$$;
