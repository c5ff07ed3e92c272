import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * PGlite is one process's database: nothing else may open its files while that process runs. So the
 * process that opens DATA_DIR's PGlite (the API, or a backup or restore while the API is stopped) first
 * listens on DATA_DIR/control.sock. A second process finds it answering and stops instead of opening the
 * same files, and `npm run backup` asks the running API for a backup through it. It is a Unix socket
 * inside DATA_DIR, created 0600: only the account that owns the data (or root) can reach it, never the
 * network.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

/** Unix socket paths are limited to 108 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100;

export interface ControlServer {
  /** What to answer a backup request with: the whole backup file. */
  onBackup(handler: () => Promise<Buffer>): void;
  close(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/** Claims DATA_DIR for this process; undefined when its path is too long for a socket (no claim made). */
export async function claimDataDir(dataDir: string): Promise<ControlServer | undefined> {
  const socket = controlSocketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return undefined;
  fs.mkdirSync(dataDir, { recursive: true });
  let backup: (() => Promise<Buffer>) | undefined;
  const server = net.createServer((conn) => {
    let request = "";
    let handled = false;
    conn.on("error", () => {});
    conn.on("data", async (chunk) => {
      request += chunk.toString("utf8");
      if (handled || !request.includes("\n")) return;
      handled = true;
      conn.pause();
      try {
        const { command } = JSON.parse(request.slice(0, request.indexOf("\n")));
        if (command !== "backup") throw new Error(`unknown command ${JSON.stringify(command)}`);
        if (!backup) throw new Error("this process does not take backups");
        const file = await backup();
        conn.write(JSON.stringify({ ok: true, bytes: file.length }) + "\n");
        conn.end(file);
      } catch (error) {
        conn.end(JSON.stringify({ ok: false, message: (error as Error).message }) + "\n");
      }
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, () => {
        server.off("error", reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await answers(socket)) {
      throw new DataDirInUseError(
        `another process (the API, a backup or a restore) is using ${dataDir}; stop it first`,
      );
    }
    fs.rmSync(socket, { force: true }); // left by a process that was killed
    await listen();
  }
  fs.chmodSync(socket, 0o600);
  return {
    onBackup: (handler) => void (backup = handler),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = net.connect(socket);
    conn.once("connect", () => {
      conn.destroy();
      resolve(true);
    });
    conn.once("error", () => resolve(false));
  });
}

/** A backup from the process that holds DATA_DIR; undefined when no process holds it. */
export async function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  const socket = controlSocketPath(dataDir);
  if (!fs.existsSync(socket)) return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const conn = net.connect(socket, () => {
      connected = true;
      conn.write(JSON.stringify({ command: "backup" }) + "\n");
    });
    conn.on("data", (chunk: Buffer) => chunks.push(chunk));
    conn.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve(undefined);
      else reject(new Error(`the running API's control socket ${socket}: ${error.message}`));
    });
    conn.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      let reply: { ok?: boolean; bytes?: number; message?: string } = {};
      try {
        reply = JSON.parse(all.subarray(0, newline).toString("utf8"));
      } catch {
        /* reported below */
      }
      if (!reply.ok)
        return reject(new Error(`the running API could not take a backup: ${reply.message ?? "no answer"}`));
      const file = all.subarray(newline + 1);
      if (file.length !== reply.bytes)
        return reject(
          new Error(`the running API's backup arrived incomplete (${file.length} of ${reply.bytes} bytes)`),
        );
      resolve(file);
    });
  });
}
