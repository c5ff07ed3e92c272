/** Display currencies and indicative rates (units per 1 USD); prices themselves are stored in USD. */
export const CURRENCIES = [
  { code: "USD", name: "US Dollar", symbol: "$", rate: "1", decimals: 2 },
  { code: "EUR", name: "Euro", symbol: "€", rate: "0.92", decimals: 2 },
  { code: "GBP", name: "British Pound", symbol: "£", rate: "0.79", decimals: 2 },
  { code: "PLN", name: "Polish Złoty", symbol: "zł", rate: "3.98", decimals: 2 },
  { code: "CHF", name: "Swiss Franc", symbol: "CHF", rate: "0.88", decimals: 2 },
  { code: "AED", name: "UAE Dirham", symbol: "د.إ", rate: "3.6725", decimals: 2 },
  { code: "SGD", name: "Singapore Dollar", symbol: "S$", rate: "1.34", decimals: 2 },
  { code: "TRY", name: "Turkish Lira", symbol: "₺", rate: "32.2", decimals: 2 },
  { code: "JPY", name: "Japanese Yen", symbol: "¥", rate: "149.5", decimals: 0 },
];
