import React, { useEffect, useState } from "react";
import { MAX_QUANTITY } from "./list-operations";
import * as styles from "./my-lists.module.css";

interface QuantityInputProps {
  label: string;
  value: number;
  onCommit: (quantity: number) => void;
}

/**
 * A quantity the shopper can clear and retype: the draft may be empty or out of range while typing,
 * only whole numbers from 1 to the limit are committed, and leaving the field restores the saved value.
 */
export function QuantityInput({ label, value, onCommit }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  return (
    <input
      type="number"
      inputMode="numeric"
      className={styles.quantity}
      min={1}
      max={MAX_QUANTITY}
      value={draft}
      aria-label={label}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value !== "" && Number.isInteger(next) && next >= 1 && next <= MAX_QUANTITY && next !== value)
          onCommit(next);
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}
