// npm run staff -- add <email> --airport WAW [--airport KRK]   make an account counter staff at airports
// npm run staff -- remove <email> [--airport WAW]              take it off those (or all) counters
// npm run staff -- list                                        who works at which counter, and the operators
// npm run staff -- add <email> --role operator                 make an account an operator (catalogue import)
// npm run staff -- remove <email> --role operator              take that role away
// The account must exist (registered on the shop). Uses DATABASE_URL, or the embedded database in
// DATA_DIR when the shop is stopped (the embedded database serves one process at a time).
import { grantOperator, listOperators, revokeOperator } from "../src/repositories/operators.ts";
import { grantStaff, listStaff, revokeStaff } from "../src/repositories/staff.ts";
import { option, run, withDatabase } from "./cli.ts";

const USAGE =
  "usage: npm run staff -- add <email> --airport WAW [--airport KRK] | add <email> --role operator | remove <email> [--airport WAW | --role operator] | list";

function airports(): string[] {
  const found: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg !== "--airport") return;
    const value = process.argv[i + 1];
    if (!value || value.startsWith("--")) throw new Error("--airport needs a value, such as WAW");
    found.push(...value.split(",").filter(Boolean));
  });
  return found;
}

run(async () => {
  const [command, email] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--airport" && all[i - 1] !== "--role");
  if (command === "list") {
    const [staff, operators] = await withDatabase(async (db) => [await listStaff(db), await listOperators(db)] as const);
    console.log(
      staff.length ? staff.map((s) => `${s.email}\t${s.airports.join(", ")}`).join("\n") : "No counter staff yet.",
    );
    console.log(operators.length ? operators.map((email) => `${email}\toperator`).join("\n") : "No operators yet.");
    return;
  }
  if (!email || (command !== "add" && command !== "remove")) throw new Error(USAGE);
  const role = option("role") ?? "staff";
  if (role !== "staff" && role !== "operator") throw new Error(`--role is staff or operator, not ${role}`);
  if (role === "operator") {
    if (command === "add") {
      await withDatabase((db) => grantOperator(db, email));
      console.log(`${email} is an operator: they import the catalogue through /api/operator/imports/ (docs/catalogue-import.md).`);
    } else {
      const removed = await withDatabase((db) => revokeOperator(db, email));
      console.log(removed ? `${email} is no longer an operator.` : `${email} was not an operator.`);
    }
    return;
  }
  if (command === "add") {
    const at = airports();
    await withDatabase((db) => grantStaff(db, email, at));
    console.log(
      `${email} is counter staff at ${at.join(", ")}: they sign in on the shop's sign-in page and find the counter at /counter/.`,
    );
  } else {
    const removed = await withDatabase((db) => revokeStaff(db, email, airports()));
    console.log(`${email} taken off ${removed} counter${removed === 1 ? "" : "s"}.`);
  }
});
