import { useSyncExternalStore } from "react";
import { readJson, writeJson } from "../../lib/storage";

/**
 * The trip the traveller stated: where they fly to and where they change planes. The departure is the
 * airport chosen in the header (the specification's `location`), so it is not kept here. Kept on the
 * device beside the other choices, read and written through src/lib/storage.ts; a value that does not
 * parse reads as no trip.
 */
export const TRIP_KEY = "travel-retail-trip";
/** Connections a trip may list: more is an itinerary no shop advice would fit. */
export const MAX_CONNECTIONS = 3;

export interface StoredTrip {
  destination: string | null;
  connections: string[];
}

const NO_TRIP: StoredTrip = { destination: null, connections: [] };
const IATA = /^[A-Z]{3}$/;

function accept(value: unknown): StoredTrip | null {
  if (!value || typeof value !== "object") return null;
  const { destination, connections } = value as Record<string, unknown>;
  if (destination !== null && !(typeof destination === "string" && IATA.test(destination))) return null;
  if (!Array.isArray(connections)) return null;
  return {
    destination,
    connections: connections.filter((c): c is string => typeof c === "string" && IATA.test(c)).slice(0, MAX_CONNECTIONS),
  };
}

let current: StoredTrip | undefined;
const listeners = new Set<() => void>();

export function readTrip(): StoredTrip {
  if (current === undefined) current = readJson(TRIP_KEY, accept) ?? NO_TRIP;
  return current;
}

export function saveTrip(trip: StoredTrip): void {
  current = accept(trip) ?? NO_TRIP;
  writeJson(TRIP_KEY, current);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab stated a trip: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TRIP_KEY) return;
    current = undefined;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stated trip; the server render and the first client render see none (they must agree). */
export function useStoredTrip(): StoredTrip {
  return useSyncExternalStore(subscribe, readTrip, () => NO_TRIP);
}

export function forgetTripForTests(): void {
  current = undefined;
}
