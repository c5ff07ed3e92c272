import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import type { Database } from "../db/database.ts";
import type { ImagesReport } from "../schemas/catalogue-import.ts";
import { CATALOGUE_CHANNEL } from "../lib/catalogue-memo.ts";
import { IMAGE_KINDS } from "../lib/images.ts";
import { loadPhotos, PHOTO_WIDTHS } from "../lib/photos.ts";
import { productImageCounts, raiseImageCounts } from "../repositories/catalogue-import.ts";
import { queueSiteBuild } from "../repositories/site-builds.ts";

/**
 * Product photographs from a folder or a zip, referenced by file name: `<product slug>.jpg` for its
 * first view, `<product slug>--2.png` for the second, and so on (JPEG, PNG, WebP or AVIF, any size).
 * Each is turned upright (EXIF), fitted into the product picture's box (lib/images.ts, 600 × 600, on
 * white, so cards never shift) and written as WebP, with a JPEG beside it for clients without WebP,
 * and again at the smaller widths pages offer in `srcset`, under DATA_DIR/media/products/, where the
 * API serves photographs instead of the drawn artwork.
 * Checked whole first; an apply writes every file or none (each written aside, then renamed into place).
 */

export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
export const MAX_IMAGES_TOTAL_BYTES = 500 * 1024 * 1024;
/**
 * A photograph of at most 40 megapixels (a 7,000 × 5,700 camera's): a small file may declare a huge
 * canvas (a "pixel bomb"), and decoding 16,000 × 16,000 pixels, sharp's own limit, takes a gigabyte.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-9]))?\.(jpe?g|png|webp|avif)$/i;

type ImageError = ImagesReport["errors"][number];

type Source = { folder: string } | { zip: Uint8Array };

/** The files of a folder (not its subfolders) or of a zip, by name; a bad zip is an error, not a throw. */
function readSource(source: Source, errors: ImageError[]): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  if ("folder" in source) {
    for (const entry of fs.readdirSync(source.folder, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith(".")) continue;
      const size = fs.statSync(path.join(source.folder, entry.name)).size;
      if (size > MAX_IMAGE_BYTES)
        errors.push({ file: entry.name, reason: `is ${(size / 2 ** 20).toFixed(0)} MB; at most 30 MB a picture` });
      else files.set(entry.name, new Uint8Array(fs.readFileSync(path.join(source.folder, entry.name))));
    }
    return files;
  }
  let total = 0;
  try {
    const entries = unzipSync(source.zip, {
      // Sizes as the zip declares them, checked before anything is inflated (a zip bomb stops here).
      filter: (file) => {
        if (
          file.name.endsWith("/") ||
          path.posix.basename(file.name).startsWith(".") ||
          file.name.startsWith("__MACOSX/")
        )
          return false;
        total += file.originalSize;
        if (file.originalSize > MAX_IMAGE_BYTES) {
          errors.push({ file: file.name, reason: "is bigger than 30 MB unpacked" });
          return false;
        }
        return total <= MAX_IMAGES_TOTAL_BYTES;
      },
    });
    if (total > MAX_IMAGES_TOTAL_BYTES)
      errors.push({ file: "", reason: "the zip unpacks to more than 500 MB: split it" });
    for (const [name, bytes] of Object.entries(entries)) files.set(path.posix.basename(name), bytes);
  } catch (error) {
    errors.push({ file: "", reason: `not a zip file that can be read (truncated?): ${(error as Error).message}` });
  }
  return files;
}

/**
 * The files of one picture: WebP and JPEG fitted into the product box, and the same at each smaller
 * width of PHOTO_WIDTHS (`<name>.w300.webp`), which the pages offer in `srcset` so a phone's two-column
 * grid does not download 600-pixel pictures.
 */
