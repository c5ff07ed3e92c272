import type { Database } from "../database.ts";

// STUB: replaced by the demo-catalogue generator.
export async function isSeeded(_db: Database): Promise<boolean> {
  return false;
}
export async function seed(_db: Database, _options: { products: number }): Promise<void> {}
