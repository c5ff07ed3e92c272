import type { AxiosError, AxiosInstance } from "axios";

export { REFRESH_LOCK_NAME, REFRESH_STATUSES, setSessionHandlers, type SessionHandlers } from "./session-handlers";

let loading: Promise<AxiosInstance> | null = null;

/**
 * A failed chunk download (offline before axios was ever cached) reaches callers as the network error
 * axios itself would have raised, so "you are offline" handling stays the same.
 */
function networkError(cause: unknown): AxiosError {
  return Object.assign(new Error("Network Error"), {
    name: "AxiosError",
    code: "ERR_NETWORK",
    isAxiosError: true as const,
    cause,
    toJSON: () => ({ message: "Network Error", code: "ERR_NETWORK" }),
  }) as AxiosError;
}

/**
 * The one configured axios instance (bearer header, single-flight refresh), loaded on first use: axios
 * is the storefront's largest library and no page needs it for its first paint. A failed load is
 * forgotten so the next request tries again.
 */
export function getAxiosInstance(): Promise<AxiosInstance> {
  loading ??= import(/* webpackChunkName: "api-client" */ "./axios-instance").then(
    (module) => module.axiosInstance,
    (error: unknown) => {
      loading = null;
      throw networkError(error);
    },
  );
  return loading;
}

/**
 * Downloads the client's chunk without running it: require.ensure loads a chunk's modules but evaluates
 * only what its callback requires, and this one requires nothing. The first request then starts without
 * the download and the offline worker has the file cached, while the page pays no evaluation (about
 * 30 ms of main thread on a phone) until a request needs the client.
 */
export function prefetchAxiosChunk(): void {
  require.ensure(["./axios-instance"], () => undefined, () => undefined, "api-client");
}

type Method = "get" | "delete" | "head" | "options" | "post" | "put" | "patch" | "request";

function deferred<M extends Method>(method: M): AxiosInstance[M] {
  return ((...args: unknown[]) =>
    getAxiosInstance().then((instance) =>
      (instance[method] as (...params: unknown[]) => Promise<unknown>)(...args),
    )) as AxiosInstance[M];
}

/**
 * The client every resource module calls: axios's own signatures and promises (responses and errors
 * are axios's), with the instance loaded behind the first call.
 */
export const apiClient: Pick<AxiosInstance, Method> = {
  get: deferred("get"),
  delete: deferred("delete"),
  head: deferred("head"),
  options: deferred("options"),
  post: deferred("post"),
  put: deferred("put"),
  patch: deferred("patch"),
  request: deferred("request"),
};
