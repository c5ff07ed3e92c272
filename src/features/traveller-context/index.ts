/**
 * Traveller context: the airport and the display currency the visitor chose (the header's pickers, the
 * thunks that store a choice in the specification's slices and, signed in, on the account), and the
 * airports and currencies they are chosen from. Other code reaches this feature only through this file.
 */
export { AirportPicker, CurrencyPicker } from "./pickers";
export { currencySaved, locationSaved } from "./preferences-thunks";
export { forgetReferenceDataForTests, useAirports, useCurrencies } from "./use-reference-data";
