import { beforeEach, describe, expect, it } from "@jest/globals";
import type { Reservation } from "@travel-retail/api/schemas";
import { RESERVATIONS_KEY, keepReservations, keptReservation, keptReservations } from "./reservations-cache";

const reservation = (id: number, departure_at: string, status: Reservation["status"] = "placed") =>
  ({ id, code: `ACD${id}EF`.slice(0, 6), status, departure_at }) as Reservation;

beforeEach(() => localStorage.clear());

describe("the reservations kept on this device", () => {
  it("keeps what was seen, newest copy first, soonest departure first, for its owner only", () => {
    keepReservations("jane@example.com", [
      reservation(2, "2026-12-03T10:00:00Z"),
      reservation(1, "2026-12-01T10:00:00Z"),
    ]);
    keepReservations("jane@example.com", [reservation(2, "2026-12-03T10:00:00Z", "ready")]);
    expect(keptReservations("jane@example.com").map((r) => [r.id, r.status])).toEqual([
      [1, "placed"],
      [2, "ready"],
    ]);
    expect(keptReservation("jane@example.com", 2)?.status).toBe("ready");
    expect(keptReservations("john@example.com")).toEqual([]);
    expect(keptReservation("john@example.com", 2)).toBeUndefined();
  });

  it("another account's visit replaces the kept ones; nothing of the first shows to the second", () => {
    keepReservations("jane@example.com", [reservation(1, "2026-12-01T10:00:00Z")]);
    keepReservations("john@example.com", [reservation(5, "2026-12-01T10:00:00Z")]);
    expect(keptReservations("john@example.com").map((r) => r.id)).toEqual([5]);
    expect(keptReservations("jane@example.com")).toEqual([]);
  });

  it("reads corrupt or foreign storage as nothing kept, and drops malformed entries", () => {
    localStorage.setItem(RESERVATIONS_KEY, "{not json");
    expect(keptReservations("jane@example.com")).toEqual([]);
    localStorage.setItem(
      RESERVATIONS_KEY,
      JSON.stringify({
        version: 1,
        owner: "jane@example.com",
        reservations: [{ id: "x" }, reservation(3, "2026-12-01T10:00:00Z"), null],
      }),
    );
    expect(keptReservations("jane@example.com").map((r) => r.id)).toEqual([3]);
    localStorage.setItem(
      RESERVATIONS_KEY,
      JSON.stringify({ version: 99, owner: "jane@example.com", reservations: [] }),
    );
    expect(keptReservations("jane@example.com")).toEqual([]);
  });
});
