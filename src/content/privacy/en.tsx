import React from "react";

export const title = "Privacy policy";
export const description = "What the shop stores about you and why.";
export const lead = "What we keep about you, why, and how to have it removed.";

export function Body() {
  return (
    <>
      <h2>What we store in your browser</h2>
      <p>
        Your chosen currency and airport, whether you confirmed your age, your cookie answer and, when you sign in, your
        session tokens. They stay in this browser&apos;s local storage and are never used for tracking or advertising. Once you
        have answered the cookie question, one cookie, travel-retail-cookies, says that you have, so that the page knows it
        before it has loaded; it holds nothing else.
      </p>
      <h2>What we store on our servers</h2>
      <p>
        For an account: your e-mail address, name, preferences and lists. For the newsletter: your e-mail address. For a
        partner application: the contact details you send us.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see, correct or delete your data at any time. Deleting your account from the account page removes the
        account and everything it owns. Every newsletter carries an unsubscribe link.
      </p>
      <h2>Contact</h2>
      <p>Questions about privacy go to the data protection officer at privacy@travel-retail.example.</p>
    </>
  );
}
