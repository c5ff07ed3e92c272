import type { Storage as PersistStorage } from "redux-persist";

/**
 * localStorage behind redux-persist's async storage interface, which never throws: on the server, in
 * private modes and with a full quota it simply forgets, so a storage problem never breaks a page.
 */
export const safeStorage: PersistStorage = {
  getItem: async (key: string) => {
    try {
      return typeof window === "undefined" ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      if (typeof window !== "undefined") window.localStorage.setItem(key, value);
    } catch {
      /* quota exceeded or storage disabled: keep running from memory */
    }
  },
  removeItem: async (key: string) => {
    try {
      if (typeof window !== "undefined") window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};
