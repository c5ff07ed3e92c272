import { createAsyncThunk } from "@reduxjs/toolkit";
import { fetchCurrentUser } from "../api-client/auth";
import { getAccessToken, getRefreshToken } from "../lib/token-storage";
import { isOnline } from "../features/lists";
import { loggedOut, sessionRestored, type UserState } from "./user-slice";

interface WithUser {
  user: UserState;
}

/** Tokens in storage without a session in the state: ask the API who they belong to. */
export const restoreSession = createAsyncThunk<void, void, { state: WithUser }>(
  "user/restoreSession",
  async (_, { dispatch }) => {
    const access = getAccessToken();
    const refresh = getRefreshToken();
    if (!access || !refresh) return;
    try {
      const user = await fetchCurrentUser();
      // The refresh on the way may have rotated both tokens.
      dispatch(
        sessionRestored({
          access_token: getAccessToken() ?? access,
          refresh_token: getRefreshToken() ?? refresh,
          user,
        }),
      );
    } catch {
      /* an expired session was cleared by the client; offline, the next page load tries again */
    }
  },
);

/** Sends unsent list changes first, when it can, so signing out does not throw them away. */
export const signOut = createAsyncThunk("user/signOut", async (_, { dispatch }) => {
  if (isOnline()) {
    // Loading list sync may fail like the flush itself: signing out must go ahead either way.
    await import(/* webpackChunkName: "list-sync" */ "../features/lists/list-sync")
      .then(({ flushOutbox }) => flushOutbox())
      .catch(() => undefined);
  }
  dispatch(loggedOut());
});
