import { spawn, type ChildProcess } from "node:child_process";
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { publishRelease, takeBuildLock } from "../lib/site-releases.ts";
import {
  claimSiteBuild,
  failInterruptedBuilds,
  finishSiteBuild,
  hasQueuedSiteBuild,
  reportProgress,
} from "../repositories/site-builds.ts";

/**
 * Publishing the static site after imports (issue 21), when SITE_RELEASES_DIR and SITE_BUILD_COMMAND are
 * set (npm start sets them): the oldest queued build (repositories/site-builds.ts) is claimed, the
 * build command runs in SITE_BUILD_CWD against this API (Gatsby keeps its cache there, so only the
 * pages whose data changed are rendered again), and its output (SITE_BUILD_OUTPUT) becomes a new
 * release, swapped in atomically (lib/site-releases.ts). A failed build keeps the last good site and
 * records why. One build at a time across processes (the claim skips a locked row); an import during
 * a build joins the one queued build.
 */
const POLL_MS = 2000;
const HEARTBEAT_MS = 5000;
const STALE_SECONDS = 120;
const BUILD_TIMEOUT_MS = 60 * 60_000;

export const sitePublisher = fp(async (app: FastifyInstance) => {
  const publish = app.config.sitePublish;
  if (!publish) return;
  let busy = false;
  let closing = false;
  let child: ChildProcess | undefined;

  const build = (id: number) =>
    new Promise<{ ok: true } | { ok: false; error: string }>((resolve) => {
      const [command, ...args] = publish.command.split(/\s+/).filter(Boolean);
      const output: string[] = [];
      let latest = "";
      child = spawn(command!, args, {
        cwd: publish.cwd,
        env: {
          ...process.env,
          GATSBY_API_URL: `http://127.0.0.1:${app.config.port}`,
          SITE_BUILD_ID: String(id),
          CI: "true",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const collect = (chunk: Buffer) => {
        for (const line of String(chunk).split("\n")) {
          if (!line.trim()) continue;
          output.push(line);
          if (output.length > 200) output.shift();
          latest = line.trim();
        }
      };
      child.stdout!.on("data", collect);
      child.stderr!.on("data", collect);
      const heartbeat = setInterval(() => void reportProgress(app.db, id, latest).catch(() => {}), HEARTBEAT_MS);
      const timeout = setTimeout(() => child?.kill("SIGTERM"), BUILD_TIMEOUT_MS);
      child.on("error", (error) => output.push(error.message));
      child.on("close", (code, signal) => {
        clearInterval(heartbeat);
        clearTimeout(timeout);
        child = undefined;
        if (code === 0) resolve({ ok: true });
        else
          resolve({
            ok: false,
            error: `The build stopped (${signal ?? `exit ${code}`}):\n${output.slice(-40).join("\n")}`,
          });
      });
    });

  const work = async () => {
    if (busy || closing) return;
    busy = true;
    if (!(await hasQueuedSiteBuild(app.db).catch(() => false))) {
      busy = false;
      return;
    }
    // npm start's first build may be running in the same folder: the queued build waits for it.
    const unlock = takeBuildLock(publish.releases);
    if (!unlock) {
      busy = false;
      return;
    }
    try {
      for (let id = await claimSiteBuild(app.db); id !== undefined && !closing; id = await claimSiteBuild(app.db)) {
        app.log.info({ build: id }, "building the site");
        const result = await build(id);
        if (result.ok) {
          try {
            const release = publishRelease(publish.output, publish.releases, `build-${id}`);
            await finishSiteBuild(app.db, id, { status: "published", release });
            app.log.info({ build: id, release }, "site published");
          } catch (error) {
            await finishSiteBuild(app.db, id, {
              status: "failed",
              error: `The build could not be published: ${(error as Error).message}`,
            });
          }
        } else {
          await finishSiteBuild(app.db, id, { status: "failed", error: result.error });
          app.log.warn({ build: id }, "site build failed; the last good site stays");
        }
      }
    } catch (error) {
      app.log.error({ err: error }, "site publisher");
    } finally {
      unlock();
      busy = false;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await failInterruptedBuilds(app.db, STALE_SECONDS);
    timer = setInterval(() => void work(), POLL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    child?.kill("SIGTERM");
  });
});
