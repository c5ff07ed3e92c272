import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { RouteInfo, OperationSchema } from "./attack-routes.ts";

/**
 * fast-check generators of hostile requests: bodies, query strings, path parameters and headers,
 * from "almost valid" (built from the route's own schema, then bent) to plain garbage.
 */

/** Real values of the seeded database, so that generated requests also reach existing rows. */
export interface Pools {
  /** Products' slugs, and old size pages' slugs that answer with their product (migration 005). */
  productSlugs: string[];
  /** Sizes' SKUs, of the products in productSlugs and of others. */
  skus: string[];
  airportSlugs: string[];
  otherSlugs: string[];
  currencies: string[];
  ownListIds: number[];
  otherListIds: number[];
  /** Reservations of the acting user and of another; their collection codes (the acting user is counter staff at one airport). */
  reservationIds: number[];
  codes: string[];
  emails: string[];
  /** Tokens of the acting user; the fuzzer never knows its password, so it cannot remove the account. */
  access: string;
  refresh: string;
}

const pick = <T>(values: T[], fallback: T) => (values.length > 0 ? fc.constantFrom(...values) : fc.constant(fallback));

/** Strings that have broken parsers, SQL, encodings and file paths before. */
export const nastyStrings = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1e309",
  "-1e309",
  "99999999999999999999999",
  "2147483648",
  "9007199254740993",
  "1.5",
  "0x1F",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "../",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\uFEFF",
  "\u202E",
  "İ",
  "ß",
  "ǅ",
  "🧳✈️🛃",
  "Zażółć gęślą jaźń",
  "مطار",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "\\",
  "$1",
  "%s%s%s%n",
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "a".repeat(121),
  "x".repeat(5000),
  "\r\nSet-Cookie: a=b",
  "UPPER-CASE",
  "slug--double",
  "-leading",
  "trailing-",
];

export const weirdNumbers = [0, -0, -1, 1, 1.5, -1.5, 99, 100, 101, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e21];

/** Any JSON value a client could send in place of the expected one. */
export function weirdValue(pools: Pools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...nastyStrings, ...weirdNumbers, null, true, false, [], {}) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double().filter(Number.isFinite) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 30_000 }).map((n) => "é".repeat(n)) },
    { weight: 1, arbitrary: pick(pools.productSlugs, "x") },
    { weight: 1, arbitrary: pick([...pools.ownListIds, ...pools.otherListIds], 1) },
    { weight: 1, arbitrary: pick(pools.emails, "a@b.co") },
  );
}

/** A valid-looking value for a field, guessed from its name, so generated bodies reach the handler. */
function fieldHint(name: string, pools: Pools): fc.Arbitrary<unknown> | undefined {
  if (name === "product") return pick(pools.productSlugs, "no-such-product");
  if (name === "size") return pick(pools.skus, "NO-SKU");
  if (name === "airport") return fc.oneof(pick(pools.airportSlugs, "waw"), fc.constant(null));
  if (name === "airports") return fc.array(pick(pools.airportSlugs, "waw"), { maxLength: 3 });
  if (name === "currency") return pick(pools.currencies, "USD");
  if (name === "refresh") return fc.constantFrom(pools.refresh, pools.access);
  if (name === "token" || name === "key") return fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 64 });
  if (name === "email") return fc.oneof(pick(pools.emails, "a@b.co"), fc.emailAddress());
  return undefined;
}

/** Arbitrary of values valid for a JSON schema (as far as this small interpreter understands it). */
export function fromSchema(schema: any, pools: Pools, name = "", depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object" || depth > 6) return weirdValue(pools);
  const hint = fieldHint(name, pools);
  if (hint) {
    return fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: fromSchemaInner(schema, pools, name, depth) });
  }
  return fromSchemaInner(schema, pools, name, depth);
}

function fromSchemaInner(schema: any, pools: Pools, name: string, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s: any) => fromSchema(s, pools, name, depth + 1)));
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const props = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = fromSchema(sub, pools, key, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) });
    }
    case "array":
      return fc.array(fromSchema(schema.items, pools, name, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case "string": {
      if (schema.format === "email") return fc.emailAddress();
      if (typeof schema.pattern === "string") {
        try {
          const max = schema.maxLength ?? 200;
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
        } catch {
          /* a pattern JavaScript cannot read: fall through */
        }
      }
      const min = schema.minLength ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 40, 40)) });
    }
    case "integer":
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return weirdValue(pools);
  }
}

/** Every field name of the contract: objects made of these reach deeper than random keys. */
export const knownFields = [
  "email", "password", "password1", "password2", "old_password", "new_password1", "new_password2", "first_name",
  "last_name", "newsletter", "refresh", "key", "token", "currency", "airport", "airports", "name", "product", "size",
  "quantity", "set", "company", "contact_name", "phone", "website", "message", "items", "id", "user_id", "is_active",
  "email_confirmed", "admin", "role",
];

