import type { Queryable } from "../db/database.ts";

/** The queue and history of the static site's builds (migration 011, plugins/site-publisher.ts). */

export interface SiteBuild {
  id: number;
  status: "queued" | "building" | "published" | "failed";
  import_ids: number[];
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  progress: string;
  error: string;
  release: string | null;
}

/**
 * Asks for a build after an import (in the import's transaction): joins the build already waiting, if
 * any, so that imports during a build make one follow-up build.
 */
export async function queueSiteBuild(db: Queryable, importId: number | null): Promise<void> {
  const ids = importId === null ? [] : [importId];
  const { rowCount } = await db.query(
    "UPDATE site_builds SET import_ids = import_ids || $1::int[] WHERE status = 'queued'",
    [ids],
  );
  if (rowCount === 0)
    await db.query("INSERT INTO site_builds (status, import_ids) VALUES ('queued', $1::int[])", [ids]);
}

export async function hasQueuedSiteBuild(db: Queryable): Promise<boolean> {
  return (await db.query("SELECT 1 FROM site_builds WHERE status = 'queued' LIMIT 1")).rows.length > 0;
}

/** The waiting build, now building; undefined when none waits (or another process took it). */
export async function claimSiteBuild(db: Queryable): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE site_builds SET status = 'building', started_at = now(), heartbeat_at = now()
      WHERE id = (SELECT id FROM site_builds WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  );
  return rows[0]?.id;
}

export async function reportProgress(db: Queryable, id: number, progress: string): Promise<void> {
  await db.query("UPDATE site_builds SET progress = $2, heartbeat_at = now() WHERE id = $1 AND status = 'building'", [
    id,
    progress.slice(0, 500),
  ]);
}

export async function finishSiteBuild(
  db: Queryable,
  id: number,
  outcome: { status: "published"; release: string } | { status: "failed"; error: string },
): Promise<void> {
  await db.query("UPDATE site_builds SET status = $2, finished_at = now(), release = $3, error = $4 WHERE id = $1", [
    id,
    outcome.status,
    outcome.status === "published" ? outcome.release : null,
    outcome.status === "failed" ? outcome.error.slice(-4000) : "",
  ]);
}

/** Builds left "building" by a process that stopped (no heartbeat for `staleSeconds`): they will never finish. */
export async function failInterruptedBuilds(db: Queryable, staleSeconds: number): Promise<void> {
  await db.query(
    `UPDATE site_builds SET status = 'failed', finished_at = now(), error = 'The process building it stopped; the site is the last one published.'
      WHERE status = 'building' AND heartbeat_at < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
}

export async function latestSiteBuilds(db: Queryable, limit: number): Promise<SiteBuild[]> {
  const { rows } = await db.query<
    Omit<SiteBuild, "requested_at" | "started_at" | "finished_at"> &
      Record<"requested_at" | "started_at" | "finished_at", Date | null>
  >(
    "SELECT id, status, import_ids, requested_at, started_at, finished_at, progress, error, release FROM site_builds ORDER BY id DESC LIMIT $1",
    [limit],
  );
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    ...r,
    requested_at: iso(r.requested_at)!,
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  }));
}
