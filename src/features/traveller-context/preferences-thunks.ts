import { createAsyncThunk } from "@reduxjs/toolkit";
import { postCurrency, postLocation } from "./api";
import { alertAdded } from "../../state/alerts-slice";
import { locationChosen } from "../../state/main-slice";
import { selectIsLoggedIn, selectUser, userUpdated } from "../../state/user-slice";
import { currencyChosen } from "../../state/utils-slice";
import type { UserState } from "../../state/user-slice";

interface WithUser {
  user: UserState;
}

// The choice applies at once in this browser; saving it to the account is a bonus that may fail offline.
export const currencySaved = createAsyncThunk<void, string, { state: WithUser }>(
  "utils/currencySaved",
  async (code, { dispatch, getState }) => {
    dispatch(currencyChosen(code));
    if (!selectIsLoggedIn(getState())) return;
    try {
      await postCurrency(code);
      const user = selectUser(getState());
      if (user) dispatch(userUpdated({ ...user, currency: code }));
    } catch {
      dispatch(
        alertAdded({
          message: "Your currency is used here but could not be saved to your account.",
          severity: "warning",
        }),
      );
    }
  },
);

export const locationSaved = createAsyncThunk<void, string | null, { state: WithUser }>(
  "main/locationSaved",
  async (slug, { dispatch, getState }) => {
    dispatch(locationChosen(slug));
    if (!selectIsLoggedIn(getState())) return;
    try {
      await postLocation(slug);
      const user = selectUser(getState());
      if (user) dispatch(userUpdated({ ...user, airport: slug }));
    } catch {
      dispatch(
        alertAdded({
          message: "Your airport is used here but could not be saved to your account.",
          severity: "warning",
        }),
      );
    }
  },
);
