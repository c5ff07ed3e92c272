import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { zipSync } from "fflate";
import sharp from "sharp";
import { backend } from "../helpers/app.ts";
import { importTest, type ImportTest } from "./support.ts";

/**
 * Product photographs from a zip (issue 21): named after the product, fitted into the product picture's
 * 600 × 600 box as WebP and JPEG, served in place of the drawn artwork; checked whole first, all or none.
 */
describe(`catalogue import: product photographs (${backend})`, () => {
  let it: ImportTest;
  let slugs: string[];
  before(async () => {
    it = await importTest();
    slugs = (await it.t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 2")).rows.map(
      (r) => r.slug,
    );
  });
  after(() => it.t.close());

  /** A landscape photograph of one colour, as a camera or a designer would send it. */
  const photo = (format: "png" | "jpeg", colour: string) => {
    const canvas = sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } });
    return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
  };

  const sendZip = (files: Record<string, Uint8Array>, dryRun: boolean) =>
    it.t.app.inject({
      method: "POST",
      url: `/api/operator/images/?dry_run=${dryRun}`,
      headers: { ...it.operator, "content-type": "application/zip" },
      payload: Buffer.from(zipSync(files)),
    });

  test("a zip of photographs: checked, then written as WebP and JPEG at 600 and 300 pixels and served instead of the artwork", async () => {
    const [first, second] = slugs as [string, string];
    const files = {
      [`${first}.jpg`]: new Uint8Array(await photo("jpeg", "#aa2233")),
      [`photos/${second}--2.PNG`]: new Uint8Array(await photo("png", "#2233aa")),
    };
    const dry = await sendZip(files, true);
    assert.equal(dry.statusCode, 200, dry.body);
    assert.deepEqual(dry.json().counts, { added: 2, changed: 0, unchanged: 0 });
    assert.match(
      (await it.t.app.inject({ url: `/api/products/${first}/` })).json().images[0].url,
      /\.svg\?v=/,
      "a dry run writes nothing",
    );

    const applied = await sendZip(files, false);
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(applied.json().applied, true);
    const product = (await it.t.app.inject({ url: `/api/products/${first}/` })).json();
    const [image] = product.images;
    assert.match(image.url, new RegExp(`^/media/products/${first}\\.webp\\?v=[0-9a-z]+$`));
    assert.deepEqual([image.width, image.height], [600, 600]);
    // Offered at 300 and 600 pixels for <img srcset>: the phone's grid takes the small one.
    assert.deepEqual(
      image.srcset,
      [
        { url: image.url.replace(".webp", ".w300.webp"), width: 300 },
        { url: image.url, width: 600 },
      ],
    );
    const small = await it.t.app.inject({ url: image.srcset[0].url });
    assert.equal(small.statusCode, 200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    assert.deepEqual([smallMeta.format, smallMeta.width, smallMeta.height], ["webp", 300, 300]);
    const smallJpeg = await it.t.app.inject({ url: `/media/products/${first}.w300.jpg` });
    assert.equal((await sharp(smallJpeg.rawPayload).metadata()).format, "jpeg", "the small JPEG beside it");
    const served = await it.t.app.inject({ url: product.images[0].url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers["content-type"], "image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ["webp", 600, 600]);
    const jpeg = await it.t.app.inject({ url: `/media/products/${first}.jpg` });
    assert.equal((await sharp(jpeg.rawPayload).metadata()).format, "jpeg", "the JPEG beside it");
    // The second product's second view: the product now has at least two pictures.
    const other = (await it.t.app.inject({ url: `/api/products/${second}/` })).json();
    assert.match(other.images[1].url, new RegExp(`^/media/products/${second}--2\\.webp\\?v=`));

    const again = await sendZip(files, false);
    assert.deepEqual(again.json().counts, { added: 0, changed: 0, unchanged: 2 }, "the same zip again changes nothing");
    assert.equal((await it.t.app.inject({ url: `/api/products/${first}/` })).json().images[0].url, image.url);
    // A new photograph under the same name gets a new URL: browsers and CDNs holding the old one fetch it.
    const replaced = await sendZip({ [`${first}.jpg`]: new Uint8Array(await photo("jpeg", "#22aa55")) }, false);
    assert.deepEqual(replaced.json().counts, { added: 0, changed: 1, unchanged: 0 });
    const newUrl = (await it.t.app.inject({ url: `/api/products/${first}/` })).json().images[0].url;
    assert.notEqual(newUrl, image.url);
    assert.equal(newUrl.split("?")[0], image.url.split("?")[0]);
  });

  test("bad pictures and bad zips: an error per file, nothing written", async () => {
    const before = await it.t.app.inject({ url: `/api/products/${slugs[1]}/` });
    const png = new Uint8Array(await photo("png", "#22aa33"));
    const cases: [string, Uint8Array, RegExp][] = [
      [
        "no-such-product.png",
        zipSync({ "no-such-product.png": png, [`${slugs[1]}.png`]: png }),
        /there is no product no-such-product/,
      ],
      [
        "holiday photo.png",
        zipSync({ "holiday photo.png": png, [`${slugs[1]}.png`]: png }),
        /is not named after a product/,
      ],
      [
        `${slugs[1]}.jpg`,
        zipSync({ [`${slugs[1]}.jpg`]: new TextEncoder().encode("not a picture at all") }),
        /not a picture that can be read/,
      ],
      ["", zipSync({ [`${slugs[1]}.png`]: png }).slice(0, 100), /not a zip file that can be read/],
      ["", new TextEncoder().encode("sku,airport\n"), /not a zip file/],
      // A tiny PNG that declares 10,000 × 10,000 pixels: refused before it is decoded.
      [
        `${slugs[1]}--2.png`,
        zipSync({
          [`${slugs[1]}--2.png`]: new Uint8Array(
            await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
              .png()
              .toBuffer(),
          ),
        }),
        /more than 40 megapixels/,
      ],
    ];
    for (const [file, zip, reason] of cases) {
      const res = await it.t.app.inject({
        method: "POST",
        url: "/api/operator/images/?dry_run=false",
        headers: { ...it.operator, "content-type": "application/zip" },
        payload: Buffer.from(zip),
      });
      assert.equal(res.statusCode, 422, res.body);
      const { report } = res.json();
      assert.equal(report.applied, false);
      const error = report.errors.find((e: { file: string }) => e.file === file);
      assert.ok(error, `${file}: ${JSON.stringify(report.errors)}`);
      assert.match(error.reason, reason);
    }
    assert.deepEqual(
      (await it.t.app.inject({ url: `/api/products/${slugs[1]}/` })).json().images,
      before.json().images,
    );
  });

  test("only operators import pictures", async () => {
    for (const headers of [it.traveller, it.clerk]) {
      const res = await it.t.app.inject({
        method: "POST",
        url: "/api/operator/images/",
        headers: { ...headers, "content-type": "application/zip" },
        payload: "x",
      });
      assert.equal(res.statusCode, 404);
    }
  });
});
