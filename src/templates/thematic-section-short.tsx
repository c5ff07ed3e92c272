import React from "react";
import type { PageProps } from "gatsby";
import type { ThematicSection } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { AgeGate } from "../components/age-gate/age-gate";
import { EAGER_CARD_PICTURES, ProductGrid } from "../features/listing";
import { paragraphs } from "../lib/paragraphs";
import type { PageHeadFC } from "../components/seo/seo";
import { SectionSeo, sectionCrumbs } from "./thematic-section";
import { useT } from "../i18n";

/** A short section is a small curated pick: its products fit on one page, so there is no listing. */
export interface ThematicSectionShortContext {
  section: ThematicSection;
}

export default function ThematicSectionShortTemplate(props: PageProps<object, ThematicSectionShortContext>) {
  const t = useT();
  const {
    pageContext: { section },
  } = props;
  return (
    <Layout crumbs={sectionCrumbs(section)}>
      <PageHead {...props} />
      <AgeGate adult={section.products.length > 0 && section.products.every((p) => p.adult)} />
      <h1>{section.name}</h1>
      <p className="lead">{section.description}</p>
      <div className="prose">
        {paragraphs(section.body).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <h2>{t("section.ourPicks")}</h2>
      <ProductGrid products={section.products} label={t("section.picksOf", { section: section.name })} eagerCount={EAGER_CARD_PICTURES} />
    </Layout>
  );
}

export const PageHead: PageHeadFC<ThematicSectionShortContext> = ({ pageContext: { section }, location }) => (
  <SectionSeo section={section} pathname={location.pathname} />
);
