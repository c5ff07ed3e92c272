import { describe, expect, it } from "@jest/globals";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { makeInterpreter, type CompiledMessage } from "./interpret";
import { compiledCatalogue } from "./catalogues";
import { LANGUAGES, LOCALES, type Language } from "./languages";

/**
 * The interpreter against @lingui/core, the runtime it stands in for: the same text for every message of
 * every catalogue, and for hand-made messages using each ICU feature, over many values.
 */
const lingui = (lang: Language, messages: Record<string, CompiledMessage>) => {
  const i18n = setupI18n({ locale: lang, locales: [LOCALES[lang]], messages: { [lang]: messages as never } });
  return (id: string, values: Record<string, unknown>) => i18n._(id, values);
};

const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 102, 1000, 1234, 12345, 1.5, -1];
const samples = (n: number) => ({
  count: n, n, quantity: n, total: n, price: "€1.00", name: "Ada", date: new Date(Date.UTC(2026, 2, 29, 1, 30)),
});

const FEATURES: Record<string, string> = {
  plural: "{n, plural, =0 {none} one {# thing} few {# things (few)} many {# things (many)} other {# things}}",
  offset: "{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}",
  ordinal: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  select: "{name, select, Ada {countess} other {someone}} has {n, plural, one {# list} other {# lists}}",
  nested: "{n, plural, one {# {name, select, Ada {A#} other {O}}} other {# x}}",
  number: "{n, number} {n, number, percent}",
  dates: "{date, date, ::yyyyMMMd}",
  text: "Plain text with 'quotes' and no arguments",
};

describe("the message interpreter matches @lingui/core", () => {
  it.each(LANGUAGES)("every message of the %s catalogue, over many values", (lang) => {
    const catalogue = compiledCatalogue(lang);
    const ours = makeInterpreter(lang);
    const theirs = lingui(lang, catalogue);
    for (const [id, message] of Object.entries(catalogue)) {
      for (const n of NUMBERS) expect([id, n, ours(message, samples(n))]).toEqual([id, n, theirs(id, samples(n))]);
    }
  });

  it.each(LANGUAGES)("each ICU feature in %s", (lang) => {
    const compiled = Object.fromEntries(Object.entries(FEATURES).map(([id, m]) => [id, compileMessage(m) as CompiledMessage]));
    const ours = makeInterpreter(lang);
    const theirs = lingui(lang, compiled);
    for (const id of Object.keys(FEATURES)) {
      for (const n of NUMBERS) expect([id, n, ours(compiled[id], samples(n))]).toEqual([id, n, theirs(id, samples(n))]);
    }
  });

  it.each(LANGUAGES)("named date and time styles in %s are Intl's dateStyle and timeStyle", (lang) => {
    const message = compileMessage("{d, date, short} · {d, date} · {d, date, full} · {d, time, short}") as CompiledMessage;
    const d = new Date(Date.UTC(2026, 2, 29, 1, 30));
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALES[lang], options).format(d);
    expect(makeInterpreter(lang)(message, { d })).toBe(
      `${intl({ dateStyle: "short" })} · ${intl({ dateStyle: "medium" })} · ${intl({ dateStyle: "full" })} · ${intl({ timeStyle: "short" })}`,
    );
  });

  it("writes Polish plural forms as Polish needs them", () => {
    const message = compileMessage("{n, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}") as CompiledMessage;
    const ours = makeInterpreter("pl");
    expect([1, 2, 5, 12, 22, 25, 1.5].map((n) => ours(message, { n }))).toEqual([
      "1 produkt", "2 produkty", "5 produktów", "12 produktów", "22 produkty", "25 produktów", "1,5 produktu",
    ]);
  });
});
