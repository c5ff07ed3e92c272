import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import ThematicSectionShortTemplate from "./thematic-section-short";
import { pageProps, renderPage } from "../test-fixtures/render";
import { section } from "../test-fixtures/catalogue";

jest.mock("gatsby", () => require("../test-fixtures/gatsby-mock"));

describe("short thematic section template", () => {
  it("shows the curated picks without sorting controls", () => {
    renderPage(<ThematicSectionShortTemplate {...pageProps({ section: { ...section, short: true } })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Summer gifts" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Summer gifts picks" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ocean Breeze" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
  });
});
