import React from "react";
import { type HeadFC, type PageProps } from "gatsby";
import type { Brand } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { Tile, TileGrid } from "../components/catalogue/tile";
import { routes } from "../lib/routes";

export interface BrandsContext {
  brands: Brand[];
}

export default function BrandsPage({ pageContext: { brands = [] } }: PageProps<object, BrandsContext>) {
  return (
    <Layout crumbs={[{ name: "Home", path: routes.home }, { name: "Brands", path: routes.brands }]} withSidebar>
      <h1>Brands</h1>
      <p className="lead">{brands.length} brands from around the world, at the airports you fly from.</p>
      <TileGrid label="Brands">
        {brands.map((b) => (
          <Tile key={b.slug} to={routes.brand(b.slug)} title={b.name} image={b.logo} text={b.country} meta={`${b.product_count} products`} />
        ))}
      </TileGrid>
    </Layout>
  );
}

export const Head: HeadFC<object, BrandsContext> = ({ location }) => (
  <Seo title="Brands" description="Every brand in our travel-retail shops." pathname={location.pathname} />
);
