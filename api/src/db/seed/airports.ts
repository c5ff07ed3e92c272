export interface AirportSeed {
  iata: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  terminals: string[];
  timezone: string;
}

/** Real airports, their passenger terminals and IANA time zones. */
export const AIRPORTS: AirportSeed[] = [
  {
    iata: "WAW",
    name: "Warsaw Chopin Airport",
    city: "Warsaw",
    country: "Poland",
    countryCode: "PL",
    terminals: ["Terminal A"],
    timezone: "Europe/Warsaw",
  },
  {
    iata: "KRK",
    name: "Kraków John Paul II International Airport",
    city: "Kraków",
    country: "Poland",
    countryCode: "PL",
    terminals: ["Terminal T1"],
    timezone: "Europe/Warsaw",
  },
  {
    iata: "GDN",
    name: "Gdańsk Lech Wałęsa Airport",
    city: "Gdańsk",
    country: "Poland",
    countryCode: "PL",
    terminals: ["Terminal T2"],
    timezone: "Europe/Warsaw",
  },
  {
    iata: "FRA",
    name: "Frankfurt Airport",
    city: "Frankfurt am Main",
    country: "Germany",
    countryCode: "DE",
    terminals: ["Terminal 1", "Terminal 2"],
    timezone: "Europe/Berlin",
  },
  {
    iata: "MUC",
    name: "Munich Airport",
    city: "Munich",
    country: "Germany",
    countryCode: "DE",
    terminals: ["Terminal 1", "Terminal 2"],
    timezone: "Europe/Berlin",
  },
  {
    iata: "VIE",
    name: "Vienna International Airport",
    city: "Vienna",
    country: "Austria",
    countryCode: "AT",
    terminals: ["Terminal 1", "Terminal 3"],
    timezone: "Europe/Vienna",
  },
  {
    iata: "ZRH",
    name: "Zurich Airport",
    city: "Zurich",
    country: "Switzerland",
    countryCode: "CH",
    terminals: ["Terminal 1", "Terminal 2", "Terminal E"],
    timezone: "Europe/Zurich",
  },
  {
    iata: "LHR",
    name: "London Heathrow Airport",
    city: "London",
    country: "United Kingdom",
    countryCode: "GB",
    terminals: ["Terminal 2", "Terminal 3", "Terminal 4", "Terminal 5"],
    timezone: "Europe/London",
  },
  {
    iata: "CDG",
    name: "Paris Charles de Gaulle Airport",
    city: "Paris",
    country: "France",
    countryCode: "FR",
    terminals: ["Terminal 1", "Terminal 2", "Terminal 3"],
    timezone: "Europe/Paris",
  },
  {
    iata: "AMS",
    name: "Amsterdam Airport Schiphol",
    city: "Amsterdam",
    country: "Netherlands",
    countryCode: "NL",
    terminals: ["Departure Hall 1", "Departure Hall 2", "Departure Hall 3"],
    timezone: "Europe/Amsterdam",
  },
  {
    iata: "IST",
    name: "Istanbul Airport",
    city: "Istanbul",
    country: "Türkiye",
    countryCode: "TR",
    terminals: ["Main Terminal"],
    timezone: "Europe/Istanbul",
  },
  {
    iata: "DXB",
    name: "Dubai International Airport",
    city: "Dubai",
    country: "United Arab Emirates",
    countryCode: "AE",
    terminals: ["Terminal 1", "Terminal 2", "Terminal 3"],
    timezone: "Asia/Dubai",
  },
  {
    iata: "SIN",
    name: "Singapore Changi Airport",
    city: "Singapore",
    country: "Singapore",
    countryCode: "SG",
    terminals: ["Terminal 1", "Terminal 2", "Terminal 3", "Terminal 4"],
    timezone: "Asia/Singapore",
  },
  {
    iata: "JFK",
    name: "John F. Kennedy International Airport",
    city: "New York",
    country: "United States",
    countryCode: "US",
    terminals: ["Terminal 1", "Terminal 4", "Terminal 5", "Terminal 7", "Terminal 8"],
    timezone: "America/New_York",
  },
];
