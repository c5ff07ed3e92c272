/**
 * A rebuild kept every page (issue 21), yet Gatsby deleted all 30,000 `SitePage` nodes and wrote them
 * again. Its stale-node sweep runs before `createPages`, when no page has been created again yet, so every
 * page's node looks untouched and is deleted (3–4 s at 10,000 products, each node read back from LMDB
 * with its page's context), then `createPage` writes each anew instead of finding it unchanged.
 *
 * A `SitePage` node lives exactly as long as its page does: Gatsby's internal-data-bridge creates it in
 * `createPage` and deletes it on `DELETE_PAGE`, which Gatsby sends for every page a build does not create
 * again. So the sweep is told what Gatsby's own API tells it for a plugin that manages its nodes itself:
 * internal-data-bridge is a "stateful source plugin" (`enableStatefulSourceNodes`), whose nodes the sweep
 * leaves alone. Its other nodes (`Site`, `SitePlugin`, `SiteBuildMetadata`) are created again by its
 * `sourceNodes` on every build, and a change of plugins empties Gatsby's cache anyway.
 */
import { gatsbyCodeProblems } from "./gatsby-code";

export const SITE_PAGE_OWNER = "internal-data-bridge";
export const ENABLE_STATEFUL = { type: "ENABLE_STATEFUL_SOURCE_PLUGIN", plugin: { name: SITE_PAGE_OWNER } } as const;

/** What the override relies on in Gatsby's code (`dist`: gatsby/dist). */
export function sitePageNodeProblems(dist: string): string[] {
  return gatsbyCodeProblems(dist, [
    ["utils/source-nodes.js", "if (state.statefulSourcePlugins.has(rootNode.internal.owner)) { return false; }", "spares the nodes of stateful source plugins from the stale-node sweep"],
    ["redux/reducers/stateful-source-plugins.js", "case `ENABLE_STATEFUL_SOURCE_PLUGIN`: { statefulSourcePlugins.add(action.plugin.name);", "records stateful source plugins by name"],
    ["redux/actions/public.js", "type: `SitePage`, contentDigest: createContentDigest(node) }; node.id = `SitePage ${internalPage.path}`;", "creates a page's SitePage node in createPage"],
    ["redux/actions/public.js", "plugin: { name: `internal-data-bridge` }, oldNode, payload: node", `makes ${SITE_PAGE_OWNER} the owner of SitePage nodes`],
    ["internal-plugins/internal-data-bridge/gatsby-node.js", "emitter.on(`DELETE_PAGE`, action => { const nodeId = createPageId(action.payload.path); const node = getNode(nodeId); store.dispatch(actions.deleteNode(node)); });", "deletes a page's SitePage node with the page"],
  ]);
}
