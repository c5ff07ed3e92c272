import React from "react";
import type { PageProps } from "gatsby";
import { MyLists } from "../features/lists";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";

export default function MyListsPage(props: PageProps) {
  return (
    <Layout>
      <PageHead {...props} />
      <h1>My lists</h1>
      <MyLists />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title="My lists" pathname={location.pathname} noindex />;