const pollutionKeys = ["__proto__", "constructor", "prototype"];

/** A request body before it is serialised: a JSON value, or raw text (malformed JSON, pollution keys). */
export type BodySpec = { json: unknown } | { raw: string };

function deepNesting(depth: number, kind: "array" | "object") {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

const malformedJson = [
  "{",
  "}",
  "{\"email\":",
  "[1,]",
  "{\"a\":1,}",
  "{'a': 1}",
  "{\"a\":1}}",
  "nul",
  "NaN",
  "undefined",
  "\u0000",
  "\uFEFF{}",
  "{\"a\":\"\\ud800\"}",
  "{\"a\":\"\\u0000\"}",
  "{\"a\":1e99999}",
  "--",
  "",
  " ",
  "[]",
  "null",
  "0",
  "\"string\"",
  "true",
];

/** Hostile bodies for a route, from almost valid to garbage. */
export function bodyArb(schema: OperationSchema["body"] | undefined, pools: Pools): fc.Arbitrary<BodySpec> {
  const nearValid = schema ? fromSchema(schema, pools) : fc.constant({});
  const bent = fc
    .tuple(nearValid, fc.constantFrom(...knownFields, ...pollutionKeys), weirdValue(pools), fc.integer({ min: 0, max: 4 }))
    .map(([value, key, weird, how]): unknown => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (how === 0 && keys.length > 0) delete copy[keys[0]!];
      else if (how === 1 && keys.length > 0) copy[keys[keys.length - 1]!] = weird;
      else if (how === 2) Object.defineProperty(copy, key, { value: weird, enumerable: true, writable: true, configurable: true });
      else if (how === 3) return [copy];
      else return copy;
      return copy;
    });
  const dictionaryObject = fc
    .array(fc.tuple(fc.constantFrom(...knownFields), fc.oneof(weirdValue(pools), fc.string())), { maxLength: 8 })
    .map((entries) => Object.fromEntries(entries));
  const polluted = fc
    .tuple(nearValid, fc.constantFrom(...pollutionKeys), fc.jsonValue({ maxDepth: 2 }))
    .map(([value, key, payload]): BodySpec => {
      const base = value && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value).slice(1, -1) : "";
      const evil = key === "constructor" ? `{"prototype":{"polluted":${JSON.stringify(payload)}}}` : `{"polluted":${JSON.stringify(payload)}}`;
      return { raw: `{${base}${base ? "," : ""}"${key}":${evil}}` };
    });
  return fc.oneof(
    { weight: 6, arbitrary: nearValid.map((json) => ({ json })) },
    { weight: 6, arbitrary: bent.map((json) => ({ json })) },
    { weight: 3, arbitrary: dictionaryObject.map((json) => ({ json })) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    { weight: 2, arbitrary: weirdValue(pools).map((json) => ({ json })) },
    { weight: 2, arbitrary: polluted },
    { weight: 2, arbitrary: fc.constantFrom(...malformedJson).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((raw) => ({ raw })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom<"array" | "object">("array", "object"))
        .map(([depth, kind]) => ({ raw: deepNesting(depth, kind) })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 60 * 1024, max: 200 * 1024 }).map((n) => ({ json: { name: "x".repeat(n) } })) },
  );
}

// --- Query strings, path parameters, headers -------------------------------------------------------

export const knownQueryKeys = [
  "page", "page_size", "airport", "brand", "category", "subcategory", "section", "search", "min_price", "max_price",
  "ordering", "currency", "width", "height", "format", "limit", "offset", "q", "size", "lang",
];

const queryValue = (pools: Pools) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 2, arbitrary: fc.constantFrom("price", "-price", "name", "-name", "newest", "relevance", "1", "2", "20", "100", "101") },
    { weight: 1, arbitrary: fc.constantFrom("en", "pl", "de", "PL", "pl-PL", "fr", "en,pl") },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 2, arbitrary: pick([...pools.productSlugs, ...pools.airportSlugs, ...pools.otherSlugs], "x") },
    { weight: 1, arbitrary: pick(pools.skus, "NO-SKU") },
  );

/** `?…` with known and random keys, repeated keys (arrays), unicode, and now and then raw junk. */
export function queryArb(pools: Pools): fc.Arbitrary<string> {
  const pairs = fc.array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownQueryKeys, ...pollutionKeys, "page[]", "a[b]", "") }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
      queryValue(pools),
    ),
    { maxLength: 6 },
  );
  const encoded = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "?")); // lone surrogates cannot be percent-encoded
    }
  };
  return fc.oneof(
    { weight: 8, arbitrary: pairs.map((list) => (list.length ? "?" + list.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join("&") : "")) },
    { weight: 1, arbitrary: fc.constantFrom("?%", "?%E0%A4%A", "?page=%FF", "?=", "?&&&", "?page", "?page=1&page=2", "?search=%00", "?a=" + "b".repeat(8000)) },
  );
}

