/**
 * The traveller's account as pages show it: sign-in, sign-up and e-mail confirmation, the account page
 * (details, preferences, newsletter, password change, removal) and the guard of private pages. The
 * session itself (tokens, refresh, the user slice) is the specification's state, in src/state/.
 * Other code reaches this feature only through this file.
 */
export { AccountSections } from "./account-sections";
export { ConfirmEmail } from "./confirm-email";
export { PrivateRoute } from "./private-route";
export { SignInForm } from "./sign-in-form";
export { SignUpForm } from "./sign-up-form";
