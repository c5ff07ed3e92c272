import type { FastifyInstance } from "fastify";
import { loadReservations, reservationRecipient } from "../repositories/reservations.ts";
import { reservationEmail, type ReservationEmailKind } from "./reservation-emails.ts";
import type { Reservation } from "../schemas/reservation.ts";

/**
 * Sends the traveller the e-mail of what just happened to reservation `id`, in their language. A mail
 * that cannot be sent is logged, never turned into a failed request: the change itself is committed.
 */
export async function notifyTraveller(
  app: FastifyInstance,
  kind: ReservationEmailKind,
  id: number,
  /** The reservation as just loaded, when the caller has it: not read twice. */
  loaded?: Reservation,
): Promise<void> {
  try {
    const recipient = await reservationRecipient(app.db, id);
    if (!recipient) return;
    const [reservation] = loaded
      ? [loaded]
      : await loadReservations(app.db, [id], { userId: recipient.user_id }, app.now());
    if (!reservation) return;
    await app.mailer.send(
      reservationEmail(kind, recipient.email, reservation, recipient.language, app.config.publicUrl),
    );
  } catch (error) {
    app.log.error({ err: error, reservation: id, kind }, "reservation e-mail not sent");
  }
}
