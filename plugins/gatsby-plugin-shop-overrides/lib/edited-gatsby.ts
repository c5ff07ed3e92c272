import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * For the tests of the checks of Gatsby's code (`gatsbyCodeProblems`): a copy of `files` from Gatsby's
 * `dist`, with each edit (file, code, replacement) made, handed to `use` and removed afterwards. An edit
 * whose code is not in its file throws, so a test never passes on an edit that did not happen.
 */
export function withEditedGatsby<T>(dist: string, files: string[], edits: [file: string, code: string, replacement: string][], use: (copy: string) => T): T {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-dist-"));
  try {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(copy, file));
    }
    for (const [file, code, replacement] of edits) {
      const text = fs.readFileSync(path.join(copy, file), "utf8");
      if (!text.includes(code)) throw new Error(`${file} has no ${code} to edit`);
      fs.writeFileSync(path.join(copy, file), text.replace(code, replacement));
    }
    return use(copy);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
