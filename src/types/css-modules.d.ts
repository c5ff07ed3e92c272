// Gatsby 5 compiles CSS modules to named exports: `import * as styles from "./x.module.css"`.
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
