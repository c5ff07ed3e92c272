-- The catalogue's text in more languages than English, and each account's language.
--
-- A translatable row keeps its English text in its own columns (the fallback, and what every query
-- that does not ask for a language reads) and its translations in `translations`, per language and
-- field: {"pl": {"name": "Wódka", "description": "…"}, "de": {…}}. A field missing there is served in
-- English (api/src/lib/content-language.ts), so a partial translation is a valid one. JSON rather than
-- a row per field: the listings read a whole row with its translations in one index lookup.
ALTER TABLE categories        ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE subcategories     ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE thematic_sections ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE brands            ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE products          ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE blog_categories   ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE articles          ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

-- The language every e-mail to the account is written in: the storefront's language when it signed up,
-- changed with the other preferences.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pl', 'de'));

-- A newsletter address's language: the page's it was given on; the newsletter is written in it.
ALTER TABLE newsletter_subscribers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'pl', 'de'));
