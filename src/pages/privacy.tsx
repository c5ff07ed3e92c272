import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { routes } from "../lib/routes";

export default function PrivacyPage(props: PageProps) {
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Privacy policy", path: routes.privacy },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>Privacy policy</h1>
        <p className="lead">What we keep about you, why, and how to have it removed.</p>
        <h2>What we store in your browser</h2>
        <p>
          Your chosen currency and airport, whether you confirmed your age, your cookie answer and, when you sign in,
          your session tokens. They stay in this browser&apos;s local storage and are never used for tracking or
          advertising.
        </p>
        <h2>What we store on our servers</h2>
        <p>
          For an account: your e-mail address, name, preferences and lists. For the newsletter: your e-mail address. For
          a partner application: the contact details you send us.
        </p>
        <h2>Your rights</h2>
        <p>
          You can see, correct or delete your data at any time. Deleting your account from the account page removes the
          account and everything it owns. Every newsletter carries an unsubscribe link.
        </p>
        <h2>Contact</h2>
        <p>Questions about privacy go to the data protection officer at privacy@travel-retail.example.</p>
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title="Privacy policy" description="What the shop stores about you and why." pathname={location.pathname} />
);
