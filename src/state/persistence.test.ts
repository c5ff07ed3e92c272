import { it, expect, jest, beforeEach, afterEach } from "@jest/globals";
import { persistStore, type Persistor, type PersistorOptions } from "redux-persist";
import { locationChosen } from "./main-slice";
import { PERSIST_KEY, PERSIST_MAIN_KEY, PERSIST_VERSION } from "./persist-config";
import { makeStore, type AppStore } from "./store";
import { freshBrowser, loginResponse, testUser } from "../test-fixtures/store";
import { login } from "./user-slice";
import { adultConfirmed, cookiesAnswered, currencyChosen, DEFAULT_CURRENCY, ROUTE_HISTORY_LENGTH, routeVisited, sidebarToggled } from "./utils-slice";
import { alertAdded } from "./alerts-slice";
import { paths } from "../api-client/paths";

function bootstrap(store: AppStore): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

/** What redux-persist writes: an object of JSON strings, itself a JSON string. */
const stored = (key: string, state: Record<string, unknown>) =>
  localStorage.setItem(
    `persist:${key}`,
    JSON.stringify(Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)]))),
  );

const read = (key: string) => {
  const outer = JSON.parse(localStorage.getItem(`persist:${key}`) ?? "{}") as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
};

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

it("round-trips user, utils and the chosen airport, but not alerts or the rest of main", async () => {
  mock.onPost(paths.auth.login).reply(200, loginResponse);
  const first = makeStore();
  const persistor = await bootstrap(first);
  await first.dispatch(login({ email: testUser.email, password: "secret-password" }));
  first.dispatch(adultConfirmed(true));
  first.dispatch(routeVisited("/brands/"));
  first.dispatch(locationChosen("waw"));
  first.dispatch(alertAdded({ message: "Hello", severity: "info" }));
  await persistor.flush();

  const written = read(PERSIST_KEY);
  expect(Object.keys(written).sort()).toEqual(["_persist", "user", "utils"]);
  expect(written.user).toEqual({ userDetails: loginResponse });
  expect(written._persist).toMatchObject({ version: PERSIST_VERSION });
  expect(read(PERSIST_MAIN_KEY)).toMatchObject({ location: "waw" });

  const second = makeStore();
  await bootstrap(second);
  const state = second.getState();
  expect(state.user).toEqual({ isLoading: false, userDetails: loginResponse });
  expect(state.utils).toMatchObject({ currency: "EUR", adult: true, route: ["/brands/"] });
  expect(state.main).toMatchObject({ location: "waw", age_gate: false, loading: false });
  expect(state.alerts.items).toEqual([]);
});

