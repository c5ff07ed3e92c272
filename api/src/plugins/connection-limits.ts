import fp from "fastify-plugin";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Socket } from "node:net";
import type { Config } from "../config.ts";

/**
 * Slow clients (headers or a body trickled a byte at a time, idle keep-alive connections) each hold a
 * socket and a file descriptor; enough of them and every new connection fails. Node and Fastify leave
 * the request timeout off and keep connections for minutes, so these settings bound how long any one
 * connection can be held, and how many one process and one client address may hold at once.
 */
export function httpServerOptions(config: Config): Partial<FastifyServerOptions> & { http: object } {
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const headersTimeout = ms(config.httpHeadersTimeoutSeconds);
  const requestTimeout = ms(config.httpRequestTimeoutSeconds);
  const keepAliveTimeout = ms(config.httpKeepAliveTimeoutSeconds);
  return {
    requestTimeout,
    keepAliveTimeout,
    connectionTimeout: ms(config.httpIdleTimeoutSeconds),
    http: {
      headersTimeout,
      requestTimeout,
      keepAliveTimeout,
      // Node checks the two timeouts above only this often (30 s by default), which would let a slow
      // request live up to 30 s past its timeout.
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.round(Math.min(headersTimeout, requestTimeout) / 4))),
    },
  };
}

/** The per-process and per-address connection caps (MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS). */
export const connectionLimits = fp(async (app: FastifyInstance) => {
  const { maxConnections, maxConnectionsPerAddress } = app.config;
  // Beyond this, node closes new connections as soon as they are accepted.
  app.server.maxConnections = maxConnections;
  if (maxConnectionsPerAddress === 0) return;

  const open = new Map<string, number>();
  const onConnection = (socket: Socket) => {
    // Behind a proxy this is the proxy's address (TRUST_PROXY does not apply to sockets): see README.
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  };
  app.server.on("connection", onConnection);
  app.addHook("onClose", async () => {
    app.server.off("connection", onConnection);
  });
});
