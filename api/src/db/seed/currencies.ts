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
  // The currencies of the destinations' value allowances (api/src/rules/), so the meter can compare.
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", rate: "1.37", decimals: 2 },
  { code: "NOK", name: "Norwegian Krone", symbol: "kr", rate: "10.6", decimals: 2 },
  { code: "AUD", name: "Australian Dollar", symbol: "A$", rate: "1.52", decimals: 2 },
  { code: "CNY", name: "Chinese Yuan", symbol: "CN¥", rate: "7.2", decimals: 2 },
  { code: "INR", name: "Indian Rupee", symbol: "₹", rate: "83.4", decimals: 2 },
  { code: "KRW", name: "South Korean Won", symbol: "₩", rate: "1380", decimals: 0 },
];