/** A value for a path parameter: real ids and slugs (one's own and another user's), and nonsense. */
export function paramArb(name: string, pools: Pools): fc.Arbitrary<string> {
  const real =
    name === "id"
      ? pick([...pools.ownListIds, ...pools.otherListIds, ...pools.reservationIds].map(String), "1")
      : name === "code"
        ? pick([...pools.codes, ...pools.codes.map((c) => `${c.slice(0, 3)}-${c.slice(3).toLowerCase()}`)], "ACDEFG")
        : pick([...pools.productSlugs, ...pools.airportSlugs, ...pools.otherSlugs], "x");
  const encodedNasty = fc.constantFrom(...nastyStrings).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80"; // an encoded lone surrogate
    }
  });
  return fc.oneof(
    { weight: 4, arbitrary: real },
    { weight: 4, arbitrary: encodedNasty },
    { weight: 1, arbitrary: fc.constantFrom("..", ".", "%2e%2e", "%", "%zz", "a%2Fb", "a/b", "%C0%AE", "%FF%FE") },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/) },
  );
}

const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/JSON",
  "application/jsonx",
  "application/vnd.api+json",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/octet-stream",
  "*/*",
  "",
  ";",
  "application/json; boundary=\"",
];

/** Request headers: content type, authorization (valid, missing, forged, malformed), and a few more. */
export function headersArb(pools: Pools, hasBody: boolean): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { weight: 10, arbitrary: fc.constant(`Bearer ${pools.access}`) },
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        `Bearer ${pools.refresh}`,
        `bearer ${pools.access}`,
        `Bearer  ${pools.access}  `,
        `Bearer ${pools.access} extra`,
        `Bearer ${pools.access.slice(0, -2)}`,
        `Bearer ${pools.access}x`,
        `Token ${pools.access}`,
        `Basic YWRtaW46YWRtaW4=`,
        "Bearer",
        "Bearer ",
        "Bearer a.b.c",
        "Bearer ...",
        `Bearer ${"a".repeat(9000)}`,
        "null",
        "",
      ),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,80}$/) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant("application/json") },
    { weight: 4, arbitrary: fc.constantFrom(...contentTypes) },
    { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,60}$/) },
  );
  const acceptEncoding = fc.constantFrom(undefined, "gzip", "br", "deflate", "identity;q=0", "*;q=0", "gzip;q=abc", "x".repeat(300));
  const accept = fc.constantFrom(undefined, "application/json", "text/html", "*/*", "image/png", "application/xml;q=0.9");
  // The content routes' language (plugins/content-language.ts): real tags, q-values out of range, junk.
  const acceptLanguage = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(undefined, "pl", "de-DE,de;q=0.9", "en;q=0.1, pl", "fr-FR", "*", "pl;q=0", "de;q=2", "pl;q=abc", ";;,q=", "x".repeat(5000)) },
    { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,80}$/) },
  );
  return fc.record({ authorization, contentType, acceptEncoding, accept, acceptLanguage }).map(({ authorization, contentType, acceptEncoding, accept, acceptLanguage }) => {
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    if (hasBody) headers["content-type"] = contentType;
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    if (accept !== undefined) headers.accept = accept;
    if (acceptLanguage !== undefined) headers["accept-language"] = acceptLanguage;
    return headers;
  });
}

export function serialiseBody(body: BodySpec): string {
  return "raw" in body ? body.raw : JSON.stringify(body.json) ?? "null";
}

/** One hostile request for `route`. */
export function requestArb(route: RouteInfo, schema: OperationSchema | undefined, pools: Pools): fc.Arbitrary<InjectOptions> {
  const writes = route.method !== "GET";
  const params = fc.tuple(...route.params.map((p) => paramArb(p, pools)));
  const body = writes
    ? bodyArb(schema?.body, pools).map((b): BodySpec | undefined => b)
    : fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyArb(undefined, pools) });
  return fc.record({ params, query: queryArb(pools), body, headers: headersArb(pools, true) }).map(({ params, query, body, headers }) => {
    let i = 0;
    const path = route.path.replace(/:\w+|\*/g, () => params[i++] ?? "x");
    const options: InjectOptions = { method: route.method as InjectOptions["method"], url: path + query, headers };
    if (body !== undefined) options.payload = serialiseBody(body);
    else delete headers["content-type"];
    return options;
  });
}
