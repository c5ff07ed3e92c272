/**
 * Reserve & Collect, the traveller's side (issue 19): the reservation form (a list or a product), my
 * reservations and one reservation's detail, which opens offline once seen. Other features and pages
 * import only from here.
 */
export { ReserveForm, type ReserveSource } from "./reserve-form";
export { MyReservations } from "./my-reservations";
export { ReservationDetail } from "./reservation-detail";
export { airportTime, displayCode, localMoney, qrImage, refusalMessage, statusLabel } from "./format";
