import { apiClient } from "./client";
import { paths } from "./paths";

/** Asks for an address to be subscribed: it gets a confirmation e-mail (201 either way, known or not). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiClient.post(paths.newsletterSubscribe, { email });
}

/** Unsubscribes with the token from a newsletter e-mail's link (an unknown token answers 404). */
export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  await apiClient.post(paths.newsletterUnsubscribe, { token });
}

/** Confirms a subscription with the token from the confirmation e-mail's link (an unknown token answers 404). */
export async function confirmNewsletter(token: string): Promise<void> {
  await apiClient.post(paths.newsletterConfirm, { token });
}
