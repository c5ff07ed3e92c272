import React from "react";
import type { PageProps } from "gatsby";
import type { Brand } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { Tile, TileGrid } from "../features/listing";
import { routes } from "../lib/routes";
import { useT } from "../i18n";

export interface BrandsContext {
  brands: Brand[];
}

export default function BrandsPage(props: PageProps<object, BrandsContext>) {
  const t = useT();
  const {
    pageContext: { brands = [] },
  } = props;
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Brands", path: routes.brands },
      ]}
      withSidebar
    >
      <PageHead {...props} />
      <h1>{t("nav.brands")}</h1>
      <p className="lead">{t("brands.lead", { count: brands.length })}</p>
      <TileGrid label={t("nav.brands")}>
        {brands.map((b) => (
          <Tile
            key={b.slug}
            to={routes.brand(b.slug)}
            title={b.name}
            image={b.logo}
            text={b.country}
            meta={`${b.product_count} products`}
          />
        ))}
      </TileGrid>
    </Layout>
  );
}

export const PageHead: PageHeadFC<BrandsContext> = ({ location }) => (
  <Seo title={useT()("nav.brands")} description={useT()("brands.metaDescription")} pathname={location.pathname} />
);
