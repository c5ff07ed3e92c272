/**
 * The part of nginx's SSI (https://nginx.org/en/docs/http/ngx_http_ssi_module.html) the storefront's
 * pages use, for the API's own static server (plugins/static-site.ts), so that `npm start` serves a page
 * as nginx with `ssi on` does (docs/deployment.md):
 *
 *   <!--# block name="none" --><!--# endblock -->
 *   <!--# include virtual="/api/first-results/en/24/?$args" stub="none" -->
 *
 * An include is replaced by the answer to its URI, `$args` being the page's own query string as the
 * client sent it; a block is removed and stands in for an include whose answer is empty or failed.
 * Nothing else of SSI: the built pages hold no other command. As with nginx's `ssi on`, only on the
 * search pages (plugins/static-site.ts), so that no other page's text, an article's HTML say, is read
 * for commands. A failed or empty answer gives the stub; nginx does the same, its include's location
 * turning every error into an empty answer (docs/deployment.md).
 */
const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]*)"(?: stub="([\w-]+)")? -->/g;

export const hasIncludes = (html: string) => html.includes("<!--# include ");

/** The body an include's URI answers with, or null when it failed or answered with an error. */
export type IncludeFetch = (uri: string) => Promise<string | null>;

/** The page with its includes replaced; `args` is the query string without its "?". */
export async function renderIncludes(html: string, args: string, fetch: IncludeFetch): Promise<string> {
  const stubs = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_all, name: string, content: string) => {
    stubs.set(name, content);
    return "";
  });
  const parts: (string | Promise<string>)[] = [];
  let last = 0;
  for (const match of withoutBlocks.matchAll(INCLUDE)) {
    const [directive, virtual, stub] = match;
    parts.push(withoutBlocks.slice(last, match.index));
    const stubText = (stub && stubs.get(stub)) ?? "";
    const uri = virtual.replace(/\$\{args\}|\$args\b/g, () => args); // a function: "$&" in args is text
    parts.push(fetch(uri).then((body) => (body ? body : stubText), () => stubText));
    last = match.index + directive.length;
  }
  parts.push(withoutBlocks.slice(last));
  return (await Promise.all(parts)).join("");
}
