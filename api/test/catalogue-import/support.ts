import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { grantOperator } from "../../src/repositories/operators.ts";
import { grantStaff } from "../../src/repositories/staff.ts";
import type { ImportReport } from "../../src/schemas/catalogue-import.ts";

/** A test app with an operator, a traveller and counter staff, and the import routes driven over HTTP. */
export interface ImportTest {
  t: TestApp;
  operator: Record<string, string>;
  traveller: Record<string, string>;
  clerk: Record<string, string>;
  /** POST /api/operator/imports/ with the file as the body. */
  send: (
    file: string | Uint8Array,
    query?: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** A dry run (the default) or an apply, and its report (200 or 422 alike). */
  importFile: (
    file: string | Uint8Array,
    query?: Record<string, string>,
  ) => Promise<{ status: number; report: ImportReport }>;
  exportFile: (kind: string, format?: string) => Promise<string>;
  /** A table's rows in a fixed order, to compare the catalogue before and after. */
  snapshot: () => Promise<string>;
}

export async function importTest(config: Parameters<typeof createTestApp>[0] = {}): Promise<ImportTest> {
  const t = await createTestApp(config);
  const account = async (email: string) => {
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed) VALUES ($1, 'x', 'A', 'B', true) RETURNING id",
      [email],
    );
    return { authorization: `Bearer ${t.app.tokens.signAccess(rows[0]!.id, 0)}` };
  };
  const operator = await account("operator@example.com");
  await grantOperator(t.db, "operator@example.com");
  const traveller = await account("traveller@example.com");
  const clerk = await account("clerk@example.com");
  await grantStaff(t.db, "clerk@example.com", ["WAW"]);

  const send: ImportTest["send"] = (file, query = {}, headers = operator) =>
    t.app.inject({
      method: "POST",
      url: `/api/operator/imports/?${new URLSearchParams(query)}`,
      headers: { "content-type": "text/csv", ...headers },
      payload: typeof file === "string" ? file : Buffer.from(file),
    });
  return {
    t,
    operator,
    traveller,
    clerk,
    send,
    async importFile(file, query) {
      const res = await send(file, query);
      if (res.statusCode !== 200 && res.statusCode !== 422)
        throw new Error(`import answered ${res.statusCode}: ${res.body}`);
      const body = res.json();
      return { status: res.statusCode, report: res.statusCode === 422 ? body.report : body };
    },
    async exportFile(kind, format = "csv") {
      const res = await t.app.inject({ url: `/api/operator/export/?kind=${kind}&format=${format}`, headers: operator });
      if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
      return res.body;
    },
    async snapshot() {
      const tables = [
        "SELECT id, slug, name, country, description, translations, product_count FROM brands ORDER BY id",
        `SELECT id, slug, sku, name, brand_id, brand_name, category_id, subcategory_id, keywords, size, description,
                price::text, adult, featured, image_count, translations, kind, abv::text, hidden_at FROM products ORDER BY id`,
        "SELECT id, product_id, sku, size, position, price::text, volume_ml, sticks, tobacco_g FROM product_variants ORDER BY id",
        "SELECT variant_id, airport_id, price::text, duty_paid_price::text, stock, held, sold FROM variant_offers ORDER BY variant_id, airport_id",
        "SELECT product_id, airport_id, price::text, in_stock FROM product_availability ORDER BY product_id, airport_id",
        "SELECT id, product_count FROM airports ORDER BY id",
      ];
      const out: unknown[] = [];
      for (const sql of tables) out.push((await t.db.query(sql)).rows);
      return JSON.stringify(out);
    },
  };
}
