import type { Page, Reservation, ReservationAirport } from "@travel-retail/api/schemas";
import { apiClient } from "../../api-client/client";
import { detailPath } from "../../api-client/paths";

/** The counter's calls (api/src/routes/counter.ts): staff only, at their airports. */
const COUNTER_AIRPORTS = "/api/counter/airports/";
const COUNTER_RESERVATIONS = "/api/counter/reservations/";

export async function fetchCounterAirports(): Promise<ReservationAirport[]> {
  return (await apiClient.get<ReservationAirport[]>(COUNTER_AIRPORTS)).data;
}

export async function fetchDay(
  airport: string,
  day: "today" | "tomorrow",
  collectionPoint?: string,
): Promise<Reservation[]> {
  const params = { airport, day, page_size: 100, ...(collectionPoint ? { collection_point: collectionPoint } : {}) };
  return (await apiClient.get<Page<Reservation>>(COUNTER_RESERVATIONS, { params })).data.results;
}

export async function findByCode(code: string): Promise<Reservation> {
  return (await apiClient.get<Reservation>(detailPath(COUNTER_RESERVATIONS, code.trim()))).data;
}

export async function markReady(code: string): Promise<Reservation> {
  return (await apiClient.post<Reservation>(`${detailPath(COUNTER_RESERVATIONS, code)}ready/`, {})).data;
}

export async function markCollected(code: string, idChecked: boolean): Promise<Reservation> {
  return (
    await apiClient.post<Reservation>(`${detailPath(COUNTER_RESERVATIONS, code)}collected/`, {
      id_checked: idChecked,
    })
  ).data;
}
