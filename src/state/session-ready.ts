import { createContext, useContext } from "react";

/**
 * Whether the stored session has been read. False on the server and in the browser until redux-persist
 * has rehydrated, so private pages neither leak into static HTML nor redirect a signed-in user who just
 * reloaded. True by default so components rendered without persistence (tests) need no setup.
 */
export const SessionReadyContext = createContext(true);

export const useSessionReady = () => useContext(SessionReadyContext);
