import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { routes } from "../lib/routes";

export default function EuropeanFundsPage(props: PageProps) {
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "European funds", path: routes.europeanFunds },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>European funds</h1>
        <p className="lead">This online shop was developed with support from the European Union.</p>
        <h2>The project</h2>
        <p>
          The project brings the catalogue of airport duty-free shops online, so that travellers can plan their
          purchases before they fly and shops can reach them earlier in their journey.
        </p>
        <h2>Its goals</h2>
        <ul>
          <li>An accessible, installable web shop that works on slow connections and offline.</li>
          <li>Digital tools for small and medium-sized travel-retail businesses.</li>
          <li>Information on availability and prices at each airport, in the traveller&apos;s currency.</li>
        </ul>
        <h2>Financing</h2>
        <p>
          The project is co-financed by the European Regional Development Fund. Details of the programme, the grant
          agreement and the project&apos;s value are available from the operator on request.
        </p>
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo
    title="European funds"
    description="How the European Union supported this project."
    pathname={location.pathname}
  />
);
