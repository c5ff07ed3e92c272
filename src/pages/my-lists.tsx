import React from "react";
import type { HeadFC } from "gatsby";
import { MyLists } from "../components/account/my-lists";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";

export default function MyListsPage() {
  return (
    <Layout>
      <h1>My lists</h1>
      <MyLists />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="My lists" pathname={location.pathname} noindex />;
