import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { login } from "./user-slice";

export interface MainState {
  /** The chosen airport's slug. */
  location: string | null;
  age_gate: boolean;
  loading: boolean;
}

export const initialMainState: MainState = { location: null, age_gate: false, loading: false };

export const mainSlice = createSlice({
  name: "main",
  initialState: initialMainState,
  reducers: {
    locationChosen: (state, action: PayloadAction<string | null>) => {
      state.location = action.payload;
    },
    ageGateOpened: (state) => {
      state.age_gate = true;
    },
    ageGateClosed: (state) => {
      state.age_gate = false;
    },
    loadingChanged: (state, action: PayloadAction<boolean>) => {
      state.loading = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The account's saved airport applies on a new device, but never overrides the one chosen in this browser.
    builder.addCase(login.fulfilled, (state, action) => {
      if (state.location === null && action.payload.user.airport) state.location = action.payload.user.airport;
    });
  },
});

export const { locationChosen, ageGateOpened, ageGateClosed, loadingChanged } = mainSlice.actions;

interface WithMain {
  main: MainState;
}
export const selectLocation = (state: WithMain) => state.main.location;
export const selectAgeGate = (state: WithMain) => state.main.age_gate;
export const selectMainLoading = (state: WithMain) => state.main.loading;
