import type { ApiError } from "@travel-retail/api/schemas";

export interface ReadableError {
  message: string;
  /** Messages per form field, as the API's `{errors: {field: [...]}}` gives them. */
  fields: Record<string, string[]>;
}

interface MaybeAxiosError {
  response?: { status?: number; data?: Partial<ApiError> };
  message?: string;
}

/** What a form shows for a failed call: the API's message and field errors, or a generic network message. */
export function readApiError(error: unknown): ReadableError {
  const response = (error as MaybeAxiosError | null)?.response;
  if (!response) return { message: "We could not reach the shop. Check your connection and try again.", fields: {} };
  const data = response.data ?? {};
  const message = typeof data.message === "string" && data.message ? data.message : "Something went wrong. Please try again.";
  const fields = data.errors && typeof data.errors === "object" ? data.errors : {};
  return { message, fields };
}
