import React from "react";
import { ShopLink } from "../../components/shop-link";
import { routes } from "../../lib/routes";

export const title = "How it works";
export const description = "Plan your duty-free shopping online and pick it up at the airport.";
export const lead = "Plan your duty-free shopping before you leave home, then pick it up on the way to your gate.";

export const steps = [
  {
    title: "Choose your airport",
    text: "Pick the airport you fly from. Prices and availability follow it, terminal by terminal.",
  },
  {
    title: "Browse and compare",
    text: "Look through categories, brands and gift ideas, with prices in the currency you choose.",
  },
  {
    title: "Keep a list",
    text: "Sign in and add products to a list for your trip, so you know what to look for in the shop.",
  },
  {
    title: "Shop at the terminal",
    text: "Show your list in the duty-free shop after security and pay there, duty and tax free where the law allows.",
  },
];

export function Body() {
  return (
    <>
      <h2>Good to know</h2>
      <ul>
        <li>
          Alcohol and tobacco are sold only to travellers aged 18 or over; the shop checks your boarding pass and ID.
        </li>
        <li>
          Liquids bought after security travel in a sealed bag; keep the receipt inside until your final destination.
        </li>
        <li>Duty-free allowances depend on where you fly; check them before you buy.</li>
      </ul>
      <p>
        Ready? <ShopLink to={routes.airports}>Choose your airport</ShopLink> or{" "}
        <ShopLink to={routes.categories}>start browsing</ShopLink>.
      </p>
    </>
  );
}
