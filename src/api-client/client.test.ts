import { describe, it, expect, jest, beforeEach, afterEach } from "@jest/globals";
import axios from "axios";
import type MockAdapter from "axios-mock-adapter";
import { freshBrowser } from "../test-fixtures/store";
import { axiosInstance } from "./axios-instance";
import { apiClient, getAxiosInstance, setSessionHandlers } from "./client";
import { apiErrorMessage, isAxiosError } from "./errors";
import { paths } from "./paths";

let mock: MockAdapter;

beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

function storeTokens(access = "old-access", refresh = "old-refresh") {
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
}

const bearer = (config: { headers?: unknown }) => (config.headers as Record<string, string> | undefined)?.Authorization;

describe("headers", () => {
  it("sends JSON and no Authorization header without a stored token", async () => {
    let seen: { auth?: string; type?: string } = {};
    mock.onGet("/api/brands/").reply((config) => {
      seen = { auth: bearer(config), type: (config.headers as Record<string, string>)["Content-Type"] };
      return [200, {}];
    });
    await apiClient.get("/api/brands/");
    expect(seen.auth).toBeUndefined();
    expect(seen.type).toBe("application/json");
  });

  it("sends the stored access token as a bearer token", async () => {
    storeTokens("abc");
    let seen: string | undefined;
    mock.onGet("/api/brands/").reply((config) => {
      seen = bearer(config);
      return [200, {}];
    });
    await apiClient.get("/api/brands/");
    expect(seen).toBe("Bearer abc");
  });

  it("asks for the page's language, not the browser's", async () => {
    const seen: string[] = [];
    mock.onGet("/api/brands/").reply((config) => {
      seen.push((config.headers as Record<string, string>)["Accept-Language"]);
      return [200, {}];
    });
    await apiClient.get("/api/brands/");
    window.history.replaceState(null, "", "/pl/search/");
    await apiClient.get("/api/brands/");
    window.history.replaceState(null, "", "/");
    expect(seen).toEqual(["en", "pl"]);
  });
});

