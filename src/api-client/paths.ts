/**
 * Every path the storefront calls, declared once (the specification's section 7, completed by DESIGN.md).
 * Reserve & Collect's paths live in their features' api modules (src/features/reservations/api.ts,
 * src/features/counter/api.ts): this file ships in every page's first-load JavaScript, they need not.
 */
export const paths = {
  auth: {
    login: "/auth/login/",
    refresh: "/auth/token/refresh/",
    registration: "/auth/registration/",
    verifyEmail: "/auth/registration/verify-email/",
    resendEmail: "/auth/registration/resend-email/",
    user: "/auth/user/",
    passwordChange: "/auth/password/change/",
    passwordReset: "/auth/password/reset/",
    passwordResetConfirm: "/auth/password/reset/confirm/",
    remove: "/auth/remove/",
  },
  airports: "/api/airports/",
  blog: "/api/blog/",
  blogArticles: "/api/blog/articles/",
  blogCategories: "/api/blog/categories/",
  brands: "/api/brands/",
  categories: "/api/categories/",
  subcategories: "/api/subcategories/",
  currencySet: "/api/currency/set/",
  currencies: "/api/currencies/",
  mainpage: "/api/products/mainpage/",
  locationSet: "/api/location/set/",
  products: "/api/products/",
  /** Every product's detail, paginated by id: what the build reads instead of one request per product. */
  productDetails: "/api/products/details/",
  productVersions: "/api/products/versions/",
  listingVersions: "/api/products/versions/listings/",
  thematicSections: "/api/thematic-sections/",
  wishlist: "/api/wishlist/",
  newsletterSubscribe: "/api/newsletter/subscribe/",
  newsletterUnsubscribe: "/api/newsletter/unsubscribe/",
  newsletterConfirm: "/api/newsletter/confirm/",
  partnerApply: "/api/partners/apply/",
} as const;

/** `/api/brands/` + `chanel` → `/api/brands/chanel/` */
export const detailPath = (listPath: string, key: string | number) => `${listPath}${encodeURIComponent(String(key))}/`;
