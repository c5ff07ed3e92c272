import React from "react";
import type { PageProps } from "gatsby";
import type { Page, ProductSummary, ThematicSection } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { AgeGate } from "../components/age-gate/age-gate";
import { MediaImage, ProductListing } from "../features/listing";
import { useSiteData } from "../lib/use-site-data";
import { LISTING_PAGE_SIZE } from "../lib/listing";
import { paragraphs } from "../lib/paragraphs";
import { routes } from "../lib/routes";
import * as styles from "./listing-page.module.css";

/** The section without its product array: the listing's first page carries the products. */
export type SectionInfo = Omit<ThematicSection, "products">;

export interface ThematicSectionContext {
  section: SectionInfo;
  products: Page<ProductSummary>;
}

export const sectionCrumbs = (section: SectionInfo): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: section.name, path: routes.section(section.slug) },
];

export default function ThematicSectionTemplate(props: PageProps<object, ThematicSectionContext>) {
  const {
    pageContext: { section, products },
  } = props;
  return (
    <Layout crumbs={sectionCrumbs(section)} withSidebar>
      <PageHead {...props} />
      <AgeGate adult={products.results.length > 0 && products.results.every((p) => p.adult)} />
      <div className={styles.hero}>
        <div>
          <h1>{section.name}</h1>
          <p className="lead">{section.description}</p>
        </div>
        <MediaImage image={section.image} className={styles.heroImage} eager decorative />
      </div>
      <div className="prose">
        {paragraphs(section.body).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <ProductListing
        filter={{ section: section.slug }}
        initial={products}
        pageSize={LISTING_PAGE_SIZE}
        eagerCount={0}
        othersLow
        heading={`Products in ${section.name}`}
      />
    </Layout>
  );
}

/** The head of both section templates (full and short): title, description, image and breadcrumbs. */
export function SectionSeo({ section, pathname }: { section: SectionInfo; pathname: string }) {
  const { siteUrl } = useSiteData();
  return (
    <Seo
      title={section.name}
      description={section.description}
      pathname={pathname}
      image={section.image}
      structuredData={[breadcrumbJsonLd(sectionCrumbs(section), siteUrl)]}
    />
  );
}

export const PageHead: PageHeadFC<ThematicSectionContext> = ({ pageContext: { section }, location }) => (
  <SectionSeo section={section} pathname={location.pathname} />
);
