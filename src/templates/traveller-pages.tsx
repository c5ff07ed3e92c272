import React from "react";
import type { PageProps } from "gatsby";
import { PrivateRoute } from "../features/account";
import { MyReservations, ReservationDetail, ReserveForm, type ReserveSource } from "../features/reservations";
import { CounterDesk } from "../features/counter";
import { OperatorDesk } from "../features/operator";
import { MyLists } from "../features/lists";
import { AirportPicker } from "../features/traveller-context";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { useT, withoutLanguage, type MessageId } from "../i18n";

/**
 * The traveller's and the staff's client-only pages, one component for five routes (gatsby-node.ts):
 *   /my-lists/                                                                 My lists (anyone: a visitor's list too)
 *   /reserve/?list=<id>, /reserve/?product=<slug>&size=<sku>[&airport=<slug>]   the reservation form (issue 19)
 *   /my-reservations/, /my-reservations/?id=<id>                              the traveller's reservations
 *   /counter/                                                                  the counter, for staff
 *   /operator/                                                                 the catalogue import, for operators
 * One component is one chunk: each page component adds entries to the chunk maps that every page's
 * first-load JavaScript carries, and the home page's has no room to spare (its 90 KB budget).
 */
type Route =
  | { kind: "lists" }
  | { kind: "reserve"; source?: ReserveSource }
  | { kind: "reservations"; id?: number }
  | { kind: "counter" }
  | { kind: "operator" };

export function routeOf(pathname: string, search: string): Route {
  const path = withoutLanguage(pathname);
  if (path.startsWith("/my-lists/")) return { kind: "lists" };
  if (path.startsWith("/counter/")) return { kind: "counter" };
  if (path.startsWith("/operator/")) return { kind: "operator" };
  if (path.startsWith("/reserve/")) {
    const query = new URLSearchParams(search);
    const list = Number(query.get("list"));
    if (Number.isInteger(list) && list > 0) return { kind: "reserve", source: { list } };
    const product = query.get("product");
    if (!product) return { kind: "reserve" };
    const size = query.get("size") ?? undefined;
    const airport = query.get("airport") ?? undefined;
    return { kind: "reserve", source: { product, ...(size ? { size } : {}), ...(airport ? { airport } : {}) } };
  }
  const id = Number(new URLSearchParams(search).get("id"));
  return { kind: "reservations", ...(Number.isInteger(id) && id > 0 ? { id } : {}) };
}

const TITLES: Record<Route["kind"], MessageId> = {
  lists: "header.myLists",
  reserve: "reservations.reserveTitle",
  reservations: "reservations.title",
  counter: "counter.title",
  operator: "operator.title",
};

function ReserveBody({ source }: { source?: ReserveSource }) {
  const t = useT();
  const airport = useAppSelector(selectLocation);
  if (!source) return <p>{t("reservations.nothingToReserve")}</p>;
  return (
    <>
      {!("list" in source) && !source.airport && <AirportPicker />}
      <ReserveForm source={source} location={airport} />
    </>
  );
}

export default function TravellerPage(props: PageProps) {
  const { location } = props;
  const t = useT();
  const route = routeOf(location.pathname, location.search);
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t(TITLES[route.kind])}</h1>
      {route.kind === "lists" ? <MyLists /> : <PrivatePages route={route} location={location} />}
    </Layout>
  );
}

function PrivatePages({
  route,
  location,
}: {
  route: Exclude<Route, { kind: "lists" }>;
  location: PageProps["location"];
}) {
  return (
    <PrivateRoute path={`${location.pathname}${location.search}`}>
      {route.kind === "reserve" && <ReserveBody source={route.source} />}
      {route.kind === "reservations" && (route.id ? <ReservationDetail id={route.id} /> : <MyReservations />)}
      {route.kind === "counter" && <CounterDesk />}
      {route.kind === "operator" && <OperatorDesk />}
    </PrivateRoute>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()(TITLES[routeOf(location.pathname, "").kind])} pathname={location.pathname} noindex />
);
