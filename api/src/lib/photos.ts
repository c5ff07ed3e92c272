import fs from "node:fs";
import path from "node:path";

/**
 * Real photographs take the generated artwork's place. An operator (or a future import) puts them in
 * `DATA_DIR/media/<kind>/<slug>.<webp|jpg|png>`, and `<slug>--<n>.<ext>` for a product's n-th view, at
 * the kind's size (api/src/lib/images.ts), then restarts the API or calls `loadPhotos` again: the
 * API's image URLs then name the photo, and /media serves it. Kept in memory because every listing asks
 * for dozens of images; only names that could be a URL are indexed.
 */
const PHOTO = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-9][0-9]?))?\.(webp|jpg|jpeg|png)$/;

export const PHOTO_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

let folder: string | undefined;
/** "products/glen-corran-12--2" → "glen-corran-12--2.jpg" (the preferred format of the picture) */
let index = new Map<string, string>();
/** Every photo file on disk, in any format: a picture's JPEG beside its WebP is served too (older clients). */
let files = new Set<string>();

/** (Re)reads the photo folder; a missing folder just means no photos yet. */
export function loadPhotos(mediaDir: string): void {
  const found = new Map<string, string>();
  const all = new Set<string>();
  for (const kind of safeReaddir(mediaDir)) {
    for (const file of safeReaddir(path.join(mediaDir, kind))) {
      const match = PHOTO.exec(file);
      if (!match) continue;
      all.add(`${kind}/${file}`);
      const key = `${kind}/${match[1]}${match[2] && match[2] !== "1" ? `--${match[2]}` : ""}`;
      // Two formats of one picture: the first in WebP, JPEG, PNG order wins, whatever the disk's order.
      const previous = found.get(key);
      if (!previous || rank(file) < rank(previous)) found.set(key, file);
    }
  }
  folder = mediaDir;
  index = found;
  files = all;
}

const rank = (file: string) => ["webp", "jpg", "jpeg", "png"].indexOf(file.slice(file.lastIndexOf(".") + 1));

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** The photo file name for a picture, if the operator has supplied one. */
export function photoFile(kind: string, slug: string, view = 1): string | undefined {
  return index.get(`${kind}/${slug}${view > 1 ? `--${view}` : ""}`);
}

/** The absolute path of a photo file found by loadPhotos, or undefined: only those names are ever opened. */
export function photoPath(kind: string, file: string): string | undefined {
  const match = PHOTO.exec(file);
  if (!folder || !match) return undefined;
  return files.has(`${kind}/${file}`) ? path.join(folder, kind, file) : undefined;
}
