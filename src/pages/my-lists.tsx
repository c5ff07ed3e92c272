import React from "react";
import type { PageProps } from "gatsby";
import { MyLists } from "../features/lists";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useT } from "../i18n";

export default function MyListsPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("header.myLists")}</h1>
      <MyLists />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title={useT()("header.myLists")} pathname={location.pathname} noindex />;
