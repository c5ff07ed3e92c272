import "@testing-library/jest-dom";

// Components read their messages from the page's provider; tests render them in English without one.
import { makeI18n, setFallbackI18n } from "../src/i18n";
import { compiledCatalogue } from "../src/i18n/catalogues";
setFallbackI18n(makeI18n("en", compiledCatalogue("en")));
