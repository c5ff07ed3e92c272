import { test } from "node:test";
import assert from "node:assert/strict";
import { TRANSLATIONS } from "../../src/db/seed/translations/index.ts";
import { BRANDS, CATEGORIES } from "../../src/db/seed/catalogue.ts";
import { SECTIONS } from "../../src/db/seed/sections.ts";
import { ARTICLES, BLOG_CATEGORIES } from "../../src/db/seed/articles.ts";

// The demo data's translations (issue 18): complete for the catalogue's structure, keyed by what exists
// (a misspelt key would silently serve English), and really translated (not the English copied).

const sameKeys = (actual: string[], expected: string[], what: string) =>
  assert.deepEqual([...actual].sort(), [...expected].sort(), `${what}: every one translated, nothing unknown`);

/** Non-empty, and not the English copied: a name of a word or two ("Gin", "Prosecco") may be the same. */
const translated = (value: string, english: string, what: string) => {
  assert.ok(value.trim().length > 0, `${what} is empty`);
  if (english.split(" ").length >= 3) assert.notEqual(value, english, `${what} is the English text`);
};

for (const [lang, t] of Object.entries(TRANSLATIONS)) {
  test(`${lang}: every category, subcategory (with its notes), section, brand and blog category`, () => {
    sameKeys(
      Object.keys(t.categories),
      CATEGORIES.map((c) => c.slug),
      `${lang} categories`,
    );
    const subcategories = CATEGORIES.flatMap((c) => c.subcategories);
    sameKeys(
      Object.keys(t.subcategories),
      subcategories.map((s) => s.slug),
      `${lang} subcategories`,
    );
    sameKeys(
      Object.keys(t.sections),
      SECTIONS.map((s) => s.name),
      `${lang} sections`,
    );
    sameKeys(
      Object.keys(t.brands),
      BRANDS.map((b) => b.name),
      `${lang} brands`,
    );
    sameKeys(
      Object.keys(t.blogCategories),
      BLOG_CATEGORIES.map((c) => c.slug),
      `${lang} blog categories`,
    );

    for (const c of CATEGORIES) translated(t.categories[c.slug]!.description, c.description, `${lang} ${c.slug}`);
    for (const s of subcategories) {
      const own = t.subcategories[s.slug]!;
      translated(own.description, s.description, `${lang} ${s.slug}`);
      assert.equal(own.notes.length, s.notes.length, `${lang} ${s.slug}: one note per English note`);
      own.notes.forEach((note, i) => translated(note, s.notes[i]!, `${lang} ${s.slug} note ${i}`));
    }
    for (const s of SECTIONS) {
      const own = t.sections[s.name]!;
      translated(own.name, s.name, `${lang} section name`);
      translated(own.description, s.description, `${lang} ${s.name}`);
      translated(own.body, s.body, `${lang} ${s.name} body`);
    }
    for (const b of BRANDS) translated(t.brands[b.name]!.description, b.description, `${lang} ${b.name}`);
    for (const c of BLOG_CATEGORIES)
      translated(t.blogCategories[c.slug]!.description, c.description, `${lang} ${c.slug}`);
  });

  test(`${lang}: at least four whole articles, block for block`, () => {
    const titles = Object.keys(t.articles);
    assert.ok(titles.length >= 4, `${lang}: ${titles.length} articles`);
    for (const title of titles) {
      const english = ARTICLES.find((a) => a.title === title);
      assert.ok(english, `${lang}: "${title}" is no article's English title`);
      const own = t.articles[title]!;
      translated(own.title, english.title, `${lang} title of ${title}`);
      translated(own.excerpt, english.excerpt, `${lang} excerpt of ${title}`);
      assert.deepEqual(
        own.body.map((b) => b.type),
        english.body.map((b) => b.type),
        `${lang} ${title}: same blocks`,
      );
      own.body.forEach((block, i) => translated(block.text, english.body[i]!.text, `${lang} ${title} block ${i}`));
    }
  });
}
