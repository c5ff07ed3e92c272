import React from "react";
import { useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { useSiteData } from "../../lib/use-site-data";
import { formatPrice } from "../../lib/money";
import { LOCALES, useLanguage } from "../../i18n";

interface PriceProps {
  /** USD decimal string, as the API sends prices. */
  amount: string;
  className?: string;
}

/** A USD price shown in the visitor's chosen currency, written the way the page's language writes it. */
export function Price({ amount, className }: PriceProps) {
  const currency = useAppSelector(selectCurrency);
  const { currencies } = useSiteData();
  const locale = LOCALES[useLanguage()];
  return (
    <span className={className} data-currency={currency}>
      {formatPrice(amount, currency, currencies, locale)}
    </span>
  );
}
