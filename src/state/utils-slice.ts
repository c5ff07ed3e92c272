import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { login } from "./user-slice";

/** Specification, section 9. */
export const DEFAULT_CURRENCY = "USD";
/** Enough history for "back to where you were" without growing the persisted state. */
export const ROUTE_HISTORY_LENGTH = 10;

export interface UtilsState {
  currency: string;
  adult: boolean;
  sidebarCollapsed: boolean;
  route: string[];
  cookies: boolean;
}

export const initialUtilsState: UtilsState = {
  currency: DEFAULT_CURRENCY,
  adult: false,
  sidebarCollapsed: false,
  route: [],
  cookies: false,
};

export const utilsSlice = createSlice({
  name: "utils",
  initialState: initialUtilsState,
  reducers: {
    currencyChosen: (state, action: PayloadAction<string>) => {
      state.currency = action.payload;
    },
    adultConfirmed: (state, action: PayloadAction<boolean>) => {
      state.adult = action.payload;
    },
    sidebarToggled: (state) => {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    routeVisited: (state, action: PayloadAction<string>) => {
      if (state.route[state.route.length - 1] === action.payload) return;
      state.route = [...state.route, action.payload].slice(-ROUTE_HISTORY_LENGTH);
    },
    cookiesAnswered: (state, action: PayloadAction<boolean>) => {
      state.cookies = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Specification, section 4: on a successful login the display currency becomes the user's.
    builder.addCase(login.fulfilled, (state, action) => {
      state.currency = action.payload.user.currency || state.currency;
    });
  },
});

export const { currencyChosen, adultConfirmed, sidebarToggled, routeVisited, cookiesAnswered } = utilsSlice.actions;

interface WithUtils {
  utils: UtilsState;
}
export const selectCurrency = (state: WithUtils) => state.utils.currency;
export const selectAdult = (state: WithUtils) => state.utils.adult;
export const selectSidebarCollapsed = (state: WithUtils) => state.utils.sidebarCollapsed;
export const selectRoute = (state: WithUtils) => state.utils.route;
export const selectCookies = (state: WithUtils) => state.utils.cookies;
