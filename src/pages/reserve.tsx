import React from "react";
import type { PageProps } from "gatsby";
import { PrivateRoute } from "../features/account";
import { ReserveForm, type ReserveSource } from "../features/reservations";
import { AirportPicker } from "../features/traveller-context";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { useT } from "../i18n";

/** `?list=<id>` reserves a list at its airport; `?product=<slug>&size=<sku>[&airport=<slug>]` one product. */
function sourceOf(search: string): ReserveSource | undefined {
  const query = new URLSearchParams(search);
  const list = Number(query.get("list"));
  if (Number.isInteger(list) && list > 0) return { list };
  const product = query.get("product");
  if (!product) return undefined;
  const size = query.get("size") ?? undefined;
  const airport = query.get("airport") ?? undefined;
  return { product, ...(size ? { size } : {}), ...(airport ? { airport } : {}) };
}

export default function ReservePage(props: PageProps) {
  const { location } = props;
  const t = useT();
  const airport = useAppSelector(selectLocation);
  const source = sourceOf(location.search);
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("reservations.reserveTitle")}</h1>
      <PrivateRoute path={`${location.pathname}${location.search}`}>
        {source && !("list" in source) && !source.airport && <AirportPicker />}
        {source ? <ReserveForm source={source} location={airport} /> : <p>{t("reservations.nothingToReserve")}</p>}
      </PrivateRoute>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("reservations.reserveTitle")} pathname={location.pathname} noindex />
);
