import type { Airport, Currency, Page, PasswordChangeResponse, User } from "@travel-retail/api/schemas";
import { apiClient } from "./client";
import { paths } from "./paths";

export type UserPatch = Partial<Pick<User, "first_name" | "last_name" | "newsletter">>;

export async function patchUser(body: UserPatch): Promise<User> {
  return (await apiClient.patch<User>(paths.auth.user, body)).data;
}

export async function changePassword(body: {
  old_password: string;
  new_password1: string;
  new_password2: string;
}): Promise<PasswordChangeResponse> {
  return (await apiClient.post<PasswordChangeResponse>(paths.auth.passwordChange, body)).data;
}

export async function removeAccount(password: string): Promise<void> {
  await apiClient.post(paths.auth.remove, { password });
}

/** Lists may come paginated or, from a simpler deployment, as a bare array. */
const resultsOf = <T>(data: Page<T> | T[]): T[] => (Array.isArray(data) ? data : data.results);

export async function fetchCurrencies(): Promise<Currency[]> {
  return resultsOf(
    (await apiClient.get<Page<Currency> | Currency[]>(paths.currencies, { params: { page_size: 100 } })).data,
  );
}

export async function fetchAirports(): Promise<Airport[]> {
  return resultsOf(
    (await apiClient.get<Page<Airport> | Airport[]>(paths.airports, { params: { page_size: 100 } })).data,
  );
}
