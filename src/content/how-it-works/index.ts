import * as en from "./en";
import * as pl from "./pl";
import * as de from "./de";

/** The page's text in each language (src/content: one file per language, checked to export the same names). */
export const HOW_IT_WORKS = { en, pl, de };