it("writes without delay (debounce 0)", async () => {
  const store = makeStore();
  await bootstrap(store);
  store.dispatch(currencyChosen("GBP"));
  // redux-persist writes one slice per timer tick, so a busy machine may need a few ticks; a debounce
  // (the specification says 0) would hold the write back for its whole delay, longer than this wait.
  const deadline = Date.now() + 400;
  while (read(PERSIST_KEY).utils?.currency !== "GBP" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(read(PERSIST_KEY).utils).toMatchObject({ currency: "GBP" });
});

it("migrates the version 1 shape (simplejwt token names, a single route)", async () => {
  stored(PERSIST_KEY, {
    user: { userDetails: { access: "a", refresh: "r", user: testUser } },
    utils: { currency: "gbp", adult: true, sidebarCollapsed: false, route: "/blog/", cookies: true },
    _persist: { version: 1, rehydrated: true },
  });
  const store = makeStore();
  await bootstrap(store);
  const state = store.getState();
  expect(state.user.userDetails).toEqual({ access_token: "a", refresh_token: "r", user: testUser });
  expect(state.utils).toEqual({
    currency: "GBP",
    adult: true,
    sidebarCollapsed: false,
    route: ["/blog/"],
    cookies: true,
  });
});

it.each([
  ["invalid JSON", "{not json"],
  ["a JSON array", "[1,2,3]"],
  ["a JSON string", JSON.stringify("hello")],
  ["slices that are not JSON", JSON.stringify({ user: "{oops", utils: "[", _persist: "nope" })],
])("falls back to the defaults on %s", async (_, raw) => {
  localStorage.setItem(`persist:${PERSIST_KEY}`, raw);
  localStorage.setItem(`persist:${PERSIST_MAIN_KEY}`, raw);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const store = makeStore();
  await bootstrap(store);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(store.getState().user).toEqual({ isLoading: false, userDetails: null });
  expect(store.getState().utils.currency).toBe("USD");
  expect(store.getState().main.location).toBeNull();
});

it("keeps only well-typed fields of wrong or foreign data", async () => {
  stored(PERSIST_KEY, {
    user: { isLoading: true, userDetails: { access_token: 42, user: "nobody" } },
    utils: {
      currency: 12,
      adult: "yes",
      sidebarCollapsed: true,
      route: ["/a/", 3, null],
      cookies: true,
      theme: "dark",
    },
    cart: { items: [1, 2] },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  stored(PERSIST_MAIN_KEY, { location: "DROP TABLE", age_gate: true, _persist: { version: 1, rehydrated: true } });
  const store = makeStore();
  await bootstrap(store);
  const state = store.getState() as unknown as Record<string, unknown>;
  expect(state.user).toEqual({ isLoading: false, userDetails: null });
  expect(state.utils).toEqual({ currency: "USD", adult: false, sidebarCollapsed: true, route: ["/a/"], cookies: true });
  expect(state.main).toMatchObject({ location: null, age_gate: false, loading: false });
  expect(state.cart).toBeUndefined();
});

it("does not persist a login in progress", async () => {
  mock.onPost(paths.auth.login).reply(() => new Promise(() => undefined));
  const store = makeStore();
  const persistor = await bootstrap(store);
  void store.dispatch(login({ email: testUser.email, password: "secret-password" }));
  await persistor.flush();
  expect(read(PERSIST_KEY).user).toEqual({ userDetails: null });
});

it("keeps what the visitor did before the stored state was read, and takes the rest from it", async () => {
  stored(PERSIST_KEY, {
    user: { userDetails: null },
    utils: { currency: "GBP", adult: false, sidebarCollapsed: true, route: ["/a/", "/b/"], cookies: false },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  const store = makeStore();
  // The stored state is read a task after the first render: these land first.
  store.dispatch(cookiesAnswered(true));
  store.dispatch(adultConfirmed(true));
  store.dispatch(routeVisited("/b/"));
  store.dispatch(routeVisited("/now/"));
  await bootstrap(store);
  expect(store.getState().utils).toEqual({
    currency: "GBP",
    adult: true,
    sidebarCollapsed: true,
    route: ["/a/", "/b/", "/now/"],
    cookies: true,
  });
});

it("keeps a session that began before the stored one was read", async () => {
  stored(PERSIST_KEY, {
    user: { userDetails: { ...loginResponse, access_token: "stale", refresh_token: "stale" } },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  mock.onPost(paths.auth.login).reply(200, loginResponse);
  const store = makeStore();
  await store.dispatch(login({ email: testUser.email, password: "secret-password" }));
  await bootstrap(store);
  expect(store.getState().user.userDetails).toEqual(loginResponse);
});

it("keeps a choice made before the read even when it equals the default, or was undone", async () => {
  stored(PERSIST_KEY, {
    utils: { currency: "GBP", adult: false, sidebarCollapsed: true, route: [], cookies: false },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  const store = makeStore();
  store.dispatch(currencyChosen(DEFAULT_CURRENCY));
  store.dispatch(sidebarToggled());
  store.dispatch(sidebarToggled());
  await bootstrap(store);
  expect(store.getState().utils).toMatchObject({ currency: DEFAULT_CURRENCY, sidebarCollapsed: false });
});

it("follows the stored paths with the ones visited since load, up to the history's length", async () => {
  const older = Array.from({ length: ROUTE_HISTORY_LENGTH }, (_, i) => `/stored-${i}/`);
  stored(PERSIST_KEY, {
    utils: { currency: "GBP", adult: false, sidebarCollapsed: false, route: older, cookies: false },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  const store = makeStore();
  store.dispatch(routeVisited("/now/"));
  await bootstrap(store);
  expect(store.getState().utils.route).toEqual([...older.slice(1), "/now/"]);
});

it("leaves a login that is still on its way loading when the stored state arrives", async () => {
  stored(PERSIST_KEY, { user: { userDetails: null }, _persist: { version: PERSIST_VERSION, rehydrated: true } });
  mock.onPost(paths.auth.login).reply(() => new Promise(() => undefined));
  const store = makeStore();
  void store.dispatch(login({ email: testUser.email, password: "secret-password" }));
  await bootstrap(store);
  expect(store.getState().user).toEqual({ isLoading: true, userDetails: null });
});

it("keeps an airport chosen, or cleared, before the stored one was read", async () => {
  for (const chosen of ["waw", null]) {
    localStorage.clear();
    stored(PERSIST_MAIN_KEY, { location: "krk", _persist: { version: 1, rehydrated: true } });
    const store = makeStore();
    store.dispatch(locationChosen(chosen));
    await bootstrap(store);
    expect(store.getState().main.location).toBe(chosen);
  }
  localStorage.clear();
  stored(PERSIST_MAIN_KEY, { location: "krk", _persist: { version: 1, rehydrated: true } });
  const untouched = makeStore();
  await bootstrap(untouched);
  expect(untouched.getState().main.location).toBe("krk");
});

it("after a login that lands before the read, shows the account's currency but keeps the airport chosen in this browser", async () => {
  const withAirport = { ...loginResponse, user: { ...testUser, airport: "waw", currency: DEFAULT_CURRENCY } };
  mock.onPost(paths.auth.login).reply(200, withAirport);
  for (const storedAirport of ["krk", null]) {
    localStorage.clear();
    stored(PERSIST_KEY, {
      utils: { currency: "GBP", adult: false, sidebarCollapsed: false, route: [], cookies: false },
      _persist: { version: PERSIST_VERSION, rehydrated: true },
    });
    stored(PERSIST_MAIN_KEY, { location: storedAirport, _persist: { version: 1, rehydrated: true } });
    const store = makeStore();
    await store.dispatch(login({ email: testUser.email, password: "secret-password" }));
    await bootstrap(store);
    // The account's currency equals the default here: it still wins over the stored one (spec, section 4).
    expect(store.getState().utils.currency).toBe(DEFAULT_CURRENCY);
    // The account's airport fills in only where this browser has none.
    expect(store.getState().main.location).toBe(storedAirport ?? "waw");
  }
});

it("keeps a choice made while the stored state is being read, as the page starts it (manualPersist)", async () => {
  stored(PERSIST_KEY, {
    utils: { currency: "GBP", adult: false, sidebarCollapsed: false, route: [], cookies: false },
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  const store = makeStore();
  const done = new Promise<void>((resolve) => {
    const persistor = persistStore(store, { manualPersist: true } as PersistorOptions, () => resolve());
    persistor.persist();
  });
  store.dispatch(currencyChosen(DEFAULT_CURRENCY));
  await done;
  expect(store.getState().utils.currency).toBe(DEFAULT_CURRENCY);
});
