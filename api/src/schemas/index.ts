// The API's contract. The storefront imports these static types (`import type`) and never redeclares them.
export * from "./common.ts";
export * from "./catalogue.ts";
export * from "./blog.ts";
export * from "./mainpage.ts";
export * from "./account.ts";
export * from "./airport-detail.ts";
export * from "./reservation.ts";
export * from "./catalogue-import.ts";
