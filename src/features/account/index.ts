/**
 * The traveller's account as pages show it: sign-in, sign-up, e-mail confirmation, password reset, the account page
 * (details, preferences, newsletter, password change, removal) and the guard of private pages. The
 * session itself (tokens, refresh, the user slice) is the specification's state, in src/state/.
 * Other code reaches this feature only through this file.
 */
export { AccountSections } from "./account-sections";
export { ConfirmEmail } from "./confirm-email";
export { ForgotPasswordForm } from "./forgot-password-form";
export { PrivateRoute } from "./private-route";
export { ResetPasswordForm } from "./reset-password-form";
export { SignInForm } from "./sign-in-form";
export { SignUpForm } from "./sign-up-form";
