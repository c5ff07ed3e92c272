/**
 * What the browser and server overrides (gatsby-browser.tsx, gatsby-ssr.tsx) take from Gatsby's runtime,
 * checked in the runtime's own source before the build compiles it. Each entry is a piece of Gatsby's
 * code, whitespace aside, that the override reproduces or relies on; when one is gone, Gatsby has
 * changed what the override stands in for, and the override must be looked at again.
 */
import fs from "node:fs";

interface Expectation {
  file: string;
  code: string;
  why: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, " ");

export const RUNTIME_EXPECTATIONS: Expectation[] = [
  {
    file: "cache-dir/production-app.js",
    code: "apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0] || defaultRenderer",
    why: "replaceHydrateFunction replaces Gatsby's renderer",
  },
  {
    file: "cache-dir/production-app.js",
    code: "if (focusEl && focusEl.children.length) { defaultRenderer = (Component, el) => hydrate(Component, el, { onUncaughtError: handleUncaughtError, onCaughtError: handleCaughtError, })",
    why: "the hydrate function hydrates when #gatsby-focus-wrapper has children and passes Gatsby's two error callbacks",
  },
  {
    file: "cache-dir/production-app.js",
    code: "render(Component, el, { onUncaughtError: handleUncaughtError, onCaughtError: handleCaughtError, })",
    why: "client-only pages render with Gatsby's two error callbacks",
  },
  {
    file: "cache-dir/production-app.js",
    code: "const handleUncaughtError = (error, errorInfo) => { console.error(`Uncaught error:`, error, errorInfo) apiRunner(`onUncaughtError`, { error, errorInfo }) } const handleCaughtError = (error, errorInfo) => { apiRunner(`onCaughtError`, { error, errorInfo }) }",
    why: "the error callbacks the hydrate function reproduces",
  },
  {
    file: "cache-dir/api-runner-browser.js",
    code: "exports.apiRunner = (api, args = {}, defaultReturn, argTransform) =>",
    why: "the hydrate function runs the plugins' onUncaughtError/onCaughtError through Gatsby's apiRunner",
  },
  {
    file: "cache-dir/static-entry.js",
    code: "await apiRunnerAsync(`replaceRenderer`, { bodyComponent, replaceBodyHTMLString,",
    why: "replaceRenderer gets the page's element and sets its markup",
  },
  {
    file: "cache-dir/static-entry.js",
    code: "// If no one stepped up, we'll handle it. if (!bodyHtml) {",
    why: "a page replaceRenderer leaves alone is rendered by Gatsby's stream",
  },
  {
    file: "cache-dir/production-app.js",
    code: "window.___loader = publicLoader",
    why: "ShopLink prefetches through window.___loader",
  },
  {
    file: "cache-dir/loader.js",
    code: "enqueue: rawPath => instance.prefetch(rawPath),",
    why: "ShopLink prefetches a link in view with ___loader.enqueue",
  },
  {
    file: "cache-dir/loader.js",
    code: "hovering: rawPath => instance.hovering(rawPath),",
    why: "ShopLink tells the loader about a hovered link with ___loader.hovering",
  },
  {
    file: "cache-dir/navigation.js",
    code: "window.___navigate = (to, options) => navigate(to, options)",
    why: "ShopLink navigates in the app with window.___navigate",
  },
  {
    file: "cache-dir/production-app.js",
    code: "pagePath.match(/^\\/offline-plugin-app-shell-fallback\\/?$/)",
    why: "the Polish and German app shells name the English shell's path, the one the runtime does not navigate away from (lib/service-worker.ts)",
  },
  {
    file: "cache-dir/production-app.js",
    code:
      "apiRunnerAsync(`onClientEntry`).then(() => { const handleUncaughtError = (error, errorInfo) => { console.error(`Uncaught error:`, error, errorInfo) apiRunner(`onUncaughtError`, { error, errorInfo }) } " +
      "const handleCaughtError = (error, errorInfo) => { apiRunner(`onCaughtError`, { error, errorInfo }) } // Let plugins register a service worker. The plugin just needs // to return true. " +
      "if (apiRunner(`registerServiceWorker`).filter(Boolean).length > 0) { require(`./register-service-worker`) }",
    why: "the offline worker is registered once onClientEntry, where its registration is held back (lib/service-worker-later.ts), has run",
  },
  {
    file: "cache-dir/register-service-worker.js",
    code: "navigator.serviceWorker .register(`${__BASE_PATH__}/sw.js`) .then(function (reg) {",
    why: "Gatsby registers the worker with navigator.serviceWorker.register and waits for its promise, which lib/service-worker-later.ts holds back",
  },
  {
    file: "cache-dir/production-app.js",
    code: "React.useEffect(() => { if (!onClientEntryRanRef.current) { onClientEntryRanRef.current = true if (performance.mark) { performance.mark(`onInitialClientRender`) } apiRunner(`onInitialClientRender`) } }, [])",
    why: "onInitialClientRender runs in an effect of Gatsby's root: the first render has committed (lib/service-worker-later.ts)",
  },
  {
    file: "cache-dir/register-service-worker.js",
    code: "window.___swUpdated = true",
    why: "the offline record of a page is skipped after a new worker took over, as the offline plugin does",
  },
];

/** The expectations Gatsby's files (under `gatsbyDir`) do not meet, as messages. */
export function runtimeProblems(gatsbyDir: string, expectations = RUNTIME_EXPECTATIONS): string[] {
  const sources = new Map<string, string>();
  const read = (file: string) => {
    if (!sources.has(file)) sources.set(file, squeeze(fs.readFileSync(`${gatsbyDir}/${file}`, "utf8")));
    return sources.get(file) as string;
  };
  return expectations
    .filter(({ file, code }) => !read(file).includes(squeeze(code)))
    .map(({ file, code, why }) => `gatsby/${file} no longer has \`${code}\` (${why})`);
}

/** gatsby-plugin-react-helmet's server hook, which the renderer calls right after each page's body. */
export function helmetProblems(helmetSsr: { onRenderBody?: unknown }): string[] {
  return typeof helmetSsr.onRenderBody === "function"
    ? []
    : ["gatsby-plugin-react-helmet/gatsby-ssr no longer exports onRenderBody (the renderer takes each page's head with it)"];
}

/**
 * gatsby-plugin-offline's browser code whose record of a page opened with a query string
 * offline-resources.ts corrects: it records `location.pathname`'s files by message to its worker.
 */
export const OFFLINE_EXPECTATIONS = [
  "var pathname = location.pathname.replace(__BASE_PATH__, \"\"); setPathResources(pathname, getResourceURLsForPathname);",
  "var resources = getResourceURLsForPathname(path); serviceWorker.controller.postMessage({ gatsbyApi: \"setPathResources\", path: path, resources: resources });",
];

export function offlinePluginProblems(offlineBrowserFile: string): string[] {
  const source = squeeze(fs.readFileSync(offlineBrowserFile, "utf8"));
  return OFFLINE_EXPECTATIONS.filter((code) => !source.includes(squeeze(code))).map(
    (code) => `${offlineBrowserFile} no longer has \`${code}\` (offline-resources.ts corrects what it records)`,
  );
}
