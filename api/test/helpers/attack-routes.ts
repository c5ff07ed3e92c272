import type { FastifyInstance } from "fastify";

/** One route the app serves: the method and the path as Fastify knows it (`:id`, `*`). */
export interface RouteInfo {
  method: string;
  path: string;
  /** The path's parameters, in order (`*` is called "*"). */
  params: string[];
}

/**
 * Every route of a ready app, read from `printRoutes()`'s tree, so a route added tomorrow is attacked
 * without anyone editing this suite. HEAD routes are Fastify's automatic twins of the GET routes.
 */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; prefix: string }[] = [];
  const routes: RouteInfo[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    while (stack.length > depth) stack.pop();
    const full = (stack.at(-1)?.prefix ?? "") + match[2]!;
    stack.push({ depth, prefix: full });
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim()).filter(Boolean)) {
      if (method === "HEAD") continue;
      const params = [...full.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
      routes.push({ method, path: full, params });
    }
  }
  return routes;
}

/** Where a route belongs, so that one app serves a group of related routes. */
export function routeGroup(route: RouteInfo): string {
  if (route.path.startsWith("/auth/")) return "auth";
  if (route.path.startsWith("/api/wishlist")) return "wishlist";
  if (route.path.startsWith("/api/reservations")) return "reservations";
  if (route.path.startsWith("/api/counter")) return "counter";
  if (route.path.startsWith("/api/operator")) return "operator";
  if (route.method !== "GET") return "account writes";
  if (route.path.startsWith("/api/docs") || route.path.startsWith("/media") || route.path.startsWith("/api/health")) return "media, docs, health";
  return "catalogue";
}

export interface OperationSchema {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>[];
}

/**
 * The request schemas of each operation from the app's OpenAPI document, keyed `METHOD /path/:param`,
 * so that generated requests can be almost valid (and so reach the handler) as well as wildly wrong.
 * Empty when the document is not served.
 */
export async function operationSchemas(app: FastifyInstance): Promise<Map<string, OperationSchema>> {
  const out = new Map<string, OperationSchema>();
  for (const url of ["/api/docs/json", "/api/docs/openapi.json", "/documentation/json"]) {
    const res = await app.inject({ method: "GET", url });
    if (res.statusCode !== 200) continue;
    let doc: { paths?: Record<string, Record<string, any>>; components?: { schemas?: Record<string, unknown> } };
    try {
      doc = res.json();
    } catch {
      continue;
    }
    const components = doc.components?.schemas ?? {};
    const resolve = (schema: any, depth = 0): any => {
      if (depth > 20 || schema === null || typeof schema !== "object") return schema;
      if (typeof schema.$ref === "string") {
        const name = schema.$ref.split("/").pop();
        return resolve(components[name], depth + 1);
      }
      if (Array.isArray(schema)) return schema.map((s) => resolve(s, depth + 1));
      return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolve(v, depth + 1)]));
    };
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      const fastifyPath = path.replace(/\{(\w+)\}/g, ":$1");
      for (const [method, op] of Object.entries(ops)) {
        if (typeof op !== "object" || op === null) continue;
        const body = op.requestBody?.content?.["application/json"]?.schema;
        const query = (op.parameters ?? []).filter((p: any) => p.in === "query").map((p: any) => resolve(p));
        out.set(`${method.toUpperCase()} ${fastifyPath}`, { body: body && resolve(body), query });
      }
    }
    break;
  }
  return out;
}
