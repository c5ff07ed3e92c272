import type { LoginBody, LoginResponse } from "@travel-retail/api/schemas";
import { apiClient } from "./client";
import { paths } from "./paths";

export const postLogin = (body: LoginBody) => apiClient.post<LoginResponse>(paths.auth.login, body);
