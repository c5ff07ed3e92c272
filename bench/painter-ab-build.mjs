#!/usr/bin/env node
// One-off A/B for issue 16: builds the storefront twice for `lighthouse.mjs --public`: A as it is, B
// with the search page's early results painter taken out (its inline script not rendered), both
// copies taken at the start, against one API with the catalogue lighthouse.mjs serves. The builds are
// kept in --out (A/public, B/public); run lighthouse on each, alternately.
import fs from "node:fs";
import path from "node:path";
import { args, num, runBench, startApi } from "./lib.mjs";
import { gatsbyBuild, storefrontCopy } from "./gatsby-sites.mjs";

const opts = args(
  { out: { type: "string", default: "/tmp/painter-ab" }, products: { type: "string", default: "1500" } },
  "node bench/painter-ab-build.mjs [--out /tmp/painter-ab] [--products 1500]",
);

function withoutPainter() {
  const dir = storefrontCopy();
  const file = path.join(dir, "src", "features", "search", "search-results.tsx");
  const text = fs.readFileSync(file, "utf8");
  const patched = text.replace("<script dangerouslySetInnerHTML={{ __html: paintScript }} />", "");
  if (patched === text) throw new Error("search-results.tsx: the painter's script element was not found");
  fs.writeFileSync(file, patched);
  return dir;
}

await runBench("painter-ab-build", 60, async () => {
  const sites = { A: storefrontCopy(), B: withoutPainter() };
  const api = await startApi({ seedProducts: num(opts.products, "products"), label: "api" });
  for (const [variant, dir] of Object.entries(sites)) {
    const b = await gatsbyBuild(dir, { env: { GATSBY_API_URL: api.url, SITE_URL: "http://localhost:8000" }, label: variant });
    console.log(`${variant}: exit ${b.code}, ${b.seconds} s`);
    if (b.code !== 0) throw new Error(b.tail.join("\n"));
    const to = path.join(opts.out, variant);
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(to, { recursive: true });
    fs.cpSync(b.public, path.join(to, "public"), { recursive: true });
  }
  await api.child.stop();
  return 0;
});
