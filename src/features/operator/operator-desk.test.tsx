import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import type { ImagesReport, ImportReport } from "@travel-retail/api/schemas";
import { freshBrowser, renderWithStore, signedInState } from "../../test-fixtures/store";
import { makeStore } from "../../state/store";
import { OperatorDesk } from "./operator-desk";

const report = (fields: Partial<ImportReport>): ImportReport => ({
  kind: "offers",
  dry_run: true,
  full: false,
  applied: false,
  changed: false,
  rows: 2,
  counts: { added: 0, changed: 1, hidden: 0, unchanged: 1 },
  error_count: 0,
  errors: [],
  import_id: null,
  ...fields,
});

const entry = {
  id: 7,
  email: "operator@example.com",
  source: "api",
  file_name: "prices.csv",
  kind: "offers",
  full_import: false,
  counts: { added: 0, changed: 1, hidden: 0, unchanged: 1 },
  created_at: "2026-11-26T10:00:00.000Z",
};

function setUp() {
  const api = freshBrowser();
  const store = makeStore(signedInState());
  return { api, ...renderWithStore(<OperatorDesk />, store) };
}

const csv = () => new File(["sku,airport,price,stock\nA,WAW,1.00,1\n"], "prices.csv", { type: "text/csv" });

describe("OperatorDesk", () => {
  it("tells anyone but an operator that the page is for operators", async () => {
    const { api } = setUp();
    api.onGet("/api/operator/imports/").reply(404, { message: "No route for GET /api/operator/imports/" });
    expect(await screen.findByText(/This page is for catalogue operators/)).toBeTruthy();
  });

  it("checks a file first, lists its errors by line and column, and offers no apply while it has any", async () => {
    const { api, user } = setUp();
    api.onGet("/api/operator/imports/").reply(200, { count: 0, next: null, previous: null, results: [] });
    api
      .onPost("/api/operator/imports/")
      .reply(200, report({ error_count: 1, errors: [{ line: 3, column: "price", reason: "must not be negative" }] }));
    await user.upload(await screen.findByLabelText("File"), csv());
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Check file" }));
    const shown = await screen.findByTestId("import-report");
    expect(within(shown).getByRole("alert").textContent).toBe(
      "1 error: nothing was written. Correct the file and check it again.",
    );
    const row = within(shown).getByRole("row", { name: /must not be negative/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3", "price", "must not be negative"]);
    expect(apply).toHaveProperty("disabled", true);
    expect(api.history.post[0]!.params).toEqual({ dry_run: true, full: false, file_name: "prices.csv" });
  });

  it("applies a clean file after its check, says so and shows it in the history", async () => {
    const { api, user } = setUp();
    let imported = false;
    api
      .onGet("/api/operator/imports/")
      .reply(() => [200, { count: 1, next: null, previous: null, results: imported ? [entry] : [] }]);
    api.onPost("/api/operator/imports/").reply((config) => {
      if (config.params.dry_run) return [200, report({})];
      imported = true;
      return [200, report({ dry_run: false, applied: true, changed: true, import_id: 7 })];
    });
    expect(await screen.findByText("No imports yet.")).toBeTruthy();
    await user.upload(screen.getByLabelText("File"), csv());
    await user.click(screen.getByRole("button", { name: "Check file" }));
    expect(await screen.findByText("2 rows checked, no errors. Apply to write them.")).toBeTruthy();
    expect(within(screen.getByTestId("import-counts")).getByText("changed").textContent).toBe("1 changed");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("prices.csv is imported.")).toBeTruthy();
    expect(api.history.post[1]!.params).toEqual({ dry_run: false, full: false, file_name: "prices.csv" });
    const history = await screen.findByTestId("import-history");
    await waitFor(() => expect(within(history).getByText("operator@example.com")).toBeTruthy());
    expect(within(history).getByText("offers: 0 added, 1 changed, 0 hidden")).toBeTruthy();
  });

  it("shows the site's builds after imports, a running one's latest line and why a failed one failed", async () => {
    const { api } = setUp();
    api.onGet("/api/operator/imports/").reply(200, { count: 0, next: null, previous: null, results: [] });
    const build = (id: number, status: string, fields = {}) => ({
      id,
      status,
      import_ids: [id],
      requested_at: "2026-11-26T10:00:00.000Z",
      started_at: "2026-11-26T10:00:01.000Z",
      finished_at: null,
      progress: "",
      error: "",
      ...fields,
    });
    api.onGet("/api/operator/builds/").reply(200, {
      publishing: true,
      results: [
        build(3, "building", { progress: "success Building static HTML for pages - 12.3s" }),
        build(2, "failed", {
          error: "The build stopped (exit 1): the API answered garbage",
          finished_at: "2026-11-26T09:00:00.000Z",
        }),
      ],
    });
    const list = await screen.findByTestId("site-builds");
    expect(within(list).getByText("Building")).toBeTruthy();
    expect(within(list).getByText("success Building static HTML for pages - 12.3s")).toBeTruthy();
    expect(within(list).getByText("Failed: the last good pages stay")).toBeTruthy();
    expect(within(list).getByText(/the API answered garbage/)).toBeTruthy();
  });
});

describe("OperatorDesk: product pictures", () => {
  const pictures = (fields: Partial<ImagesReport>): ImagesReport => ({
    dry_run: true,
    applied: false,
    files: 2,
    counts: { added: 2, changed: 0, unchanged: 0 },
    error_count: 0,
    errors: [],
    ...fields,
  });
  const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], "photos.zip", { type: "application/zip" });

  it("checks a zip, lists each bad picture with its reason, and offers no apply while there is one", async () => {
    const { api, user } = setUp();
    api.onGet("/api/operator/imports/").reply(200, { count: 0, next: null, previous: null, results: [] });
    api
      .onPost("/api/operator/images/")
      .reply(
        200,
        pictures({
          counts: { added: 1, changed: 0, unchanged: 0 },
          error_count: 1,
          errors: [{ file: "holiday.png", reason: "is not named after a product" }],
        }),
      );
    await user.upload(await screen.findByLabelText("Zip of pictures"), zip());
    await user.click(screen.getByRole("button", { name: "Check pictures" }));
    const shown = await screen.findByTestId("pictures-report");
    expect(within(shown).getByRole("alert").textContent).toBe(
      "1 error: nothing was written. Correct the file and check it again.",
    );
    expect(
      within(within(shown).getByRole("row", { name: /holiday\.png/ }))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["holiday.png", "is not named after a product"]);
    expect(screen.getByRole("button", { name: "Apply pictures" })).toHaveProperty("disabled", true);
    expect(api.history.post[0]!.params).toEqual({ dry_run: true });
  });

  it("applies a clean zip, says so, and looks for the build it asked for", async () => {
    const { api, user } = setUp();
    api.onGet("/api/operator/imports/").reply(200, { count: 0, next: null, previous: null, results: [] });
    api.onGet("/api/operator/builds/").reply(200, { publishing: true, results: [] });
    api
      .onPost("/api/operator/images/")
      .replyOnce(200, pictures({}))
      .onPost("/api/operator/images/")
      .replyOnce(200, pictures({ dry_run: false, applied: true }));
    await user.upload(await screen.findByLabelText("Zip of pictures"), zip());
    await user.click(screen.getByRole("button", { name: "Check pictures" }));
    expect((await screen.findByTestId("pictures-report")).textContent).toContain("2 files checked, no errors.");
    const buildsAsked = api.history.get.filter((r) => r.url === "/api/operator/builds/").length;
    await user.click(screen.getByRole("button", { name: "Apply pictures" }));
    expect(await screen.findByText("photos.zip is imported.")).toBeTruthy();
    expect(screen.getByTestId("pictures-report").textContent).toContain("2 files imported.");
    expect(api.history.post[1]!.params).toEqual({ dry_run: false });
    await waitFor(() =>
      expect(api.history.get.filter((r) => r.url === "/api/operator/builds/").length).toBeGreaterThan(buildsAsked),
    );
  });
});
