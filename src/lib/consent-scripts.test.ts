import { describe, expect, it } from "@jest/globals";
import { configureStore } from "@reduxjs/toolkit";
import { activateConsentScripts, watchConsent } from "./consent-scripts";
import { cookiesAnswered, utilsSlice } from "../state/utils-slice";

function placeholder(src: string) {
  const el = document.createElement("script");
  el.type = "text/plain";
  el.dataset.consentSrc = src;
  document.head.appendChild(el);
  return el;
}

const realScripts = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

describe("consent-gated scripts", () => {
  it("stay inert until the visitor accepts cookies, then load once", () => {
    document.head.innerHTML = "";
    placeholder("https://ads.example/tag.js");
    const store = configureStore({ reducer: { utils: utilsSlice.reducer } });
    watchConsent(store);
    expect(realScripts()).toEqual([]);

    store.dispatch(cookiesAnswered(true));
    expect(realScripts()).toEqual(["https://ads.example/tag.js"]);
    const added = document.querySelector<HTMLScriptElement>("script[src]")!;
    expect(added.async).toBe(true);

    store.dispatch(cookiesAnswered(true));
    expect(activateConsentScripts()).toBe(0);
    expect(realScripts()).toHaveLength(1);
  });

  it("load at once when consent was given in an earlier visit", () => {
    document.head.innerHTML = "";
    placeholder("https://ads.example/tag.js");
    const store = configureStore({ reducer: { utils: utilsSlice.reducer } });
    store.dispatch(cookiesAnswered(true));
    watchConsent(store);
    expect(realScripts()).toEqual(["https://ads.example/tag.js"]);
  });
});
