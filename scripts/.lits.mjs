import { ESLint } from "eslint";
const eslint = new ESLint({
  overrideConfig: [{ files: ["src/**/*.tsx"], rules: { "no-restricted-syntax": ["error",
    { selector: "JSXText[value=/\\p{L}/u]", message: "literal text" },
    { selector: "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label)$/] > Literal", message: "literal attribute" }] } }],
});
const results = await eslint.lintFiles(process.argv.slice(2));
for (const r of results) for (const m of r.messages) if (m.ruleId === "no-restricted-syntax") console.log(`${r.filePath.replace(process.cwd() + "/", "")}:${m.line}`);
