import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the shop that sends a page's HTML in pieces with a pause between them, as weak
 * airport Wi-Fi does: Chromium paints what it has parsed at each pause, so a test sees the half-loaded
 * page a traveller sees, and any layout shift when the rest arrives. The HTML is cut just before each
 * string of `cuts` found in it (at its first occurrence, wherever it comes); every other request passes
 * through whole.
 */
export async function trickledHtmlProxy(
  origin: string,
  cuts: string[],
  pauseMs = 700,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(origin + req.url, {
        headers: { accept: req.headers.accept ?? "*/*", "accept-language": req.headers["accept-language"] ?? "" },
        redirect: "manual",
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get("content-type") ?? "";
      const headers: Record<string, string> = { "content-type": type };
      const location = upstream.headers.get("location");
      if (location) headers.location = location;
      res.writeHead(upstream.status, headers);
      if (!type.startsWith("text/html")) return void res.end(body);
      const html = body.toString("utf8");
      const positions = cuts.map((cut) => html.indexOf(cut)).filter((at) => at > 0);
      let from = 0;
      for (const at of positions.sort((a, b) => a - b)) {
        res.write(html.slice(from, at));
        from = at;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end(html.slice(from));
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  // Every interface, and named localhost: a secure context, where the shop registers its worker.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
