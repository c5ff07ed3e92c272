-- Airport pages: each airport's terminals, its shops with their opening hours, and its local currency.
-- The shops are the collection points of Reserve & Collect: a reservation will reference
-- airport_shops (airport_id, id), so a reservation's shop is always one of its airport's.

-- The currency prices are shown in at the airport's tills; display only, prices stay in USD.
-- Rows that exist before this migration get theirs from the country.
ALTER TABLE airports ADD COLUMN currency text NOT NULL DEFAULT 'USD';
UPDATE airports SET currency = CASE trim(country_code)
  WHEN 'PL' THEN 'PLN' WHEN 'GB' THEN 'GBP' WHEN 'CH' THEN 'CHF' WHEN 'AE' THEN 'AED'
  WHEN 'SG' THEN 'SGD' WHEN 'TR' THEN 'TRY' WHEN 'JP' THEN 'JPY' WHEN 'US' THEN 'USD'
  WHEN 'DE' THEN 'EUR' WHEN 'AT' THEN 'EUR' WHEN 'FR' THEN 'EUR' WHEN 'NL' THEN 'EUR'
  WHEN 'IT' THEN 'EUR' WHEN 'ES' THEN 'EUR' WHEN 'IE' THEN 'EUR' WHEN 'BE' THEN 'EUR'
  ELSE 'USD' END;

CREATE TABLE airport_terminals (
  id         serial PRIMARY KEY,
  airport_id integer NOT NULL REFERENCES airports (id) ON DELETE CASCADE,
  code       text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{1,8}$'), -- "A", "T1", "2": what the signs say
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  position   integer NOT NULL DEFAULT 0,
  UNIQUE (airport_id, code),
  -- Lets a shop's (airport, terminal) pair be a foreign key: a shop cannot sit in another airport's terminal.
  UNIQUE (airport_id, id)
);

CREATE TABLE airport_shops (
  id               serial PRIMARY KEY,
  airport_id       integer NOT NULL REFERENCES airports (id) ON DELETE CASCADE,
  terminal_id      integer NOT NULL,
  slug             text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind             text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),   -- "duty free", "liquor & tobacco"
  zone             text NOT NULL DEFAULT '',                               -- "airside after security, gate area B"
  collection_point boolean NOT NULL DEFAULT false, -- reservations can be collected here
  note             text NOT NULL DEFAULT '',
  position         integer NOT NULL DEFAULT 0,
  UNIQUE (airport_id, slug),
  UNIQUE (airport_id, id), -- for reservations' (airport_id, shop_id) foreign key
  FOREIGN KEY (airport_id, terminal_id) REFERENCES airport_terminals (airport_id, id) ON DELETE CASCADE
);
CREATE INDEX airport_shops_terminal_idx ON airport_shops (terminal_id);

-- Opening hours in the airport's local time (airports.timezone), one row per open weekday:
-- a weekday without a row is closed; 00:00 to 24:00 is open around the clock; `closes` at or before
-- `opens` (but not 24:00) means the shop closes after midnight, on the next day.
CREATE TABLE airport_shop_hours (
  shop_id integer NOT NULL REFERENCES airport_shops (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7), -- ISO 8601: 1 Monday … 7 Sunday
  opens   time NOT NULL,
  closes  time NOT NULL,
  PRIMARY KEY (shop_id, weekday),
  CHECK (opens < '24:00'),
  CHECK (opens <> closes)
);
