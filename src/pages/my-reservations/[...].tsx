import React from "react";
import type { PageProps } from "gatsby";
import { PrivateRoute } from "../../features/account";
import { MyReservations, ReservationDetail } from "../../features/reservations";
import { Layout } from "../../components/layout/layout";
import { Seo, type PageHeadFC } from "../../components/seo/seo";
import { useT } from "../../i18n";

/** /my-reservations/ (the list) and /my-reservations/<id>/ (one reservation), rendered in the browser. */
export default function MyReservationsPage(props: PageProps & { params: { "*"?: string } }) {
  const { location, params } = props;
  const t = useT();
  const id = Number((params["*"] ?? "").replace(/\/+$/, ""));
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("reservations.title")}</h1>
      <PrivateRoute path={location.pathname}>
        {Number.isInteger(id) && id > 0 ? <ReservationDetail id={id} /> : <MyReservations />}
      </PrivateRoute>
    </Layout>
  );
}

export const PageHead: PageHeadFC = () => (
  <Seo title={useT()("reservations.title")} pathname="/my-reservations/" noindex />
);
