import { createTestApp } from "./test/helpers/app.ts";
const t0 = Date.now();
const t = await createTestApp();
console.log("app in", Date.now() - t0);
for (const url of process.argv.slice(2)) {
  const r = await t.app.inject({ method: "GET", url });
  const body = r.body.length > 1500 ? r.body.slice(0, 1500) + "…" : r.body;
  console.log(r.statusCode, url, r.headers["cache-control"], r.headers["content-type"], "\n", body, "\n");
}
await t.close();
