import { createTestApp } from "./test/helpers/app.ts";
const t = await createTestApp();
t.app.addHook("onError", async (req, reply, err) => { console.log("ERR", err); });
for (const url of ["/api/products/?page=1e999", "/api/brands/?page=1e999", "/api/products/?page_size=1e999", "/api/products/?min_price=1e999"]) {
  const res = await t.app.inject({ url });
  console.log(res.statusCode, url, res.body);
}
await t.close();
