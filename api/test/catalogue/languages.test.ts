import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { negotiateLanguage } from "../../src/lib/content-language.ts";
import { TRANSLATIONS } from "../../src/db/seed/translations/index.ts";
import { CATEGORIES } from "../../src/db/seed/catalogue.ts";
import { ARTICLES } from "../../src/db/seed/articles.ts";

// The catalogue's text per language: `?lang=` or Accept-Language, field by field falling back to English.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("Accept-Language negotiation", () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, "en"],
    ["", "en"],
    ["pl", "pl"],
    ["pl-PL,pl;q=0.9,en;q=0.8", "pl"],
    ["de-AT", "de"],
    ["fr-FR,fr;q=0.9,de;q=0.5,pl;q=0.4", "de"],
    ["en;q=0.2, pl;q=0.7", "pl"],
    ["fr, it", "en"],
    ["*", "en"],
    ["pl;q=0", "en"],
    ["de;q=abc, pl;q=0.5", "pl"],
    ["de;q=2", "en"],
    [";;;,,,q=,", "en"],
    ["x".repeat(5000), "en"],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header?.slice(0, 40))} → ${expected}`, () =>
      assert.equal(negotiateLanguage(header), expected));
  }
});

test("?lang= serves the language asked for, says so, and does not vary with the header", async () => {
  const pl = await get("/api/categories/spirits/?lang=pl", { "accept-language": "de" });
  assert.equal(pl.statusCode, 200);
  assert.equal(pl.headers["content-language"], "pl");
  assert.doesNotMatch(String(pl.headers.vary ?? ""), /accept-language/i);
  const body = pl.json();
  assert.equal(body.name, TRANSLATIONS.pl.categories.spirits!.name);
  assert.equal(body.description, TRANSLATIONS.pl.categories.spirits!.description);
  const whisky = body.subcategories.find((s: { slug: string }) => s.slug === "whisky");
  assert.equal(whisky.name, TRANSLATIONS.pl.subcategories.whisky!.name);

  const en = await get("/api/categories/spirits/?lang=en");
  assert.equal(en.json().name, "Spirits");
  assert.equal(en.headers["content-language"], "en");
});

test("Accept-Language chooses when the URL does not, and the answers cache keeps one answer per language", async () => {
  const url = "/api/subcategories/?category=spirits";
  const first = await get(url, { "accept-language": "de-DE,de;q=0.9" });
  const english = await get(url);
  const again = await get(url, { "accept-language": "de-DE,de;q=0.9" });
  const polish = await get(url, { "accept-language": "pl" });
  for (const res of [first, english, again, polish]) {
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers.vary), /Accept-Language/);
  }
  assert.equal(first.headers["content-language"], "de");
  assert.equal(english.headers["content-language"], "en");
  assert.equal(polish.headers["content-language"], "pl");
  assert.equal(again.headers["x-cache"], "HIT");
  assert.equal(again.body, first.body);
  const names = (res: typeof first) => res.json().results.map((s: { name: string }) => s.name);
  const english_ = CATEGORIES.find((c) => c.slug === "spirits")!.subcategories;
  assert.deepEqual(
    names(english),
    english_.map((s) => s.name),
  );
  assert.deepEqual(
    names(first),
    english_.map((s) => TRANSLATIONS.de.subcategories[s.slug]!.name),
  );
  assert.deepEqual(
    names(polish),
    english_.map((s) => TRANSLATIONS.pl.subcategories[s.slug]!.name),
  );
  assert.deepEqual(
    first.json().results.map((s: { category: { name: string } }) => s.category.name)[0],
    TRANSLATIONS.de.categories.spirits!.name,
  );
});

test("an unknown ?lang= is a 400 naming the parameter; an unknown Accept-Language gets English", async () => {
  const bad = await get("/api/categories/?lang=fr");
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /lang/);
  for (const value of ["PL", "", "pl-PL", "en,pl"])
    assert.equal((await get(`/api/brands/?lang=${encodeURIComponent(value)}`)).statusCode, 400, value);
  const french = await get("/api/categories/", { "accept-language": "fr-FR" });
  assert.equal(french.statusCode, 200);
  assert.equal(french.headers["content-language"], "en");
});

test("products: cards carry translated category names, details a description composed in the language", async () => {
  const en = (await get("/api/products/?category=spirits&subcategory=whisky&page_size=3")).json();
  const pl = (await get("/api/products/?category=spirits&subcategory=whisky&page_size=3&lang=pl")).json();
  assert.deepEqual(
    pl.results.map((p: { slug: string }) => p.slug),
    en.results.map((p: { slug: string }) => p.slug),
  );
  assert.equal(pl.results[0].category.name, TRANSLATIONS.pl.categories.spirits!.name);
  assert.equal(pl.results[0].name, en.results[0].name, "product names are brand names: not translated");
  // pl's `next` keeps the language.
  assert.match(pl.next, /lang=pl/);

  const slug = en.results[0].slug;
  const detailEn = (await get(`/api/products/${slug}/`)).json();
  const detailDe = (await get(`/api/products/${slug}/?lang=de`)).json();
  assert.notEqual(detailDe.description, detailEn.description);
  const brandStory = TRANSLATIONS.de.brands[detailEn.brand.name]!.description;
  assert.ok(detailDe.description.endsWith(brandStory), detailDe.description);
  const notes = TRANSLATIONS.de.subcategories.whisky!.notes;
  assert.equal(
    notes.filter((n) => detailDe.description.includes(n)).length,
    2,
    "two of the subcategory's notes, as in English",
  );
  assert.equal(detailDe.subcategory.name, TRANSLATIONS.de.subcategories.whisky!.name);
  for (const card of detailDe.related) assert.equal(card.category.name, TRANSLATIONS.de.categories.spirits!.name);

  // The build's bulk read gives the same as the single product.
  const page = (await get("/api/products/details/?page_size=100&lang=de")).json();
  const inPage = page.results.find((p: { slug: string }) => p.slug === slug);
  if (inPage) assert.equal(inPage.description, detailDe.description);
});

test("search finds a kind of product by its name in every language", async () => {
  const vodkas = (await get("/api/products/?subcategory=vodka&page_size=100")).json();
  assert.ok(vodkas.count > 0);
  const slugs = (res: { results: Array<{ slug: string }> }) => res.results.map((p) => p.slug).sort();
  for (const word of ["wódka", "Wodka"]) {
    const found = (await get(`/api/products/?search=${encodeURIComponent(word)}&page_size=100`)).json();
    assert.deepEqual(slugs(found), slugs(vodkas), word);
  }
});

test("articles: at least four per language in full, the others in English field by field", async () => {
  for (const lang of ["pl", "de"] as const) {
    const translated = Object.keys(TRANSLATIONS[lang].articles);
    assert.ok(translated.length >= 4, `${lang}: ${translated.length} articles`);
    const list = (await get(`/api/blog/articles/?page_size=100&lang=${lang}`)).json();
    const english = (await get("/api/blog/articles/?page_size=100")).json();
    assert.equal(list.count, ARTICLES.length);
    let seen = 0;
    for (const [i, article] of english.results.entries()) {
      const own = TRANSLATIONS[lang].articles[article.title];
      const served = list.results[i];
      assert.equal(served.slug, article.slug, "slugs are the same in every language");
      if (!own) {
        assert.equal(served.title, article.title);
        continue;
      }
      seen++;
      assert.equal(served.title, own.title);
      assert.equal(served.excerpt, own.excerpt);
      assert.notEqual(served.category.name, article.category.name);
      const full = (await get(`/api/blog/articles/${article.slug}/?lang=${lang}`)).json();
      assert.deepEqual(full.body, own.body);
    }
    assert.equal(seen, translated.length, `every ${lang} translation names an existing article`);
    const home = (await get(`/api/blog/?lang=${lang}`)).json();
    assert.deepEqual(
      home.categories.map((c: { name: string }) => c.name),
      Object.values(TRANSLATIONS[lang].blogCategories).map((c) => c.name),
    );
  }
});

test("the home page's data, sections and brands in Polish", async () => {
  const main = (await get("/api/products/mainpage/?lang=pl")).json();
  assert.equal(main.categories[0].name, TRANSLATIONS.pl.categories[main.categories[0].slug]!.name);
  const sectionPl = Object.values(TRANSLATIONS.pl.sections).map((s) => s.name);
  for (const section of main.sections) assert.ok(sectionPl.includes(section.name), section.name);
  for (const brand of main.brands) assert.equal(brand.description, TRANSLATIONS.pl.brands[brand.name]!.description);
  const section = (await get(`/api/thematic-sections/${main.sections[0].slug}/?lang=pl`)).json();
  assert.ok(Object.values(TRANSLATIONS.pl.sections).some((s) => s.body === section.body));
});
