import { describe, expect, it } from "@jest/globals";
import { makeI18n } from "../../i18n";
import { compiledCatalogue } from "../../i18n/catalogues";
import { airportTime, displayCode, localMoney, qrImage, refusalMessage } from "./format";

const en = makeI18n("en", compiledCatalogue("en")).t;

describe("reservations as the traveller reads them", () => {
  it("times in the airport's own zone, money in its currency, exactly", () => {
    expect(airportTime("2027-03-28T08:00:00Z", "Europe/Warsaw", "en")).toBe("Sunday, March 28, 2027 at 10:00 AM");
    expect(localMoney("1234.50", "PLN", "pl")).toBe("1234,50\u00a0zł");
    expect(localMoney("12345678901.13", "USD", "en")).toBe("$12,345,678,901.13");
    expect(displayCode("ACDE34")).toBe("ACD-E34");
    expect(qrImage('<svg xmlns="x"></svg>')).toBe(
      "data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22x%22%3E%3C%2Fsvg%3E",
    );
  });

  it("a refusal in the page's words from its rule and figures; otherwise the API's message", () => {
    const refusal = (data: object) => ({ response: { status: 409, data } });
    expect(
      refusalMessage(refusal({ message: "Only 2 …", rule: "out-of-stock", params: { left: 2 } }), en).message,
    ).toBe("Only 2 of one item are left: reserve at most 2.");
    expect(refusalMessage(refusal({ message: "Something new.", rule: "a-rule-from-tomorrow" }), en).message).toBe(
      "Something new.",
    );
    expect(refusalMessage(new Error("offline"), en).message).toMatch(/could not reach the shop/);
  });
});
