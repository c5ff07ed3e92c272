import { buildApp } from "./src/app.ts";
import { loadConfig } from "./src/config.ts";
import { openDatabase } from "./src/db/database.ts";
import { migrate } from "./src/db/migrate.ts";
import { seed } from "./src/db/seed/index.ts";
const db = await openDatabase({});
await migrate(db);
await seed(db, { products: 1500 });
const config = loadConfig({ ...process.env, DATA_DIR: "/tmp/mb3data", LOG_LEVEL: "silent" });
const app = await buildApp({ config, db });
await app.ready();
const airports = (await app.inject("/api/airports/?page_size=100")).json().results.filter((a: any) => a.product_count > 0);
const urls: string[] = [];
for (const a of airports) for (const s of [12, 24, 48]) for (let p = 1; p <= Math.ceil(a.product_count / s); p++) for (const o of ["price", "-price", "name", "-name", "newest"]) urls.push(`/api/products/?airport=${a.slug}&page=${p}&page_size=${s}&ordering=${o}`);
for (let i = urls.length - 1; i > 0; i--) { const j = Math.floor(Math.random() * (i + 1)); [urls[i], urls[j]] = [urls[j], urls[i]]; }
const cached = `/api/products/?airport=${airports[0].slug}`;
let at = 0;
const time = async (label: string, next: () => string, n: number) => {
  const t = performance.now();
  for (let i = 0; i < n; i++) { const r = await app.inject(next()); if (r.statusCode !== 200) throw new Error(r.body); }
  const m = process.memoryUsage(); console.log(label, ((performance.now() - t) * 1000 / n).toFixed(1), "µs/req", "heap MB", (m.heapUsed / 1e6).toFixed(0), "ext MB", (m.external / 1e6).toFixed(0), "rss", (m.rss / 1e6).toFixed(0));
};
await time("warm listing", () => urls[at++ % urls.length], urls.length);
for (let round = 0; round < 3; round++) {
  await time("cached", () => cached, 20000);
  await time("listing", () => urls[at++ % urls.length], 20000);
}
await app.close();
