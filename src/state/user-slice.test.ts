import { describe, it, expect, beforeEach, afterEach } from "@jest/globals";
import type MockAdapter from "axios-mock-adapter";
import { paths } from "../api-client/paths";
import { selectAlerts, selectLoginError } from "./alerts-slice";
import { startBrowserSession } from "./browser-session";
import { makeStore } from "./store";
import { freshBrowser, loginResponse, signedInState } from "../test-fixtures/store";
import { loggedOut, login, selectIsLoading, selectIsLoggedIn, selectUser, selectUserDetails } from "./user-slice";
import { selectCurrency } from "./utils-slice";

let mock: MockAdapter;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const credentials = { email: "ada@example.com", password: "correct horse" };

describe("login", () => {
  it("sets loading while authenticating", async () => {
    let release: () => void = () => undefined;
    mock
      .onPost(paths.auth.login)
      .reply(() => new Promise((resolve) => (release = () => resolve([200, loginResponse]))));
    const store = makeStore();
    const pending = store.dispatch(login(credentials));
    expect(selectIsLoading(store.getState())).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    release();
    await pending;
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it("on 200 stores the user details and both tokens, and takes the user's currency", async () => {
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    const store = makeStore();
    expect(selectCurrency(store.getState())).toBe("USD");
    await store.dispatch(login(credentials));
    const state = store.getState();
    expect(selectUserDetails(state)).toEqual(loginResponse);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectUser(state)?.email).toBe("ada@example.com");
    expect(selectIsLoading(state)).toBe(false);
    expect(selectCurrency(state)).toBe("EUR");
    expect(selectLoginError(state)).toBeNull();
    expect(localStorage.getItem("access_token")).toBe("access-1");
    expect(localStorage.getItem("refresh_token")).toBe("refresh-1");
    expect(JSON.parse(mock.history.post[0].data)).toEqual(credentials);
  });

  it("keeps the device token out of the state, stores it, and sends it with the next login", async () => {
    mock.onPost(paths.auth.login).replyOnce(200, { ...loginResponse, device_token: "device-1" });
    mock.onPost(paths.auth.login).replyOnce(200, { ...loginResponse, device_token: "device-1" });
    const store = makeStore();
    await store.dispatch(login(credentials));
    expect(selectUserDetails(store.getState())).toEqual(loginResponse);
    expect(localStorage.getItem("device_token")).toBe("device-1");
    store.dispatch(loggedOut());
    expect(localStorage.getItem("device_token")).toBe("device-1");
    await store.dispatch(login(credentials));
    expect(JSON.parse(mock.history.post[1].data)).toEqual({ ...credentials, device: "device-1" });
  });

  it("on 401 records the server's message as the login error and raises an error alert", async () => {
    mock.onPost(paths.auth.login).reply(401, { message: "Wrong e-mail or password." });
    const store = makeStore();
    const result = await store.dispatch(login(credentials));
    expect(login.rejected.match(result)).toBe(true);
    const state = store.getState();
    expect(selectIsLoading(state)).toBe(false);
    expect(selectUserDetails(state)).toBeNull();
    expect(selectLoginError(state)).toBe("Wrong e-mail or password.");
    expect(selectAlerts(state)).toEqual([
      expect.objectContaining({ message: "Wrong e-mail or password.", severity: "error" }),
    ]);
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("on 500 without a message records a readable error", async () => {
    mock.onPost(paths.auth.login).reply(500, "<html>oops</html>");
    const store = makeStore();
    await store.dispatch(login(credentials));
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(selectLoginError(store.getState())).toBe("Sign-in failed. Please try again.");
  });

  it("on a network error says the server could not be reached", async () => {
    mock.onPost(paths.auth.login).networkError();
    const store = makeStore();
    await store.dispatch(login(credentials));
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(selectLoginError(store.getState())).toMatch(/could not reach the server/i);
  });

  it("treats any status other than 200 as a failure", async () => {
    mock.onPost(paths.auth.login).reply(202, { message: "Accepted, check your e-mail" });
    const store = makeStore();
    await store.dispatch(login(credentials));
    expect(selectUserDetails(store.getState())).toBeNull();
    expect(selectLoginError(store.getState())).toBe("Accepted, check your e-mail");
  });

  it("clears an earlier login error when trying again", async () => {
    mock
      .onPost(paths.auth.login)
      .replyOnce(401, { message: "Wrong e-mail or password." })
      .onPost(paths.auth.login)
      .reply(200, loginResponse);
    const store = makeStore();
    await store.dispatch(login(credentials));
    await store.dispatch(login(credentials));
    expect(selectLoginError(store.getState())).toBeNull();
  });
});

describe("logout", () => {
  it("removes both stored tokens and clears the user details", () => {
    const store = makeStore(signedInState());
    store.dispatch(loggedOut());
    expect(selectUserDetails(store.getState())).toBeNull();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("refresh_token")).toBeNull();
  });

  it("follows a logout in another tab (storage event)", () => {
    const store = makeStore(signedInState());
    const stop = startBrowserSession(store);
    localStorage.removeItem("access_token");
    window.dispatchEvent(new StorageEvent("storage", { key: "access_token", oldValue: "access-1", newValue: null }));
    stop();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem("refresh_token")).toBeNull();
  });

  it("follows a token refresh in another tab", () => {
    const store = makeStore(signedInState());
    const stop = startBrowserSession(store);
    localStorage.setItem("access_token", "from-other-tab");
    localStorage.setItem("refresh_token", "rotated");
    window.dispatchEvent(new StorageEvent("storage", { key: "access_token", newValue: "from-other-tab" }));
    stop();
    expect(selectUserDetails(store.getState())).toMatchObject({
      access_token: "from-other-tab",
      refresh_token: "rotated",
    });
  });

  it("ends the session in the state when the client's refresh is refused", async () => {
    const store = makeStore(signedInState());
    const stop = startBrowserSession(store);
    mock.onGet(paths.auth.user).reply(401, { message: "expired" });
    mock.onPost(paths.auth.refresh).reply(401, { message: "Token is invalid" });
    const { apiClient } = await import("../api-client/client");
    await expect(apiClient.get(paths.auth.user)).rejects.toBeDefined();
    stop();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectAlerts(store.getState())[0]).toMatchObject({ severity: "warning", message: "Your session has ended, sign in again." });
  });
});
