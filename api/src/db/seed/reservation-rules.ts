import type { Transaction } from "../database.ts";

/**
 * Reserve & Collect rules of the demo airports, after the terms travel retailers publish: orders from
 * 30 days to 24 hours before the flight (Avolta), 60 days to 20 hours (Lagardère's Extime at Paris),
 * 9 to 24 hours depending on the airport (Heinemann), 72 hours at some US airports; held 48 hours after
 * departure (World Duty Free UK); alcohol from 21 in the United States and the Emirates. Airports not
 * listed keep the migration's defaults (24 hours, 30 days, held 48 hours, 18, 10 of a product).
 */
export interface ReservationRulesSeed {
  minHours?: number;
  maxDays?: number;
  holdHours?: number;
  adultAge?: number;
  maxQuantity?: number;
}

export const RESERVATION_RULES: Record<string, ReservationRulesSeed> = {
  WAW: { minHours: 24, maxDays: 30, holdHours: 48 },
  KRK: { minHours: 24, maxDays: 30, holdHours: 48 },
  GDN: { minHours: 12, maxDays: 30, holdHours: 24 },
  FRA: { minHours: 9, maxDays: 30, holdHours: 24 },
  MUC: { minHours: 24, maxDays: 30, holdHours: 24 },
  VIE: { minHours: 12, maxDays: 30, holdHours: 48 },
  ZRH: { minHours: 24, maxDays: 30, holdHours: 48 },
  LHR: { minHours: 24, maxDays: 30, holdHours: 48, maxQuantity: 6 },
  CDG: { minHours: 20, maxDays: 60, holdHours: 48 },
  AMS: { minHours: 24, maxDays: 30, holdHours: 48 },
  IST: { minHours: 24, maxDays: 30, holdHours: 24 },
  DXB: { minHours: 12, maxDays: 30, holdHours: 24, adultAge: 21 },
  SIN: { minHours: 24, maxDays: 30, holdHours: 48 },
  JFK: { minHours: 72, maxDays: 30, holdHours: 24, adultAge: 21, maxQuantity: 6 },
};

export async function seedReservationRules(tx: Transaction): Promise<void> {
  for (const [iata, r] of Object.entries(RESERVATION_RULES)) {
    await tx.query(
      `UPDATE airports SET reserve_min_hours = COALESCE($2, reserve_min_hours), reserve_max_days = COALESCE($3, reserve_max_days),
              hold_hours = COALESCE($4, hold_hours), adult_age = COALESCE($5, adult_age), max_quantity = COALESCE($6, max_quantity)
        WHERE iata = $1`,
      [iata, r.minHours ?? null, r.maxDays ?? null, r.holdHours ?? null, r.adultAge ?? null, r.maxQuantity ?? null],
    );
  }
}
