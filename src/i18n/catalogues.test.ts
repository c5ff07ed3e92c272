import { describe, expect, it } from "@jest/globals";
import { parse, type Token } from "@messageformat/parser";
import { SOURCES } from "./catalogues";
import { LANGUAGES } from "./languages";

/** The argument names and tags a message uses: a translation must use the same ones. */
function names(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") found.add(`{${token.arg}}`);
      if (token.type === "plural" || token.type === "select") {
        found.add(`{${token.arg}}`);
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<(\w+)>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

const english = SOURCES.en;

describe("the message catalogues", () => {
  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every English key and no other", (lang) => {
    expect(Object.keys(SOURCES[lang]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)("%s: every message parses as ICU and uses the English message's arguments and tags", (lang) => {
    for (const [id, message] of Object.entries(SOURCES[lang])) {
      expect([id, names(message)]).toEqual([id, names(english[id] ?? message)]);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s: no message is left empty", (lang) => {
    const empty = Object.entries(SOURCES[lang]).filter(([, m]) => m.trim() === "");
    expect(empty).toEqual([]);
  });
});
