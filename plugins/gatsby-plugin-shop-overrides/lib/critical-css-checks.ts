import fs from "node:fs";
import path from "node:path";
import { gatsbyCodeProblems } from "./gatsby-code";
import { FULL_STYLESHEET_ID } from "./critical-css";

/** What this relies on in Gatsby (`cacheDir`: gatsby/cache-dir): the inline stylesheet's head component. */
export function criticalCssProblems(cacheDir: string): string[] {
  return gatsbyCodeProblems(cacheDir, [
    [
      "static-entry.js",
      "<style data-href={`${__PATH_PREFIX__}/${style.name}`} data-identity={`gatsby-global-css`} dangerouslySetInnerHTML={{ __html: style.content, }} />",
      "inlines the stylesheet as a <style data-href data-identity=gatsby-global-css> head component",
    ],
  ]);
}

/** After a build: the home page carries its own rules only, and the script that brings the rest. */
export function criticalCssResultProblems(publicDir: string): string[] {
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const style = /<style data-href="\/([^"]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(html);
  if (!style) return ["public/index.html has no inline stylesheet from Gatsby: src/html.tsx no longer finds it"];
  const whole = fs.readFileSync(path.join(publicDir, style[1]), "utf8");
  const problems: string[] = [];
  if (style[2].length >= whole.length) problems.push(`public/index.html inlines the whole of ${style[1]}, not the rules its markup can match`);
  if (!html.includes(`<script id="${FULL_STYLESHEET_ID}">`)) problems.push("public/index.html has no script that brings the whole stylesheet after the first paint");
  return problems;
}
