import type { FastifyRequest } from "fastify";

/**
 * The languages the catalogue's text is served in, English the default and the fallback of every field
 * (the storefront's `src/i18n/languages.ts` names the same three). A client asks with `?lang=` (what the
 * storefront's build uses: the URL alone decides, so caches and crawlers see one answer per URL) or, when
 * the query has none, with Accept-Language.
 */
export const CONTENT_LANGUAGES = ["en", "pl", "de"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = "en";

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  CONTENT_LANGUAGES.includes(value as ContentLanguage);

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): the highest q wins, a
 * region matches its language (`pl-PL` → pl), `*` means the default, and a header that names none of
 * ours, or is malformed, gets English. Never throws: the header is the client's free text.
 */
export function negotiateLanguage(header: string | undefined): ContentLanguage {
  if (!header) return DEFAULT_CONTENT_LANGUAGE;
  let best: { lang: ContentLanguage; q: number; order: number } | undefined;
  header
    .slice(0, 1000)
    .split(",")
    .forEach((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      const primary = tag.trim().toLowerCase().split("-")[0];
      const lang = primary === "*" ? DEFAULT_CONTENT_LANGUAGE : primary;
      if (!isContentLanguage(lang)) return;
      if (!best || q > best.q) best = { lang, q, order };
    });
  return best?.lang ?? DEFAULT_CONTENT_LANGUAGE;
}

const resolved = new WeakMap<FastifyRequest, { lang: ContentLanguage; fromQuery: boolean }>();

/** The `lang` of the raw query string, read before validation (the answers cache looks up first). */
function queryLanguage(url: string): string | null {
  const q = url.indexOf("?");
  return q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get("lang");
}

/**
 * The language a request's answer is in, and whether the URL said so (then the answer does not vary
 * with Accept-Language). An invalid `?lang=` reads as English here; the route's schema refuses it (400).
 */
export function requestLanguage(request: FastifyRequest): { lang: ContentLanguage; fromQuery: boolean } {
  let found = resolved.get(request);
  if (!found) {
    const asked = queryLanguage(request.url);
    found =
      asked !== null
        ? { lang: isContentLanguage(asked) ? asked : DEFAULT_CONTENT_LANGUAGE, fromQuery: true }
        : { lang: negotiateLanguage(request.headers["accept-language"]), fromQuery: false };
    resolved.set(request, found);
  }
  return found;
}

export const languageOf = (request: FastifyRequest): ContentLanguage => requestLanguage(request).lang;

/**
 * SQL for a translatable text column of table alias `alias`: the translation in `lang` when the row has
 * one (`translations` holds {"pl": {"name": …}, …}), else the English column. `lang` is one of three
 * fixed words (the type and the assertion guarantee it), so it is written into the SQL rather than bound:
 * the queries that use this keep their own parameter numbering.
 */
export function localized(alias: string, field: string, lang: ContentLanguage, as: string = field): string {
  if (!isContentLanguage(lang) || !/^[a-z_]+$/.test(alias + field))
    throw new Error(`bad localized(${alias}, ${field}, ${lang})`);
  const english = `${alias}.${field}`;
  if (lang === DEFAULT_CONTENT_LANGUAGE) return `${english} AS ${as}`;
  return `COALESCE(${alias}.translations #>> '{${lang},${field}}', ${english}) AS ${as}`;
}

/** As `localized`, for a jsonb column (an article's body): the translation's JSON, not its text. */
export function localizedJson(alias: string, field: string, lang: ContentLanguage, as: string = field): string {
  if (!isContentLanguage(lang) || !/^[a-z_]+$/.test(alias + field))
    throw new Error(`bad localizedJson(${alias}, ${field}, ${lang})`);
  const english = `${alias}.${field}`;
  if (lang === DEFAULT_CONTENT_LANGUAGE) return `${english} AS ${as}`;
  return `COALESCE(${alias}.translations #> '{${lang},${field}}', ${english}) AS ${as}`;
}

/** The expression alone (no `AS`), for use inside json_build_object or ORDER BY. */
export const localizedValue = (alias: string, field: string, lang: ContentLanguage) =>
  localized(alias, field, lang).replace(/ AS [a-z_]+$/, "");
