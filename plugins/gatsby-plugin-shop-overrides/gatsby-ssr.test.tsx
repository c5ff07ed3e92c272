/**
 * @jest-environment node
 */
import React, { Suspense } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { Helmet } from "react-helmet";
import { describe, expect, it } from "@jest/globals";

import { replaceRenderer } from "./gatsby-ssr";

type RendererArgs = Parameters<NonNullable<typeof replaceRenderer>>[0];

function renderWithSite(bodyComponent: React.ReactElement, head: React.ReactNode[] = []): string | undefined {
  let body: string | undefined;
  replaceRenderer!(
    {
      bodyComponent,
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
      setHtmlAttributes: () => {},
    } as unknown as RendererArgs,
    { plugins: [] },
  );
  return body;
}

/** Gatsby's default: the stream's bytes, decoded as a whole. */
function renderLikeGatsby(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

function Page({ names }: { names: string[] }) {
  return (
    <main>
      <h1>Château Belle-Rive</h1>
      <ul>
        {names.map((name, i) => (
          <li key={i} className="card">
            {name} <span data-currency="USD">${i}.50</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

describe("replaceRenderer", () => {
  it("renders the page body as Gatsby's streaming renderer does, without the stream's NUL bytes", async () => {
    const page = <Page names={Array.from({ length: 300 }, (_, i) => `Cuvée ${i} – Rosé`)} />;
    const body = renderWithSite(page);
    const streamed = await renderLikeGatsby(page);
    // React 18's stream leaves a NUL where a multi-byte character meets the end of its 2 KB buffer.
    expect(streamed).toContain("\u0000");
    expect(body).not.toContain("\u0000");
    expect(body).toBe(streamed.replace(/\u0000/g, ""));
  });

  it("leaves a page that suspends to Gatsby's renderer", () => {
    const never = new Promise(() => {});
    function Waiting(): React.ReactElement {
      throw never;
    }
    const body = renderWithSite(
      <Suspense fallback={<p>Loading</p>}>
        <Waiting />
      </Suspense>,
    );
    expect(body).toBeUndefined();
  });

  it("gives each page its own head tags, however the pages' renders interleave", () => {
    const pageWithHead = (path: string) => (
      <main>
        <Helmet>
          <title>{`Page ${path}`}</title>
          <link rel="canonical" href={`https://shop.example${path}`} />
        </Helmet>
        <h1>{path}</h1>
      </main>
    );
    // A worker renders many pages at once: two bodies before either page's onRenderBody runs.
    const [first, second]: React.ReactNode[][] = [[], []];
    renderWithSite(pageWithHead("/a/"), first);
    renderWithSite(pageWithHead("/b/"), second);
    const markup = (head: React.ReactNode[]) => renderToStaticMarkup(<>{head}</>);
    expect(markup(first)).toContain("<title data-react-helmet=\"true\">Page /a/</title>");
    expect(markup(first)).toContain('href="https://shop.example/a/"');
    expect(markup(first)).not.toContain("/b/");
    expect(markup(second)).toContain("<title data-react-helmet=\"true\">Page /b/</title>");
    expect(markup(second)).not.toContain("/a/");
    // What gatsby-plugin-react-helmet reads afterwards: nothing left over for another page.
    expect(Helmet.renderStatic().title.toString()).not.toContain("Page");
  });

  it("leaves a page that throws to Gatsby's renderer, which reports the error", () => {
    function Broken(): React.ReactElement {
      throw new Error("broken page");
    }
    expect(renderWithSite(<Broken />)).toBeUndefined();
  });
});
