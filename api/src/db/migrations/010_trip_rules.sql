-- What the trip's rules need to know of a product (issue 20, api/src/rules/): its kind and strength,
-- and per size how much liquid, how many sticks or how many grams of tobacco it holds. The customs
-- allowance meter adds these up; the liquids advice looks at the volume.

ALTER TABLE products
  ADD COLUMN kind text NOT NULL DEFAULT 'other' CHECK (kind IN (
    'spirits', 'wine', 'sparkling', 'fortified', 'beer',
    'cigarettes', 'cigarillos', 'cigars', 'tobacco', 'perfume', 'other')),
  -- % vol, for drinks only.
  ADD COLUMN abv numeric(4, 1) CHECK (abv > 0 AND abv <= 100);

ALTER TABLE product_variants
  ADD COLUMN volume_ml integer CHECK (volume_ml > 0),
  ADD COLUMN sticks    integer CHECK (sticks > 0),
  ADD COLUMN tobacco_g integer CHECK (tobacco_g > 0);

-- A catalogue of the previous release (the demo's subcategories) gets the typical kind and strength of
-- its subcategory; a new seed sets each product's own (seed/rule-facts.ts).
UPDATE products p SET
  kind = CASE s.slug
    WHEN 'whisky' THEN 'spirits' WHEN 'vodka' THEN 'spirits' WHEN 'gin' THEN 'spirits'
    WHEN 'rum' THEN 'spirits' WHEN 'cognac' THEN 'spirits' WHEN 'liqueur' THEN 'fortified'
    WHEN 'red-wine' THEN 'wine' WHEN 'white-wine' THEN 'wine' WHEN 'rose-wine' THEN 'wine'
    WHEN 'champagne' THEN 'sparkling' WHEN 'sparkling-wine' THEN 'sparkling'
    WHEN 'cigarettes' THEN 'cigarettes' WHEN 'cigars' THEN 'cigars' WHEN 'pipe-tobacco' THEN 'tobacco'
    WHEN 'womens-fragrances' THEN 'perfume' WHEN 'mens-fragrances' THEN 'perfume'
    WHEN 'unisex-fragrances' THEN 'perfume' ELSE 'other' END,
  abv = CASE s.slug
    WHEN 'whisky' THEN 40 WHEN 'vodka' THEN 40 WHEN 'gin' THEN 40 WHEN 'rum' THEN 40
    WHEN 'cognac' THEN 40 WHEN 'liqueur' THEN 20 WHEN 'red-wine' THEN 13.5 WHEN 'white-wine' THEN 12.5
    WHEN 'rose-wine' THEN 12 WHEN 'champagne' THEN 12 WHEN 'sparkling-wine' THEN 11 END
FROM subcategories s WHERE s.id = p.subcategory_id;

-- Sizes written as an amount: "700 ml", "1.5 L" (liquids and creams), "Carton of 200", "Box of 25"
-- (sticks), "50 g" of tobacco.
UPDATE product_variants v SET
  volume_ml = CASE
    WHEN v.size ~* '^[0-9]+(\.[0-9]+)? ?ml$' THEN round(substring(v.size from '^[0-9.]+')::numeric)
    WHEN v.size ~* '^[0-9]+(\.[0-9]+)? ?l$' THEN round(substring(v.size from '^[0-9.]+')::numeric * 1000) END,
  sticks = CASE WHEN p.kind IN ('cigarettes', 'cigarillos', 'cigars') AND v.size ~* '^(box|carton|pack) of [0-9]+$'
    THEN substring(v.size from '[0-9]+$')::integer END,
  tobacco_g = CASE WHEN p.kind = 'tobacco' AND v.size ~* '^[0-9]+ ?g$'
    THEN substring(v.size from '^[0-9]+')::integer END
FROM products p WHERE p.id = v.product_id;

-- A reservation is priced for its trip: duty-free, or duty-paid (a flight inside a customs territory,
-- at the airport's duty-paid prices). Its lines keep what the allowance meter needs, as placed.
ALTER TABLE reservations
  ADD COLUMN duty text NOT NULL DEFAULT 'duty-free' CHECK (duty IN ('duty-free', 'duty-paid'));
ALTER TABLE reservation_items
  ADD COLUMN kind      text NOT NULL DEFAULT 'other',
  ADD COLUMN abv       numeric(4, 1),
  ADD COLUMN volume_ml integer,
  ADD COLUMN sticks    integer,
  ADD COLUMN tobacco_g integer;
UPDATE reservation_items i SET kind = p.kind, abv = p.abv, volume_ml = v.volume_ml, sticks = v.sticks, tobacco_g = v.tobacco_g
  FROM product_variants v JOIN products p ON p.id = v.product_id
 WHERE v.id = i.variant_id;