async function render(bytes: Uint8Array, base: string): Promise<{ name: string; bytes: Buffer }[]> {
  const box = IMAGE_KINDS.products;
  const out: { name: string; bytes: Buffer }[] = [];
  for (const width of [box.width, ...PHOTO_WIDTHS.filter((w) => w < box.width)]) {
    const height = Math.round((box.height * width) / box.width);
    const fitted = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(width, height, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" });
    const name = width === box.width ? base : `${base}.w${width}`;
    out.push({ name: `${name}.webp`, bytes: await fitted.clone().webp({ quality: 82 }).toBuffer() });
    out.push({ name: `${name}.jpg`, bytes: await fitted.jpeg({ quality: 84, mozjpeg: true }).toBuffer() });
  }
  return out;
}

export async function importImages(
  db: Database,
  source: Source,
  options: { dryRun: boolean; dataDir: string; onProgress?: (done: number, total: number) => void },
): Promise<ImagesReport> {
  const errors: ImageError[] = [];
  const files = readSource(source, errors);
  const counts = { added: 0, changed: 0, unchanged: 0 };
  const known = new Map((await productImageCounts(db)).map((p) => [p.slug, p.image_count]));
  const dir = path.join(options.dataDir, "media", "products");
  const writes: { name: string; bytes: Buffer }[] = [];
  const views = new Map<string, number>();
  const seen = new Map<string, string>();
  let done = 0;
  for (const [file, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    options.onProgress?.(done++, files.size);
    const match = NAME.exec(file);
    if (!match) {
      errors.push({
        file,
        reason: "is not named after a product: <product slug>.jpg, or <product slug>--2.jpg for its second view",
      });
      continue;
    }
    const slug = match[1]!.toLowerCase();
    const view = Number(match[2] ?? 1);
    const base = view > 1 ? `${slug}--${view}` : slug;
    if (seen.has(base)) {
      errors.push({ file, reason: `is the same picture as ${seen.get(base)}` });
      continue;
    }
    seen.set(base, file);
    if (!known.has(slug)) {
      errors.push({ file, reason: `there is no product ${slug}` });
      continue;
    }
    let next;
    try {
      next = await render(bytes, base);
    } catch (error) {
      const tooBig = /pixel limit/i.test((error as Error).message);
      errors.push({
        file,
        reason: tooBig
          ? `has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: scale it down (600 × 600 is what pages show)`
          : "is not a picture that can be read (JPEG, PNG, WebP or AVIF)",
      });
      continue;
    }
    const current = next.map((f) => readOrUndefined(path.join(dir, f.name)));
    if (current.every((c) => c === undefined)) counts.added++;
    else if (current.every((c, i) => c !== undefined && c.equals(next[i]!.bytes))) counts.unchanged++;
    else counts.changed++;
    if (!current.every((c, i) => c !== undefined && c.equals(next[i]!.bytes))) writes.push(...next);
    views.set(slug, Math.max(views.get(slug) ?? 0, view));
  }
  options.onProgress?.(files.size, files.size);
  const report = (applied: boolean): ImagesReport => ({
    dry_run: options.dryRun,
    applied,
    files: files.size,
    counts,
    error_count: errors.length,
    errors: errors.slice(0, 1000),
  });
  if (errors.length || options.dryRun) return report(false);

  fs.mkdirSync(dir, { recursive: true });
  const aside = writes.map((w) => ({ ...w, temp: path.join(dir, `.${w.name}.${randomBytes(6).toString("hex")}.tmp`) }));
  try {
    for (const w of aside) fs.writeFileSync(w.temp, w.bytes);
  } catch (error) {
    for (const w of aside) fs.rmSync(w.temp, { force: true });
    throw error;
  }
  for (const w of aside) fs.renameSync(w.temp, path.join(dir, w.name));
  const raised = [...views].filter(([slug, view]) => view > known.get(slug)!);
  await db.transaction(async (tx) => {
    await raiseImageCounts(tx, raised);
    await queueSiteBuild(tx, null);
    // The pictures' URLs are in cached answers: every process drops them (plugins/catalogue-changes.ts).
    await tx.query("SELECT pg_notify($1, $2)", [CATALOGUE_CHANNEL, "images"]);
  });
  loadPhotos(path.join(options.dataDir, "media"));
  return report(true);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}
