import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import ThematicSectionShortTemplate, { PageHead } from "./thematic-section-short";
import { mockSiteData, pageProps, renderPage, renderHead } from "../test-fixtures/render";
import { section } from "../test-fixtures/catalogue";

describe("short thematic section template", () => {
  it("shows the curated picks without sorting controls", () => {
    renderPage(<ThematicSectionShortTemplate {...pageProps({ section: { ...section, short: true } })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Summer gifts" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Summer gifts picks" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ocean Breeze" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
  });

  it("has the section's title, canonical URL and breadcrumbs in its head", () => {
    mockSiteData();
    jest.spyOn(console, "error").mockImplementation(() => {}); // <html> inside a test container
    const container = renderHead(
      <PageHead {...pageProps({ section: { ...section, short: true } }, "/sections/summer-gifts/")} />,
    );
    expect(container.querySelector("title")?.textContent).toMatch(/Summer gifts/);
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/sections\/summer-gifts\/$/,
    );
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.innerHTML);
    expect(data).toMatchObject({ "@type": "BreadcrumbList" });
    expect(JSON.stringify(data)).toContain("Summer gifts");
  });
});
