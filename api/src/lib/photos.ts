import fs from "node:fs";
import path from "node:path";

/**
 * Real photographs take the generated artwork's place. An operator (or a future import) puts them in
 * `DATA_DIR/media/<kind>/<slug>.<webp|jpg|png>`, and `<slug>--<n>.<ext>` for a product's n-th view, at
 * the kind's size (api/src/lib/images.ts), with `<name>.w300.<ext>` beside it at a smaller width, then restarts the API or calls `loadPhotos` again: the
 * API's image URLs then name the photo, and /media serves it. Kept in memory because every listing asks
 * for dozens of images; only names that could be a URL are indexed.
 */
const PHOTO = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-9][0-9]?))?(?:\.w([1-9][0-9]{1,3}))?\.(webp|jpg|jpeg|png)$/;

/** The smaller widths a product photograph is also written at (catalogue-import/images.ts), for `srcset`. */
export const PHOTO_WIDTHS = [300] as const;

export const PHOTO_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export interface Photo {
  /** The full-size file in the preferred format: "glen-corran-12--2.webp" */
  file: string;
  /** Changes when the file does (its modification time), so a replaced photo gets a new URL. */
  version: string;
  /** The smaller widths in the same format, smallest first: [{ width: 300, file: "….w300.webp" }] */
  widths: { width: number; file: string }[];
}

let folder: string | undefined;
/** "products/glen-corran-12--2" → the photo (the preferred format of the picture) */
let index = new Map<string, Photo>();
/** Every photo file on disk, in any format: a picture's JPEG beside its WebP is served too (older clients). */
let files = new Set<string>();

/** (Re)reads the photo folder; a missing folder just means no photos yet. */
export function loadPhotos(mediaDir: string): void {
  const found = new Map<string, Photo>();
  const all = new Set<string>();
  for (const kind of safeReaddir(mediaDir)) {
    for (const file of safeReaddir(path.join(mediaDir, kind))) {
      const match = PHOTO.exec(file);
      if (!match) continue;
      all.add(`${kind}/${file}`);
      if (match[3]) continue; // a smaller width: found below, beside its full-size file
      const key = `${kind}/${match[1]}${match[2] && match[2] !== "1" ? `--${match[2]}` : ""}`;
      // Two formats of one picture: the first in WebP, JPEG, PNG order wins, whatever the disk's order.
      const previous = found.get(key);
      if (!previous || rank(file) < rank(previous.file)) found.set(key, { file, version: "", widths: [] });
    }
  }
  for (const [key, photo] of found) {
    const kind = key.slice(0, key.indexOf("/"));
    const dot = photo.file.lastIndexOf(".");
    const [stem, extension] = [photo.file.slice(0, dot), photo.file.slice(dot)];
    photo.widths = PHOTO_WIDTHS.map((width) => ({ width, file: `${stem}.w${width}${extension}` })).filter((w) =>
      all.has(`${kind}/${w.file}`),
    );
    photo.version = modified(path.join(mediaDir, kind, photo.file));
  }
  folder = mediaDir;
  index = found;
  files = all;
}

function modified(file: string): string {
  try {
    return Math.floor(fs.statSync(file).mtimeMs).toString(36);
  } catch {
    return "0";
  }
}

const rank = (file: string) => ["webp", "jpg", "jpeg", "png"].indexOf(file.slice(file.lastIndexOf(".") + 1));

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** The photo for a picture, if the operator has supplied one. */
export function photoFile(kind: string, slug: string, view = 1): Photo | undefined {
  return index.get(`${kind}/${slug}${view > 1 ? `--${view}` : ""}`);
}

/** The absolute path of a photo file found by loadPhotos, or undefined: only those names are ever opened. */
export function photoPath(kind: string, file: string): string | undefined {
  const match = PHOTO.exec(file);
  if (!folder || !match) return undefined;
  return files.has(`${kind}/${file}`) ? path.join(folder, kind, file) : undefined;
}

/**
 * Every `kind` photo's version, joined per slug (all its views, in a stable order): what
 * lib/product-versions.ts adds to a product's version, since a replaced photo changes its URL.
 */
export function photoVersionsBySlug(kind: string): Map<string, string> {
  const bySlug = new Map<string, string[]>();
  for (const [key, photo] of index) {
    if (!key.startsWith(`${kind}/`)) continue;
    const name = key.slice(kind.length + 1);
    const slug = name.replace(/--[0-9]+$/, "");
    const views = bySlug.get(slug) ?? [];
    views.push(`${name}@${photo.version}`);
    bySlug.set(slug, views);
  }
  return new Map([...bySlug].map(([slug, versions]) => [slug, versions.sort().join(",")]));
}
