import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";
import { PAGES } from "./helpers/page-types";

/**
 * Every page type in Polish and German (issue 18): the server's HTML says its language, and holds no
 * English message text and no bare message key; the page hydrates without an error and shows its heading.
 */
test.use({ serviceWorkers: "block" });

const messages = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "src", "i18n", "messages", `${lang}.json`), "utf8")) as Record<string, string>;
const english = messages("en");

/**
 * The English phrases a page in `lang` must not show: the literal text of each English message (between
 * its arguments, plural cases and tags), two words or more, and not the same in that language's message
 * (a brand name or "OK" can be the same in every language).
 */
function englishPhrases(lang: string): string[] {
  const translated = messages(lang);
  const phrases = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    for (const piece of message.split(/[{}<>#]|\b(?:plural|select|selectordinal|one|few|many|other|offset:\d+|=\d+)\b/)) {
      const phrase = piece.replace(/\s+/g, " ").trim();
      if (phrase.split(" ").length >= 2 && /\p{L}{3}/u.test(phrase) && !(translated[id] ?? "").includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

interface Named {
  slug: string;
  name: string;
  description?: string;
  subcategories?: Named[];
}

/**
 * The catalogue's English text that has a translation in `lang`: names and descriptions of categories,
 * subcategories, sections and brands as the API gives them in English and in `lang` (two words or more,
 * and different in `lang`: "Whisky" is Whisky everywhere). None may show on a page in `lang`.
 */
async function englishCatalogueText(request: APIRequestContext, lang: string): Promise<string[]> {
  const read = async (path: string, l: string) => {
    const res = await request.get(`${path}?page_size=100&lang=${l}`);
    expect(res.status(), path).toBe(200);
    return ((await res.json()) as { results: Named[] }).results;
  };
  const flat = (items: Named[]): Named[] => items.flatMap((i) => [i, ...flat(i.subcategories ?? [])]);
  const phrases = new Set<string>();
  for (const path of ["/api/categories/", "/api/thematic-sections/", "/api/brands/"]) {
    const [en, own] = await Promise.all([read(path, "en"), read(path, lang)]);
    const ownTexts = new Set(flat(own).flatMap((i) => [i.name, i.description ?? ""]));
    for (const text of flat(en).flatMap((i) => [i.name, i.description ?? ""])) {
      if (text.split(" ").length >= 2 && !ownTexts.has(text)) phrases.add(text);
    }
  }
  expect(phrases.size, "the API serves translated catalogue text").toBeGreaterThan(20);
  return [...phrases];
}

/**
 * The text a reader sees in server HTML: without scripts, styles and tags, entities decoded. Without the
 * catalogue's own prose too (an article's body, a product's description: class "prose"): an article the
 * API has no translation of comes in English, and may say "Keep it" like any text.
 */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    // An article's body and a product's description; the static pages' prose (a div) is checked like the rest.
    .replace(/<(article|p) class="prose[^"]*">[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * Pages whose own text is still English (README, Languages; eslint.config.mjs lists their files as
 * UNTRANSLATED): checked for their language and heading, not for English text. None left.
 */
const STILL_ENGLISH = new Set<string>([]);

const catalogueText = new Map<string, string[]>();
for (const lang of ["pl", "de"]) {
  const phrases = englishPhrases(lang);
  const keys = Object.keys(english);
  for (const { name, url, status = 200, expectedErrors } of PAGES) {
    test(`${lang}: ${name} page is in ${lang}, with no English message text`, async ({ page, request, problems }) => {
      const target = `/${lang}${url(await sampleUrls(request))}`;
      if (expectedErrors) problems.allow(expectedErrors);
      const server = await request.get(target);
      expect(server.status(), target).toBe(status);
      const html = await server.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      const text = visibleText(html);
      if (!STILL_ENGLISH.has(name)) expect(phrases.filter((p) => text.includes(p)), `English in the server HTML of ${target}`).toEqual([]);
      if (!catalogueText.has(lang)) catalogueText.set(lang, await englishCatalogueText(request, lang));
      const content = catalogueText.get(lang)!;
      expect(content.filter((p) => text.includes(p)), `English catalogue text in the server HTML of ${target}`).toEqual([]);
      expect(keys.filter((k) => text.includes(k)), `message keys in ${target}`).toEqual([]);

      await page.goto(target);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    });
  }
}
