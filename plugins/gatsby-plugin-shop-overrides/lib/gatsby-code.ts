import fs from "node:fs";
import path from "node:path";

/**
 * What an override relies on in Gatsby's compiled code, checked as text: `dist` is gatsby/dist, and each
 * expectation is a file, a piece of its code (whitespace-insensitive) and what that code does. Returns
 * one problem per expectation the code no longer meets.
 */
export function gatsbyCodeProblems(dist: string, expectations: [file: string, code: string, what: string][]): string[] {
  const read = new Map<string, string>();
  const squashed = (file: string) => {
    if (!read.has(file)) read.set(file, fs.readFileSync(path.join(dist, file), "utf8").replace(/\s+/g, " "));
    return read.get(file)!;
  };
  return expectations.filter(([file, code]) => !squashed(file).includes(code)).map(([file, , what]) => `${file} no longer ${what}`);
}
