import { openDatabase } from "./src/db/database.ts";
import { migrate } from "./src/db/migrate.ts";
import { seed, isSeeded } from "./src/db/seed/index.ts";
const n = Number(process.argv[2] ?? 1500);
const url = process.argv[3];
let db;
if (url) { const a = await openDatabase({ databaseUrl: url }); await a.exec("DROP DATABASE IF EXISTS seed_tmp"); await a.exec("CREATE DATABASE seed_tmp"); await a.close(); db = await openDatabase({ databaseUrl: url.replace(/\/postgres$/, "/seed_tmp") }); }
else db = await openDatabase({});
await migrate(db);
console.log("seeded before", await isSeeded(db));
let t = Date.now();
await seed(db, { products: n });
console.log(n, "products seeded in", Date.now() - t, "ms; seeded", await isSeeded(db));
console.log((await db.query("select (select count(*) from products) p, (select count(*) from product_availability) a, (select count(*) from section_products) s, (select count(*) from article_products) ap")).rows);
console.log((await db.query("select p.slug, p.name, p.description, p.price::text, a.terminals from products p, airports a where p.id=1 and a.id = 8")).rows);
await db.close();