describe("refresh and repeat", () => {
  function protectedRoute(validToken = "new-access") {
    const calls: (string | undefined)[] = [];
    mock.onGet("/api/wishlist/").reply((config) => {
      calls.push(bearer(config));
      return bearer(config) === `Bearer ${validToken}` ? [200, { ok: true }] : [401, { message: "expired" }];
    });
    return calls;
  }

  it.each([401, 403])("refreshes once after a %i and repeats the request with the new token", async (status) => {
    storeTokens();
    const refreshBodies: unknown[] = [];
    mock
      .onGet("/api/orders/")
      .replyOnce(status, { message: "expired" })
      .onGet("/api/orders/")
      .reply((config) => [200, { auth: bearer(config) }]);
    mock.onPost(paths.auth.refresh).reply((config) => {
      refreshBodies.push(JSON.parse(config.data));
      return [200, { access: "new-access", refresh: "new-refresh" }];
    });
    const response = await apiClient.get("/api/orders/");
    expect(response.data).toEqual({ auth: "Bearer new-access" });
    expect(refreshBodies).toEqual([{ refresh: "old-refresh" }]);
    expect(localStorage.getItem("access_token")).toBe("new-access");
    expect(localStorage.getItem("refresh_token")).toBe("new-refresh");
  });

  it("keeps the stored refresh token when the server does not rotate it", async () => {
    storeTokens();
    protectedRoute();
    mock.onPost(paths.auth.refresh).reply(200, { access: "new-access" });
    await apiClient.get("/api/wishlist/");
    expect(localStorage.getItem("refresh_token")).toBe("old-refresh");
  });

  it("reports new tokens to the session handlers", async () => {
    storeTokens();
    protectedRoute();
    mock.onPost(paths.auth.refresh).reply(200, { access: "new-access", refresh: "new-refresh" });
    const onTokensRefreshed = jest.fn();
    const disconnect = setSessionHandlers({ onTokensRefreshed, onSessionExpired: jest.fn() });
    await apiClient.get("/api/wishlist/");
    disconnect();
    expect(onTokensRefreshed).toHaveBeenCalledWith({ access: "new-access", refresh: "new-refresh" });
  });

  it("rejects to the caller with the refresh failure and ends the session", async () => {
    storeTokens();
    protectedRoute();
    mock.onPost(paths.auth.refresh).reply(401, { message: "Refresh token expired" });
    const onSessionExpired = jest.fn();
    const disconnect = setSessionHandlers({ onTokensRefreshed: jest.fn(), onSessionExpired });
    const error = await apiClient.get("/api/wishlist/").catch((e: unknown) => e);
    disconnect();
    expect(axios.isAxiosError(error) && error.response?.data).toEqual({ message: "Refresh token expired" });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("refresh_token")).toBeNull();
  });

  it("keeps the session when the refresh fails for lack of a network", async () => {
    storeTokens();
    protectedRoute();
    mock.onPost(paths.auth.refresh).networkError();
    await expect(apiClient.get("/api/wishlist/")).rejects.toThrow("Network Error");
    expect(localStorage.getItem("refresh_token")).toBe("old-refresh");
  });

  it("does not refresh a repeat that fails again (the retry flag)", async () => {
    storeTokens();
    const calls = protectedRoute("never-valid");
    mock.onPost(paths.auth.refresh).reply(200, { access: "new-access" });
    const error = await apiClient.get("/api/wishlist/").catch((e: unknown) => e);
    expect(axios.isAxiosError(error) && error.response?.status).toBe(401);
    expect(calls).toEqual(["Bearer old-access", "Bearer new-access"]);
    expect(mock.history.post.filter((c) => c.url === paths.auth.refresh)).toHaveLength(1);
  });

  it("never refreshes for the login call", async () => {
    storeTokens();
    mock.onPost(paths.auth.login).reply(401, { message: "Wrong e-mail or password" });
    await expect(apiClient.post(paths.auth.login, {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(mock.history.post).toHaveLength(1);
  });

  it("rejects with the original error when there is no refresh token", async () => {
    mock.onGet("/api/wishlist/").reply(401, { message: "Sign in first" });
    await expect(apiClient.get("/api/wishlist/")).rejects.toMatchObject({
      response: { data: { message: "Sign in first" } },
    });
    expect(mock.history.post).toHaveLength(0);
  });

  it("makes one refresh for 20 requests failing together and repeats each of them", async () => {
    storeTokens();
    const calls = protectedRoute();
    mock.onPost(paths.auth.refresh).reply(200, { access: "new-access", refresh: "new-refresh" });
    const responses = await Promise.all(Array.from({ length: 20 }, () => apiClient.get("/api/wishlist/")));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(mock.history.post.filter((c) => c.url === paths.auth.refresh)).toHaveLength(1);
    expect(calls.filter((c) => c === "Bearer old-access")).toHaveLength(20);
    expect(calls.filter((c) => c === "Bearer new-access")).toHaveLength(20);
  });

  it("uses a token another tab refreshed meanwhile instead of spending the rotated refresh token again", async () => {
    storeTokens();
    const calls = protectedRoute();
    const request = jest.fn(async (_name: string, task: () => Promise<unknown>) => {
      // While this tab waited for the lock, another tab refreshed and stored its tokens.
      localStorage.setItem("access_token", "new-access");
      localStorage.setItem("refresh_token", "rotated-by-other-tab");
      return task();
    });
    Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
    try {
      await apiClient.get("/api/wishlist/");
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
    expect(request).toHaveBeenCalledWith("travel-retail:token-refresh", expect.any(Function));
    expect(mock.history.post).toHaveLength(0);
    expect(calls).toEqual(["Bearer old-access", "Bearer new-access"]);
  });
});

describe("loading the client on first use", () => {
  it("hands every caller the one configured instance", async () => {
    const [first, second] = await Promise.all([getAxiosInstance(), getAxiosInstance()]);
    expect(first).toBe(second);
    expect(first).toBe(axiosInstance);
  });

  it("reports a failed download as axios's network error and tries again on the next call", async () => {
    await jest.isolateModulesAsync(async () => {
      let online = false;
      jest.doMock("./axios-instance", () => {
        if (!online) throw new Error("Loading chunk api-client failed.");
        return { axiosInstance: { get: async () => ({ status: 200, data: "loaded" }) } };
      });
      const isolated = await import("./client");
      const error = await isolated.apiClient.get("/api/brands/").catch((e: unknown) => e);
      expect(isAxiosError(error) && error.response).toBeUndefined();
      expect(apiErrorMessage(error, "fallback")).toBe(
        "We could not reach the server. Check your connection and try again.",
      );
      online = true;
      await expect(isolated.apiClient.get("/api/brands/")).resolves.toMatchObject({ data: "loaded" });
    });
    jest.dontMock("./axios-instance");
  });
});
