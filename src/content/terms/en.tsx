import React from "react";

export const title = "Terms and conditions";
export const description = "The terms of using the travel-retail shop.";

export function Body() {
  return (
    <>
      <h2>1. The service</h2>
      <p>
        The site shows the products sold in airport duty-free shops, with their prices and availability. Purchases are
        made and paid for in the shops; the site itself sells nothing.
      </p>
      <h2>2. Prices</h2>
      <p>
        Prices are set in US dollars. Prices in other currencies are converted at indicative rates; the price at the
        till is the one that applies. Prices and stock can differ between terminals and change without notice.
      </p>
      <h2>3. Age restrictions</h2>
      <p>Alcohol and tobacco are sold only to adults of legal age in the country of departure.</p>
      <h2>4. Accounts</h2>
      <p>
        You are responsible for keeping your password secret. You can delete your account at any time from the account
        page.
      </p>
      <h2>5. Contact</h2>
      <p>Questions about these terms go to hello@travel-retail.example.</p>
    </>
  );
}
