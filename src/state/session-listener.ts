import { createListenerMiddleware } from "@reduxjs/toolkit";
import { clearTokens } from "../lib/token-storage";
import { alertAdded } from "./alerts-slice";
import { forgetAccountLists } from "../features/lists";
import type { MainState } from "./main-slice";
import { loggedOut, login } from "./user-slice";

/** Side effects of session events, kept out of the reducers. */
export const sessionListener = createListenerMiddleware();

// Specification, section 4: logout removes both stored tokens. Other tabs see the removal as a
// `storage` event and log out too (see browser-session.ts).
sessionListener.startListening({
  actionCreator: loggedOut,
  effect: () => {
    clearTokens();
    forgetAccountLists();
  },
});

sessionListener.startListening({
  actionCreator: login.fulfilled,
  effect: async (action, api) => {
    const { main } = api.getState() as { main: MainState };
    try {
      // List sync loads with the first sign-in, not with every page (a failed load reads as offline).
      const { mergeVisitorList } = await import(/* webpackChunkName: "list-sync" */ "../features/lists/list-sync");
      await mergeVisitorList(action.payload.user.id, main.location);
    } catch {
      api.dispatch(
        alertAdded({
          message: "Your list from this browser will join your account as soon as you are back online.",
          severity: "warning",
        }),
      );
    }
  },
});
