import type { SampleUrls } from "./catalogue";

/** One page of every type the shop has, as a visitor reaches it (English paths; other languages prefix them). */
export const PAGES: { name: string; url: (u: SampleUrls) => string; status?: number; expectedErrors?: RegExp }[] = [
  { name: "home", url: () => "/" },
  { name: "category", url: (u) => u.category },
  { name: "subcategory", url: (u) => u.subcategory },
  { name: "brand", url: (u) => u.brand },
  { name: "product", url: (u) => u.product },
  { name: "thematic section", url: (u) => u.section },
  { name: "article", url: (u) => u.article },
  { name: "blog category", url: (u) => u.blogCategory },
  { name: "search", url: (u) => `/search/?q=${encodeURIComponent(u.searchTerm)}` },
  { name: "airports", url: () => "/airports/" },
  { name: "brands", url: () => "/brands/" },
  { name: "categories", url: () => "/categories/" },
  { name: "blog", url: () => "/blog/" },
  { name: "sign-in", url: () => "/sign-in/" },
  { name: "sign-up", url: () => "/sign-up/" },
  { name: "forgot-password", url: () => "/forgot-password/" },
  { name: "how it works", url: () => "/how-it-works/" },
  { name: "become a partner", url: () => "/become-a-partner/" },
  { name: "european funds", url: () => "/european-funds/" },
  { name: "privacy", url: () => "/privacy/" },
  { name: "terms and conditions", url: () => "/tac/" },
  // Gatsby asks for the missing page's data and HTML again (loader.js) and the browser logs each 404.
  { name: "404", url: () => "/no-such-page-e2e/", status: 404, expectedErrors: /status of 404 .*\/no-such-page-e2e\/?(page-data\.json)?\)$/ },
  // Client-only routes, as a signed-out visitor sees them.
  { name: "my lists", url: () => "/my-lists/" },
  { name: "user", url: () => "/user/" },
  { name: "user account", url: () => "/user-account/" },
  { name: "reserve", url: (u) => `/reserve/?product=${u.product.split("/").filter(Boolean).pop()}` },
  { name: "my reservations", url: () => "/my-reservations/" },
  { name: "counter", url: () => "/counter/" },
  { name: "operator", url: () => "/operator/" },
  // The API answers 404 for an unknown key, and the browser logs that failed call.
  // Nothing is sent before the new password is submitted.
  { name: "password-reset (a link's page)", url: () => "/password-reset/MQ/e2e-token/" },
  { name: "confirm-email (unknown key)", url: () => "/confirm-email/e2e-unknown-key/", expectedErrors: /status of 404 .*\/auth\/registration\/verify-email\/\)$/ },
];
