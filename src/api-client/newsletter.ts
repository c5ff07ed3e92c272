import { apiClient } from "./client";
import { paths } from "./paths";

/** Subscribes an address; subscribing twice is not an error (201 either way). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiClient.post(paths.newsletterSubscribe, { email });
}
