import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { expireDue } from "../repositories/reservations.ts";
import { notifyTraveller } from "../lib/reservation-notify.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Expires the open reservations whose hold time has passed; answers their ids. */
    expireReservations(): Promise<number[]>;
  }
}

/**
 * Reservations not collected by their hold time (departure + the airport's hold_hours) expire and give
 * their stock back. Every API process runs this on its own schedule; the UPDATE in `expireDue` skips
 * rows another process holds and re-checks the status, so each reservation expires (and is mailed) once.
 */
export const reservationExpiry = fp(async (app: FastifyInstance) => {
  async function expireReservations(): Promise<number[]> {
    const expired: number[] = [];
    // Batches, so a backlog (an API that was down for a day) does not make one huge transaction.
    for (;;) {
      const ids = await app.db.transaction((tx) => expireDue(tx, app.now()));
      expired.push(...ids);
      for (const id of ids) await notifyTraveller(app, "expired", id);
      if (ids.length === 0) return expired;
    }
  }
  app.decorate("expireReservations", expireReservations);

  const seconds = app.config.reservationExpirySeconds;
  if (seconds === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireReservations()
      .then((ids) => ids.length && app.log.info({ expired: ids.length }, "reservations expired"))
      .catch((error) => app.log.error({ err: error }, "reservation expiry failed"))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
});
