/**
 * The newsletter is double opt-in: anyone can ask for an address to be subscribed, but only the
 * mailbox's owner, following the link in the confirmation e-mail, makes the subscription count. The
 * same per-address token confirms and unsubscribes: whoever reads the mailbox decides. The
 * subscribers' table is read and written in repositories/newsletter-subscribers.ts; here, the links.
 */

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/?unsubscribe=${encodeURIComponent(token)}`;

export const confirmSubscriptionUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/?newsletter-confirm=${encodeURIComponent(token)}`;
