import type { AxiosError } from "axios";
import type { ApiError } from "@travel-retail/api/schemas";

/**
 * axios's own test (`axios.isAxiosError`), without importing axios: the error helpers run on every
 * page, and axios itself is loaded only with the first request (client.ts).
 */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && typeof (value as ApiError).message === "string";
}

/** The server's `message` when there is one, else a sentence a shopper can act on. */
export function apiErrorMessage(errorOrBody: unknown, fallback: string): string {
  if (isAxiosError(errorOrBody)) {
    const body = errorOrBody.response?.data;
    if (isApiError(body) && body.message) return body.message;
    if (!errorOrBody.response) return "We could not reach the server. Check your connection and try again.";
    return fallback;
  }
  if (isApiError(errorOrBody) && errorOrBody.message) return errorOrBody.message;
  return fallback;
}

/** Field errors of a 400 answer: `{ email: ["already registered"] }`. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  if (!isAxiosError(error)) return {};
  const errors = (error.response?.data as ApiError | undefined)?.errors;
  return errors && typeof errors === "object" ? errors : {};
}
