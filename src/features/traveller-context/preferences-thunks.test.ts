import { it, expect, beforeEach, afterEach } from "@jest/globals";
import { paths } from "../../api-client/paths";
import { selectAlerts } from "../../state/alerts-slice";
import { selectLocation } from "../../state/main-slice";
import { currencySaved, locationSaved } from "./preferences-thunks";
import { accountLanguageFollowed, LANGUAGE_SET_PATH } from "./account-language";
import { makeStore } from "../../state/store";
import { freshBrowser, signedInState } from "../../test-fixtures/store";
import { selectUser } from "../../state/user-slice";
import { selectCurrency } from "../../state/utils-slice";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

it("sets the currency and location locally for a visitor without calling the API", async () => {
  const store = makeStore();
  await store.dispatch(currencySaved("GBP"));
  await store.dispatch(locationSaved("waw"));
  expect(selectCurrency(store.getState())).toBe("GBP");
  expect(selectLocation(store.getState())).toBe("waw");
  expect(mock.history.post).toHaveLength(0);
});

it("saves both to the account when signed in", async () => {
  mock.onPost(paths.currencySet).reply(200, {}).onPost(paths.locationSet).reply(200, {});
  const store = makeStore(signedInState());
  await store.dispatch(currencySaved("GBP"));
  await store.dispatch(locationSaved(null));
  expect(mock.history.post.map((c) => [c.url, JSON.parse(c.data)])).toEqual([
    [paths.currencySet, { currency: "GBP" }],
    [paths.locationSet, { airport: null }],
  ]);
  expect(mock.history.post[0].headers?.Authorization).toBe("Bearer access-1");
  expect(selectUser(store.getState())?.currency).toBe("GBP");
});

it("keeps the local choice and warns when saving fails", async () => {
  mock.onPost(paths.currencySet).networkError();
  const store = makeStore(signedInState());
  await store.dispatch(currencySaved("JPY"));
  expect(selectCurrency(store.getState())).toBe("JPY");
  expect(selectAlerts(store.getState())[0].severity).toBe("warning");
});

it("follows the page's language on the account, once, and not for a visitor", async () => {
  mock.onPost(LANGUAGE_SET_PATH).reply(200, { language: "pl" });
  const visitor = makeStore();
  await visitor.dispatch(accountLanguageFollowed("pl"));
  expect(mock.history.post).toHaveLength(0);

  const store = makeStore(signedInState());
  expect(selectUser(store.getState())?.language).toBe("en");
  await store.dispatch(accountLanguageFollowed("pl"));
  expect(mock.history.post.map((c) => [c.url, JSON.parse(c.data)])).toEqual([[LANGUAGE_SET_PATH, { language: "pl" }]]);
  expect(selectUser(store.getState())?.language).toBe("pl");
  // The account speaks the page's language now: nothing more to send.
  await store.dispatch(accountLanguageFollowed("pl"));
  expect(mock.history.post).toHaveLength(1);
});

it("leaves the account as it is, silently, when saving the language fails", async () => {
  mock.onPost(LANGUAGE_SET_PATH).networkError();
  const store = makeStore(signedInState());
  await store.dispatch(accountLanguageFollowed("de"));
  expect(selectUser(store.getState())?.language).toBe("en");
  expect(selectAlerts(store.getState())).toEqual([]);
});
