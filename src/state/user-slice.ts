import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { LoginBody, LoginResponse, User } from "@travel-retail/api/schemas";
import { postLogin } from "../api-client/auth";
import { apiErrorMessage } from "../api-client/errors";
import { getDeviceToken, storeDeviceToken, storeTokens } from "../lib/token-storage";

/** The session as the specification's user slice keeps it; the device token lives in storage only. */
export type SessionDetails = Omit<LoginResponse, "device_token">;

export interface UserState {
  isLoading: boolean;
  userDetails: null | SessionDetails;
}

export const initialUserState: UserState = { isLoading: false, userDetails: null };

/** Specification, sections 4 and 8: only a 200 is a successful login; anything else carries the server's message. */
export const login = createAsyncThunk<SessionDetails, LoginBody, { rejectValue: string }>(
  "user/login",
  async (credentials, { rejectWithValue }) => {
    try {
      const device = getDeviceToken();
      const response = await postLogin(device ? { ...credentials, device } : credentials);
      if (response.status !== 200)
        return rejectWithValue(apiErrorMessage(response.data, "Sign-in failed. Please try again."));
      const { device_token, ...details } = response.data;
      storeTokens(details.access_token, details.refresh_token);
      if (device_token) storeDeviceToken(device_token);
      return details;
    } catch (error) {
      return rejectWithValue(apiErrorMessage(error, "Sign-in failed. Please try again."));
    }
  },
);

export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    loggedOut: (state) => {
      state.userDetails = null;
      state.isLoading = false;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      if (state.userDetails) state.userDetails.user = action.payload;
    },
    /** A session found in storage (another tab signed in, or the persisted copy was unreadable). */
    sessionRestored: (state, action: PayloadAction<SessionDetails>) => {
      state.userDetails = action.payload;
    },
    tokensRefreshed: (state, action: PayloadAction<{ access: string; refresh?: string | null }>) => {
      if (!state.userDetails) return;
      state.userDetails.access_token = action.payload.access;
      if (action.payload.refresh) state.userDetails.refresh_token = action.payload.refresh;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.isLoading = false;
        state.userDetails = action.payload;
      })
      .addCase(login.rejected, (state) => {
        state.isLoading = false;
      });
  },
});

export const { loggedOut, userUpdated, tokensRefreshed, sessionRestored } = userSlice.actions;

interface WithUser {
  user: UserState;
}
export const selectUserDetails = (state: WithUser) => state.user.userDetails;
export const selectIsLoggedIn = (state: WithUser) => Boolean(state.user.userDetails?.access_token);
export const selectIsLoading = (state: WithUser) => state.user.isLoading;
export const selectUser = (state: WithUser) => state.user.userDetails?.user ?? null;
