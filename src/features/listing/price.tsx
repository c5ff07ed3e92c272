import React from "react";
import { useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { useSiteData } from "../../lib/use-site-data";
import { formatPrice } from "../../lib/money";

interface PriceProps {
  /** USD decimal string, as the API sends prices. */
  amount: string;
  className?: string;
}

/** A USD price shown in the visitor's chosen currency. */
export function Price({ amount, className }: PriceProps) {
  const currency = useAppSelector(selectCurrency);
  const { currencies } = useSiteData();
  return (
    <span className={className} data-currency={currency}>
      {formatPrice(amount, currency, currencies)}
    </span>
  );
}
