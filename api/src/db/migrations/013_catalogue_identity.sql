-- Which database the product versions (012) were counted in. The versions are counters that start
-- alike in every new database, so two databases seeded alike (the demo catalogue at 200 and at 1,500
-- products, PGlite and PostgreSQL) gave the same version to a product whose related products differ,
-- and a storefront build whose cache came from the other one kept that product's page, with related
-- products the catalogue does not have (their pictures answered 404). lib/product-versions.ts adds this
-- random identity to every version.
--
-- One row, written by the API when it first answers the versions. Backups leave it out
-- (backup/snapshot.ts), so a restored database makes a new one: its counters go back to the backup's,
-- and would otherwise count again through versions that an earlier build made pages of from other
-- content.
CREATE TABLE catalogue_identity (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  id       text NOT NULL
);
