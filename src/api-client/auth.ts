import type { LoginBody, LoginResponse, RegistrationBody, User } from "@travel-retail/api/schemas";
import { apiClient } from "./client";
import { paths } from "./paths";

export const postLogin = (body: LoginBody) => apiClient.post<LoginResponse>(paths.auth.login, body);

export const postRegistration = (body: RegistrationBody) => apiClient.post(paths.auth.registration, body);
export const postResendEmail = (email: string) => apiClient.post(paths.auth.resendEmail, { email });
export const postVerifyEmail = (key: string) => apiClient.post(paths.auth.verifyEmail, { key });
export const fetchCurrentUser = async () => (await apiClient.get<User>(paths.auth.user)).data;

/** "Forgot password?": the answer is the same whether or not the address has an account. */
export const postPasswordReset = (email: string) =>
  apiClient.post<{ message: string }>(paths.auth.passwordReset, { email });
export const postPasswordResetConfirm = (body: {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}) => apiClient.post<{ message: string }>(paths.auth.passwordResetConfirm, body);
