import { apiClient } from "../../api-client/client";
import { paths } from "../../api-client/paths";

export const postCurrency = (currency: string) => apiClient.post(paths.currencySet, { currency });
export const postLocation = (airport: string | null) => apiClient.post(paths.locationSet, { airport });
