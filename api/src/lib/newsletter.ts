import { pageUrl } from "./email-templates.ts";
import type { ContentLanguage } from "./content-language.ts";
/**
 * The newsletter is double opt-in: anyone can ask for an address to be subscribed, but only the
 * mailbox's owner, following the link in the confirmation e-mail, makes the subscription count. The
 * same per-address token confirms and unsubscribes: whoever reads the mailbox decides. The
 * subscribers' table is read and written in repositories/newsletter-subscribers.ts; here, the links.
 */

export const unsubscribeUrl = (publicUrl: string, token: string, lang: ContentLanguage = "en") =>
  `${pageUrl(publicUrl, lang, "/")}?unsubscribe=${encodeURIComponent(token)}`;

export const confirmSubscriptionUrl = (publicUrl: string, token: string, lang: ContentLanguage = "en") =>
  `${pageUrl(publicUrl, lang, "/")}?newsletter-confirm=${encodeURIComponent(token)}`;
