import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { STORAGE_KEYS, persistStorage, readItem, readJson, removeItem, writeItem, writeJson } from "./storage";

const isNumberList = (value: unknown) => (Array.isArray(value) ? value.filter((n) => typeof n === "number") : null);

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
});

describe("a browser whose storage works", () => {
  it("reads back what was written under a named key, and forgets it on removal", () => {
    expect(writeItem(STORAGE_KEYS.deviceToken, "abc")).toBe(true);
    expect(readItem(STORAGE_KEYS.deviceToken)).toBe("abc");
    expect(localStorage.getItem("device_token")).toBe("abc");
    removeItem(STORAGE_KEYS.deviceToken);
    expect(readItem(STORAGE_KEYS.deviceToken)).toBeNull();
  });

  it("keeps the specification's two token keys", () => {
    expect([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]).toEqual(["access_token", "refresh_token"]);
  });

  it("round-trips JSON through the reader's check", () => {
    writeJson(STORAGE_KEYS.currencies, [1, 2]);
    expect(readJson(STORAGE_KEYS.currencies, isNumberList)).toEqual([1, 2]);
  });

  it("reads corrupt JSON as absent and leaves it in place (nothing else is lost)", () => {
    localStorage.setItem(STORAGE_KEYS.currencies, "[1, 2");
    localStorage.setItem(STORAGE_KEYS.lists, '{"version":1}');
    expect(readJson(STORAGE_KEYS.currencies, isNumberList)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currencies)).toBe("[1, 2");
    expect(readItem(STORAGE_KEYS.lists)).toBe('{"version":1}');
  });

  it("reads a value of the wrong shape as absent, and lets the check keep the good entries", () => {
    localStorage.setItem(STORAGE_KEYS.currencies, '{"not":"a list"}');
    expect(readJson(STORAGE_KEYS.currencies, isNumberList)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.currencies, '[1, "two", 3, null]');
    expect(readJson(STORAGE_KEYS.currencies, isNumberList)).toEqual([1, 3]);
  });

  it("serves redux-persist through the same storage", async () => {
    await persistStorage.setItem("persist:travel-retail", "{}");
    expect(await persistStorage.getItem("persist:travel-retail")).toBe("{}");
    await persistStorage.removeItem("persist:travel-retail");
    expect(await persistStorage.getItem("persist:travel-retail")).toBeNull();
  });
});

describe("a browser whose storage throws (private mode, disabled, full)", () => {
  beforeEach(() => {
    const refuse = () => {
      throw new DOMException("refused", "QuotaExceededError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
  });

  it("never throws: reads are absent, writes report false", async () => {
    expect(readItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(readJson(STORAGE_KEYS.lists, (v) => v)).toBeNull();
    expect(writeItem(STORAGE_KEYS.accessToken, "x")).toBe(false);
    expect(writeJson(STORAGE_KEYS.lists, { version: 1 })).toBe(false);
    expect(() => removeItem(STORAGE_KEYS.accessToken)).not.toThrow();
    await expect(persistStorage.getItem("persist:travel-retail")).resolves.toBeNull();
    await expect(persistStorage.setItem("persist:travel-retail", "{}")).resolves.toBeUndefined();
  });
});
