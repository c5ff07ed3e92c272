-- The public catalogue: airports, brands, the category tree, products and where they are sold,
-- thematic sections, the blog and the display currencies. Read-only for the API; the seed fills it.

CREATE TABLE airports (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  iata         char(3) NOT NULL UNIQUE,
  name         text NOT NULL,
  city         text NOT NULL,
  country      text NOT NULL,
  country_code char(2) NOT NULL,
  terminals    text[] NOT NULL DEFAULT '{}',
  timezone     text NOT NULL,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE brands (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  country     text NOT NULL DEFAULT '',
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  adult       boolean NOT NULL DEFAULT false,
  position    integer NOT NULL DEFAULT 0,
  product_count integer NOT NULL DEFAULT 0
);

CREATE TABLE subcategories (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  adult       boolean NOT NULL DEFAULT false,
  position    integer NOT NULL DEFAULT 0,
  product_count integer NOT NULL DEFAULT 0
);
CREATE INDEX subcategories_category_idx ON subcategories (category_id);

CREATE TABLE products (
  id             serial PRIMARY KEY,
  slug           text NOT NULL UNIQUE,
  sku            text NOT NULL UNIQUE,
  name           text NOT NULL,
  brand_id       integer NOT NULL REFERENCES brands (id),
  -- Denormalised from the subcategory so that the category filter needs no join.
  category_id    integer NOT NULL REFERENCES categories (id),
  subcategory_id integer NOT NULL REFERENCES subcategories (id),
  -- Denormalised from the brand because a generated column may only read its own row.
  brand_name     text NOT NULL,
  -- The subcategory and category names, so that "whisky" finds whiskies whose names never say so.
  keywords       text NOT NULL DEFAULT '',
  size           text NOT NULL DEFAULT '',
  description    text NOT NULL DEFAULT '',
  price          numeric(10, 2) NOT NULL CHECK (price >= 0),
  adult          boolean NOT NULL DEFAULT false,
  featured       boolean NOT NULL DEFAULT false,
  image_count    integer NOT NULL DEFAULT 1 CHECK (image_count >= 1),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- 'simple' (no stemming, no stop words) because names and brands are proper nouns in many languages.
  search         tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, name), 'A') ||
    setweight(to_tsvector('simple'::regconfig, brand_name), 'B') ||
    setweight(to_tsvector('simple'::regconfig, description), 'C') ||
    setweight(to_tsvector('simple'::regconfig, keywords), 'D')
  ) STORED
);
CREATE INDEX products_search_idx ON products USING gin (search);
CREATE INDEX products_brand_idx ON products (brand_id);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_subcategory_idx ON products (subcategory_id);
CREATE INDEX products_price_idx ON products (price, id);
-- Name ordering uses the byte order of the lowercased name so PGlite and any PostgreSQL locale agree.
CREATE INDEX products_name_idx ON products ((lower(name) COLLATE "C"), id);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_featured_idx ON products (id) WHERE featured;

CREATE TABLE product_availability (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  airport_id integer NOT NULL REFERENCES airports (id) ON DELETE CASCADE,
  price      numeric(10, 2) NOT NULL CHECK (price >= 0),
  in_stock   boolean NOT NULL DEFAULT true,
  PRIMARY KEY (product_id, airport_id)
);
CREATE INDEX product_availability_airport_idx ON product_availability (airport_id, price, product_id);

CREATE TABLE thematic_sections (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  body        text NOT NULL DEFAULT '',
  short       boolean NOT NULL DEFAULT false,
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE section_products (
  section_id integer NOT NULL REFERENCES thematic_sections (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, product_id)
);
CREATE INDEX section_products_product_idx ON section_products (product_id);

CREATE TABLE blog_categories (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id              serial PRIMARY KEY,
  slug            text NOT NULL UNIQUE,
  title           text NOT NULL,
  excerpt         text NOT NULL DEFAULT '',
  category_id     integer NOT NULL REFERENCES blog_categories (id),
  author          text NOT NULL,
  published_at    timestamptz NOT NULL,
  -- [{type: heading|paragraph|quote, text}]: plain text blocks, never markup.
  body            jsonb NOT NULL DEFAULT '[]',
  featured        boolean NOT NULL DEFAULT false
);
CREATE INDEX articles_category_idx ON articles (category_id, published_at DESC);
CREATE INDEX articles_published_idx ON articles (published_at DESC, id DESC);

CREATE TABLE article_products (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, product_id)
);

CREATE TABLE currencies (
  code     text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  name     text NOT NULL,
  symbol   text NOT NULL,
  -- Units of this currency for 1 USD.
  rate     numeric(18, 6) NOT NULL CHECK (rate > 0),
  decimals integer NOT NULL DEFAULT 2 CHECK (decimals BETWEEN 0 AND 4),
  position integer NOT NULL DEFAULT 0
);

-- The product_count columns: counting 20,000 products and 180,000 availability rows on every list
-- request costs more than the rest of the request. The catalogue only changes by loading it, and
-- whatever loads it calls this afterwards.
CREATE FUNCTION refresh_product_counts() RETURNS void LANGUAGE sql AS $$
  UPDATE airports a SET product_count =
    (SELECT count(*) FROM product_availability pa WHERE pa.airport_id = a.id AND pa.in_stock);
  UPDATE brands b SET product_count = (SELECT count(*) FROM products p WHERE p.brand_id = b.id);
  UPDATE categories c SET product_count = (SELECT count(*) FROM products p WHERE p.category_id = c.id);
  UPDATE subcategories s SET product_count = (SELECT count(*) FROM products p WHERE p.subcategory_id = s.id);
$$;
