import { it, expect } from "@jest/globals";
import { ageGateClosed, ageGateOpened, locationChosen, selectAgeGate, selectLocation } from "./main-slice";
import { makeStore } from "./store";
import {
  adultConfirmed,
  currencyChosen,
  routeVisited,
  selectAdult,
  selectCurrency,
  selectRoute,
  sidebarToggled,
  selectSidebarCollapsed,
} from "./utils-slice";

it("starts from the specification's defaults", () => {
  const state = makeStore().getState();
  expect(state.utils).toEqual({ currency: "USD", adult: false, sidebarCollapsed: false, route: [], cookies: false });
  expect(state.main).toEqual({ location: null, age_gate: false, loading: false });
});

it("records the choices of a visitor", () => {
  const store = makeStore();
  store.dispatch(currencyChosen("GBP"));
  store.dispatch(adultConfirmed(true));
  store.dispatch(sidebarToggled());
  store.dispatch(locationChosen("waw"));
  store.dispatch(ageGateOpened());
  const state = store.getState();
  expect([
    selectCurrency(state),
    selectAdult(state),
    selectSidebarCollapsed(state),
    selectLocation(state),
    selectAgeGate(state),
  ]).toEqual(["GBP", true, true, "waw", true]);
  store.dispatch(ageGateClosed());
  expect(selectAgeGate(store.getState())).toBe(false);
});

it("keeps the last ten routes and skips an immediate repeat", () => {
  const store = makeStore();
  for (let i = 0; i < 12; i += 1) store.dispatch(routeVisited(`/p${i}/`));
  store.dispatch(routeVisited("/p11/"));
  expect(selectRoute(store.getState())).toEqual(Array.from({ length: 10 }, (_, i) => `/p${i + 2}/`));
});
