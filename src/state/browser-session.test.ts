import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { paths } from "../api-client/paths";
import { reconcileStoredSession, startBrowserSession } from "./browser-session";
import { makeStore } from "./store";
import { freshBrowser, loginResponse, signedInState, testUser } from "../test-fixtures/store";
import { selectIsLoggedIn, selectUserDetails } from "./user-slice";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the stored session after a reload", () => {
  it("is signed out when the token keys were removed (the keys are the truth)", () => {
    const store = makeStore(signedInState());
    localStorage.clear();
    reconcileStoredSession(store);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it("takes tokens refreshed by another tab while this one was closed", () => {
    const store = makeStore(signedInState());
    localStorage.setItem("access_token", "newer");
    reconcileStoredSession(store);
    expect(selectUserDetails(store.getState())?.access_token).toBe("newer");
  });

  it("restores a session from stored tokens when the persisted copy was lost", async () => {
    localStorage.setItem("access_token", "access-1");
    localStorage.setItem("refresh_token", "refresh-1");
    mock.onGet(paths.auth.user).reply(200, testUser);
    const store = makeStore();
    reconcileStoredSession(store);
    await settle();
    expect(selectUserDetails(store.getState())).toEqual(loginResponse);
  });
});

describe("other tabs", () => {
  it("signs this tab in when another tab signs in", async () => {
    const store = makeStore();
    const stop = startBrowserSession(store);
    mock.onGet(paths.auth.user).reply(200, testUser);
    localStorage.setItem("refresh_token", "refresh-1");
    localStorage.setItem("access_token", "access-1");
    window.dispatchEvent(new StorageEvent("storage", { key: "access_token", newValue: "access-1" }));
    await settle();
    stop();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it("signs out when another tab clears the storage", () => {
    const store = makeStore(signedInState());
    const stop = startBrowserSession(store);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    stop();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
