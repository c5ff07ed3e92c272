import { createAsyncThunk } from "@reduxjs/toolkit";
import { apiClient } from "../../api-client/client";
import { languageOfPath, type Language } from "../../i18n/languages";
import { selectIsLoggedIn, selectUser, userUpdated, type UserState } from "../../state/user-slice";
import type { AppDispatch } from "../../state/store";

// Its own chunk (wrap-root-element.tsx imports it only for a signed-in visitor): every byte of the first
// load counts against the home page's budget.

/** POST { language }: here, not in api-client/paths.ts, whose object every page loads. */
export const LANGUAGE_SET_PATH = "/api/language/set/";
const postLanguage = (language: Language) => apiClient.post(LANGUAGE_SET_PATH, { language });

interface WithUser {
  user: UserState;
}

/**
 * The account's e-mails follow the language its owner reads the shop in: a signed-in page in another
 * language than the account's saves the page's. Silent: nothing on the page depends on it, and a
 * failure (offline) is retried on the next page.
 */
export const accountLanguageFollowed = createAsyncThunk<void, Language, { state: WithUser }>(
  "user/accountLanguageFollowed",
  async (language, { dispatch, getState }) => {
    const user = selectUser(getState());
    if (!user || !selectIsLoggedIn(getState()) || user.language === language) return;
    try {
      await postLanguage(language);
      const current = selectUser(getState());
      if (current) dispatch(userUpdated({ ...current, language }));
    } catch {
      /* offline or busy: the next page tries again */
    }
  },
);

/** The page's language (its path says it) as the account's: what the browser's session start calls. */
export const followPageLanguage = (dispatch: AppDispatch) =>
  dispatch(accountLanguageFollowed(languageOfPath(window.location.pathname)));
