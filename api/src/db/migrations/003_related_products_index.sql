-- Related products (api/src/lib/product-detail.ts): for each product, the same subcategory's products,
-- the same brand's first, each group by lower(name) COLLATE "C", id. With only
-- products_subcategory_idx the query joined every product of a page with its whole subcategory and
-- sorted the pairs, so a page of details cost O(page × subcategory size) and the whole catalogue
-- O(n²): the build's bulk read grew quadratically with the catalogue.
-- These two indexes let each product's two groups be read in order and stopped after 8 rows:
--   same brand:   subcategory_id = s AND brand_id = b       ORDER BY lower(name) COLLATE "C", id
--   other brands: subcategory_id = s AND brand_id <> b      ORDER BY lower(name) COLLATE "C", id
-- (brand_id is in the second index so the filter is checked without visiting the heap).
CREATE INDEX products_related_brand_idx ON products (subcategory_id, brand_id, (lower(name) COLLATE "C"), id);
CREATE INDEX products_related_name_idx ON products (subcategory_id, (lower(name) COLLATE "C"), id, brand_id);
