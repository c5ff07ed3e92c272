import { apiClient } from "./client";
import { paths } from "./paths";

export const postCurrency = (currency: string) => apiClient.post(paths.currencySet, { currency });
export const postLocation = (airport: string | null) => apiClient.post(paths.locationSet, { airport });
