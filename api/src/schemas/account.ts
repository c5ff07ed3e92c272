import { Type, type Static } from "@sinclair/typebox";
import { Money, Slug } from "./common.ts";
import { ProductSummary, SizeFacts } from "./catalogue.ts";

const Email = Type.String({ format: "email", maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: 128 });
const CurrencyCode = Type.String({ pattern: "^[A-Z]{3}$" });
const Language = Type.Union([Type.Literal("en"), Type.Literal("pl"), Type.Literal("de")]);

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  currency: CurrencyCode,
  airport: Type.Union([Slug, Type.Null()]),
  /** The language of every e-mail to the account (set at sign-up from the page's language). */
  language: Language,
  newsletter: Type.Boolean(),
  date_joined: Type.String({ format: "date-time" }),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  /** The `device_token` of an earlier login on this device: it may still sign in while the account is under attack. */
  device: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  /** Kept by the client and sent as `device` with its next logins (see LoginBody). */
  device_token: Type.String(),
  user: User,
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });
export const RefreshResponse = Type.Object({ access: Type.String(), refresh: Type.Optional(Type.String()) });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** New passwords: at least 8 characters (NIST 800-63B), at most 128. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 128 });

export const RegistrationBody = Type.Object({
  email: Email,
  password1: NewPassword,
  password2: Type.String({ maxLength: 128 }),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

export const VerifyEmailBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 256 }) });
export const PasswordChangeBody = Type.Object({
  old_password: Password,
  new_password1: NewPassword,
  new_password2: Type.String({ maxLength: 128 }),
});
export const PasswordResetBody = Type.Object({ email: Email });
/** dj-rest-auth's confirm body: `uid` and `token` are the two last parts of the link's path. */
export const PasswordResetConfirmBody = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.String({ minLength: 1, maxLength: 256 }),
  new_password1: NewPassword,
  new_password2: Type.String({ maxLength: 128 }),
});
export const RemoveAccountBody = Type.Object({ password: Password });
export const UserPatchBody = Type.Partial(
  Type.Object({
    first_name: Type.String({ maxLength: 100 }),
    last_name: Type.String({ maxLength: 100 }),
    newsletter: Type.Boolean(),
  }),
);

export const CurrencySetBody = Type.Object({ currency: CurrencyCode });
export const LocationSetBody = Type.Object({ airport: Type.Union([Slug, Type.Null()]) });
export const LanguageSetBody = Type.Object({ language: Language });

/** The size a list item holds, priced (and in stock or not) at the list's airport. */
export const WishlistItemSize = Type.Object({
  sku: Type.String(),
  size: Type.String(),
  price: Money,
  in_stock: Type.Boolean(),
  // What the trip's rules need: the API always sends them; a row the device shows before the server has
  // answered (an offline add) may not have them yet. duty_paid_price: at the list's airport, for a trip
  // that buys duty-paid; null: the same as `price`.
  duty_paid_price: Type.Optional(Type.Union([Money, Type.Null()])),
  volume_ml: Type.Optional(SizeFacts.volume_ml),
  sticks: Type.Optional(SizeFacts.sticks),
  tobacco_g: Type.Optional(SizeFacts.tobacco_g),
});
export type WishlistItemSize = Static<typeof WishlistItemSize>;

export const WishlistItem = Type.Object({
  product: ProductSummary,
  variant: WishlistItemSize, // the same product in two sizes is two items
  quantity: Type.Integer({ minimum: 1 }),
  added_at: Type.String({ format: "date-time" }),
});
export type WishlistItem = Static<typeof WishlistItem>;

export const Wishlist = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  airport: Type.Union([Slug, Type.Null()]),
  created_at: Type.String({ format: "date-time" }),
  updated_at: Type.String({ format: "date-time" }),
  items: Type.Array(WishlistItem),
});
export type Wishlist = Static<typeof Wishlist>;

export const WishlistCreateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  airport: Type.Optional(Type.Union([Slug, Type.Null()])),
});
export const WishlistPatchBody = Type.Partial(WishlistCreateBody);
/** Adding a product already on the list raises its quantity. `set: true` replaces the quantity instead. */
export const Sku = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$" });
/** `size` is a SKU of the product's sizes; without it, the product's default (first) size. */
export const WishlistItemBody = Type.Object({
  product: Slug,
  size: Type.Optional(Sku),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, default: 1 })),
  set: Type.Optional(Type.Boolean()),
});

export const NewsletterBody = Type.Union([
  Type.Object({ email: Email }),
  Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) }),
]);
export const NewsletterSubscribeBody = Type.Object({ email: Email });
export const NewsletterConfirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });

export const PartnerApplicationBody = Type.Object({
  company: Type.String({ minLength: 1, maxLength: 200 }),
  contact_name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  website: Type.Optional(Type.String({ maxLength: 300 })),
  airports: Type.Optional(Type.Array(Slug, { maxItems: 50 })),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type PartnerApplicationBody = Static<typeof PartnerApplicationBody>;

/** The body of an answer that only confirms what happened. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** POST /auth/registration/resend-email/: a new confirmation link for an account not yet confirmed. */
export const ResendEmailBody = Type.Object({ email: Email });

/**
 * A password change signs out every other session (all refresh tokens are revoked) and hands the
 * caller a fresh pair so this one stays signed in.
 */
export const PasswordChangeResponse = Type.Object({
  message: Type.String(),
  access_token: Type.String(),
  refresh_token: Type.String(),
});
export type PasswordChangeResponse = Static<typeof PasswordChangeResponse>;

export const PartnerApplicationResponse = Type.Object({ id: Type.Integer(), message: Type.String() });
