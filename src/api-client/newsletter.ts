import { apiClient } from "./client";
import { paths } from "./paths";

/** Subscribes an address; subscribing twice is not an error (201 either way). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiClient.post(paths.newsletterSubscribe, { email });
}

/** Unsubscribes with the token from a newsletter e-mail's link (an unknown token answers 404). */
export async function unsubscribeFromNewsletter(token: string): Promise<void> {
  await apiClient.post(paths.newsletterUnsubscribe, { token });
}
