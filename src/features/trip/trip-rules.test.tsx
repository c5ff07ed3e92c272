import React from "react";
import { beforeEach, describe, expect, it } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import { renderPage } from "../../test-fixtures/render";
import { TRIP_KEY, forgetTripForTests, readTrip, saveTrip } from "./trip-store";
import TripRules from "./trip-rules";
import type { TripLine } from "./list-line";

const whisky = (quantity: number, over: Partial<TripLine> = {}): TripLine => ({
  key: `whisky-${quantity}`,
  name: "Highland Twelve, 1 L",
  kind: "spirits",
  abv: 40,
  volume_ml: 1000,
  sticks: null,
  tobacco_g: null,
  quantity,
  price: "40.00",
  duty_paid_price: "52.80",
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  forgetTripForTests();
});

describe("the stored trip", () => {
  it("reads a corrupt or foreign value as no trip, and keeps valid connections only", () => {
    localStorage.setItem(TRIP_KEY, "{not json");
    expect(readTrip()).toEqual({ destination: null, connections: [] });
    forgetTripForTests();
    localStorage.setItem(TRIP_KEY, JSON.stringify({ destination: "jfk", connections: [] }));
    expect(readTrip()).toEqual({ destination: null, connections: [] });
    forgetTripForTests();
    localStorage.setItem(TRIP_KEY, JSON.stringify({ destination: "JFK", connections: ["AMS", 7, "x", "LHR", "CDG", "FRA"] }));
    expect(readTrip()).toEqual({ destination: "JFK", connections: ["AMS", "LHR", "CDG"] });
  });
});

describe("the trip's rules panel", () => {
  it("asks for the trip, then meters two litres of whisky against the US allowance", async () => {
    const { user } = renderPage(<TripRules variant="list" departure="AMS" lines={[whisky(2)]} />);
    expect(screen.getByText(/Where are you flying/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add your trip" }));
    await user.type(screen.getByLabelText("Flying to"), "JFK");
    await user.click(screen.getByRole("button", { name: "Save trip" }));
    expect(readTrip()).toEqual({ destination: "JFK", connections: [] });
    expect(screen.getByText("AMS → JFK")).toBeInTheDocument();
    const alcohol = screen.getByTestId("allowance-meter").querySelector('[data-allowance="alcohol"]') as HTMLElement;
    expect(alcohol).toHaveAttribute("data-over", "true");
    expect(within(alcohol).getByText(/2 L of 1 L/)).toBeInTheDocument();
    expect(screen.getByTestId("meter-verdict")).toHaveTextContent(/Over an allowance/);
  });

  it("refuses an airport it does not know, and keeps the trip as it was", async () => {
    saveTrip({ destination: "JFK", connections: [] });
    const { user } = renderPage(<TripRules variant="list" departure="AMS" lines={[whisky(1)]} />);
    await user.click(screen.getByRole("button", { name: "Change trip" }));
    await user.clear(screen.getByLabelText("Flying to"));
    await user.type(screen.getByLabelText("Flying to"), "Atlantis");
    await user.click(screen.getByRole("button", { name: "Save trip" }));
    expect(screen.getByText(/We do not know an airport "Atlantis"/)).toBeInTheDocument();
    expect(readTrip().destination).toBe("JFK");
  });

  it("WAW → FRA: the duty-paid prices, an excise item without one not sold, and no arrival allowance", () => {
    saveTrip({ destination: "FRA", connections: [] });
    renderPage(
      <TripRules variant="list" departure="WAW" lines={[whisky(1), whisky(1, { key: "other", name: "Rye", duty_paid_price: null })]} />,
    );
    expect(screen.getByTestId("trip-duty")).toHaveTextContent(/Duty-paid for this trip/);
    const prices = screen.getByTestId("trip-prices");
    expect(prices).toHaveTextContent("Duty-paid for this trip: $52.80");
    expect(prices).toHaveTextContent(/Not sold for this trip/);
    expect(screen.queryByTestId("allowance-meter")).toBeNull();
    expect(screen.getByTestId("no-allowance")).toBeInTheDocument();
  });

  it("a connection adds the liquids advice for what is over 100 ml", async () => {
    saveTrip({ destination: "JFK", connections: ["LHR"] });
    renderPage(<TripRules variant="list" departure="WAW" lines={[whisky(2), whisky(1, { key: "mini", volume_ml: 50 })]} />);
    await waitFor(() => expect(screen.getByTestId("liquids-advice")).toHaveTextContent(/2 items hold more than 100 ml/));
    expect(screen.getByTestId("liquids-advice")).toHaveTextContent(/LHR · London/);
  });

  it("the product page's panel says how the size sells and shows the meter on demand", async () => {
    saveTrip({ destination: "JFK", connections: [] });
    const { user } = renderPage(<TripRules variant="product" departure="WAW" lines={[whisky(1)]} />);
    expect(screen.getByTestId("trip-sale")).toHaveTextContent("Duty-free for this trip: $40.00");
    expect(screen.queryByTestId("allowance-meter")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show what you may bring home" }));
    expect(screen.getByTestId("allowance-meter")).toBeInTheDocument();
  });
});
