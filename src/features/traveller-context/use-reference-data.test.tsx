import { afterEach, beforeEach, expect, it } from "@jest/globals";
import { renderHook, waitFor } from "@testing-library/react";
import type { Currency } from "@travel-retail/api/schemas";
import { forgetReferenceDataForTests, useCurrencies } from "./use-reference-data";
import { freshBrowser, page } from "../../test-fixtures/store";
import { paths } from "../../api-client/paths";

const eur: Currency = { code: "EUR", name: "Euro", symbol: "€", rate: "0.92", decimals: 2 };
const usd: Currency = { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 };

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  forgetReferenceDataForTests();
});
afterEach(() => mock.restore());

it("shows the stored currencies offline, without the entries it could not use", async () => {
  localStorage.setItem("travel-retail-currencies", JSON.stringify([eur, { code: "PLN" }, "junk", null]));
  mock.onGet(paths.currencies).networkError();
  const { result } = renderHook(() => useCurrencies());
  await waitFor(() => expect(result.current).toEqual([eur]));
});

it("starts empty from a corrupt cache and replaces it with the API's answer", async () => {
  localStorage.setItem("travel-retail-currencies", "[{broken");
  mock.onGet(paths.currencies).reply(200, page([usd, eur]));
  const { result } = renderHook(() => useCurrencies());
  await waitFor(() => expect(result.current).toEqual([usd, eur]));
  expect(JSON.parse(localStorage.getItem("travel-retail-currencies") ?? "null")).toEqual([usd, eur]);
});
