/**
 * @jest-environment node
 */
import React, { Suspense } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, jest } from "@jest/globals";

jest.mock("gatsby", () => require("./test-fixtures/gatsby-mock"));

import { replaceRenderer } from "../gatsby-ssr";

type RendererArgs = Parameters<NonNullable<typeof replaceRenderer>>[0];

function renderWithSite(bodyComponent: React.ReactElement): string | undefined {
  let body: string | undefined;
  replaceRenderer!(
    { bodyComponent, replaceBodyHTMLString: (html: string) => (body = html) } as unknown as RendererArgs,
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

  it("leaves a page that throws to Gatsby's renderer, which reports the error", () => {
    function Broken(): React.ReactElement {
      throw new Error("broken page");
    }
    expect(renderWithSite(<Broken />)).toBeUndefined();
  });
});
