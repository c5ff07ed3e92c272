import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// waitFor and findBy* wait up to 4 s instead of 1 s: on a loaded two-core machine (CI runs jest's workers
// beside each other) the first test of a file, which pays the modules' first evaluation, once took over a
// second for a fetch answered at once and a transition's render. A wait only ends sooner when the
// expectation is met; a test that fails still fails, later. Below jest's 5 s per test.
configure({ asyncUtilTimeout: 4000 });

// Components read their messages from the page's provider; tests render them in English without one.
import { makeI18n, setFallbackI18n } from "../src/i18n";
import { compiledCatalogue } from "../src/i18n/catalogues";
setFallbackI18n(makeI18n("en", compiledCatalogue("en")));
