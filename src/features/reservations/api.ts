import type { Page, ProductDetail, Reservation, ReservationAirport, Wishlist } from "@travel-retail/api/schemas";
import { apiClient } from "../../api-client/client";
import { detailPath, paths } from "../../api-client/paths";

/** Reserve & Collect, the traveller's calls (api/src/routes/reservations.ts). */
const RESERVATIONS = "/api/reservations/";
const RESERVATION_AIRPORTS = "/api/reservations/airports/";

export interface ReservationRequest {
  request_id: string;
  airport: string;
  collection_point: string;
  flight_number: string;
  departure: string;
  destination: string;
  name: string;
  birth_date?: string | null;
  items: { product: string; size?: string; quantity: number }[];
}

export type FlightChange = Partial<Pick<ReservationRequest, "flight_number" | "departure" | "destination">>;

export async function fetchReservationAirport(slug: string): Promise<ReservationAirport> {
  return (await apiClient.get<ReservationAirport>(detailPath(RESERVATION_AIRPORTS, slug))).data;
}

export async function fetchReservations(when: "upcoming" | "past"): Promise<Reservation[]> {
  const { data } = await apiClient.get<Page<Reservation>>(RESERVATIONS, { params: { when, page_size: 100 } });
  return data.results;
}

export async function fetchReservation(id: number): Promise<Reservation> {
  return (await apiClient.get<Reservation>(detailPath(RESERVATIONS, id))).data;
}

export async function placeReservation(body: ReservationRequest): Promise<Reservation> {
  return (await apiClient.post<Reservation>(RESERVATIONS, body)).data;
}

export async function changeFlight(id: number, body: FlightChange): Promise<Reservation> {
  return (await apiClient.patch<Reservation>(detailPath(RESERVATIONS, id), body)).data;
}

export async function cancelReservation(id: number): Promise<Reservation> {
  return (await apiClient.post<Reservation>(`${detailPath(RESERVATIONS, id)}cancel/`, {})).data;
}

/** What a reservation of a list holds: the list's items at its airport. */
export async function fetchList(id: number): Promise<Wishlist> {
  return (await apiClient.get<Wishlist>(detailPath(paths.wishlist, id))).data;
}

/** One product at an airport, for "Reserve for collection" on its page. */
export async function fetchProduct(slug: string, airport: string): Promise<ProductDetail> {
  return (await apiClient.get<ProductDetail>(detailPath(paths.products, slug), { params: { airport } })).data;
}
