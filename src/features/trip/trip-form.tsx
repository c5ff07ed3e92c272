import React, { useId, useState } from "react";
import { WORLD_AIRPORTS } from "@travel-retail/api/rules";
import { TextField } from "../../components/forms/text-field";
import * as formStyles from "../../components/forms/form.module.css";
import { useT } from "../../i18n";
import { airportLabel, parseAirport } from "./airport-names";
import { MAX_CONNECTIONS, saveTrip, useStoredTrip } from "./trip-store";
import * as styles from "./trip.module.css";

/**
 * States the trip: where to and where the traveller changes planes. Every airport of the table is offered
 * as the traveller types (a datalist: no script of ours, works offline); a code or an unambiguous city
 * is accepted as typed.
 */
export function TripForm({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const stored = useStoredTrip();
  const listId = `${useId()}-airports`;
  const [destination, setDestination] = useState(stored.destination ? airportLabel(stored.destination) : "");
  const [connections, setConnections] = useState(stored.connections.map(airportLabel));
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** The airport's code, or the error to show under its field. */
  const read = (text: string): { code: string } | { error: string } => {
    const parsed = parseAirport(text);
    if (parsed && "code" in parsed) return parsed;
    return {
      error: parsed
        ? t("trip.ambiguousAirport", { text: text.trim(), codes: parsed.ambiguous.join(", ") })
        : t("trip.unknownAirport", { text: text.trim() }),
    };
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const to = destination.trim() ? read(destination) : null;
    if (to && "error" in to) found.destination = to.error;
    const via = connections.map((text) => (text.trim() ? read(text) : null));
    via.forEach((c, i) => {
      if (c && "error" in c) found[`connection-${i}`] = c.error;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saveTrip({
      destination: to && "code" in to ? to.code : null,
      connections: via.flatMap((c) => (c && "code" in c ? [c.code] : [])),
    });
    onDone?.();
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <datalist id={listId}>
        {WORLD_AIRPORTS.map((a) => (
          <option key={a.iata} value={airportLabel(a.iata)} />
        ))}
      </datalist>
      <TextField
        label={t("trip.destination")}
        hint={t("trip.airportHint")}
        name="trip-destination"
        list={listId}
        autoComplete="off"
        value={destination}
        onChange={(e) => setDestination(e.target.value)}
        error={errors.destination}
      />
      {connections.map((value, i) => (
        <div key={i} className={styles.connection}>
          <TextField
            label={t("trip.connection", { n: i + 1 })}
            name={`trip-connection-${i}`}
            list={listId}
            autoComplete="off"
            value={value}
            onChange={(e) => setConnections(connections.map((c, k) => (k === i ? e.target.value : c)))}
            error={errors[`connection-${i}`]}
          />
          <button type="button" className={formStyles.secondary} onClick={() => setConnections(connections.filter((_, k) => k !== i))}>
            {t("trip.removeConnection", { n: i + 1 })}
          </button>
        </div>
      ))}
      <div className={styles.actions}>
        {connections.length < MAX_CONNECTIONS && (
          <button type="button" className={formStyles.secondary} onClick={() => setConnections([...connections, ""])}>
            {t("trip.addConnection")}
          </button>
        )}
        <button type="submit" className={formStyles.primary}>
          {t("trip.save")}
        </button>
        {onDone && (
          <button type="button" className={formStyles.secondary} onClick={onDone}>
            {t("trip.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
