/** Addresses are compared lower-cased everywhere, so Jane@X.com and jane@x.com are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
