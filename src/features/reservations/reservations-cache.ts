import type { Reservation } from "@travel-retail/api/schemas";
import { isRecord } from "../../state/persisted-shape";
import { readJson, writeJson, type StorageKey } from "../../lib/storage";

/**
 * The reservations the traveller has seen, kept on the device: at the counter a phone is often in flight
 * mode or on no Wi-Fi, and the code, its QR code and what to bring must still show. Kept per account
 * (the owner's e-mail), so another account signed in on the same browser never sees them.
 */
export const RESERVATIONS_KEY: StorageKey = "travel-retail-reservations";
const VERSION = 1;
const MAX_KEPT = 50;

interface Kept {
  version: number;
  owner: string;
  reservations: Reservation[];
}

function accept(value: unknown): Kept | null {
  if (
    !isRecord(value) ||
    value.version !== VERSION ||
    typeof value.owner !== "string" ||
    !Array.isArray(value.reservations)
  )
    return null;
  const reservations = value.reservations.filter(
    (r): r is Reservation =>
      isRecord(r) && typeof r.id === "number" && typeof r.code === "string" && typeof r.status === "string",
  );
  return { version: VERSION, owner: value.owner, reservations };
}

export function keptReservations(owner: string): Reservation[] {
  const kept = readJson(RESERVATIONS_KEY, accept);
  return kept && kept.owner === owner ? kept.reservations : [];
}

export function keptReservation(owner: string, id: number): Reservation | undefined {
  return keptReservations(owner).find((r) => r.id === id);
}

/** Keeps these (newest copies win), the soonest departures first, at most MAX_KEPT. */
export function keepReservations(owner: string, seen: Reservation[]): void {
  const byId = new Map(keptReservations(owner).map((r) => [r.id, r]));
  for (const r of seen) byId.set(r.id, r);
  const reservations = [...byId.values()].sort((a, b) => a.departure_at.localeCompare(b.departure_at)).slice(-MAX_KEPT);
  writeJson(RESERVATIONS_KEY, { version: VERSION, owner, reservations });
}
