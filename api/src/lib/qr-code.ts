import zlib from "node:zlib";
import qrcode from "qrcode-generator";

/**
 * The QR code of a collection code, as counter scanners read it: the bare code in QR's alphanumeric
 * mode (the smallest symbol), error correction M (a scratched phone screen still scans).
 */
function symbol(text: string) {
  const qr = qrcode(0, "M");
  qr.addData(text, "Alphanumeric");
  qr.make();
  return qr;
}

/**
 * The same code's image is asked for again and again (each read of a reservation, each e-mail), and
 * drawing it is most of a placement's CPU (bench/reservations.mjs): the last few hundred are kept.
 */
const MEMO_SIZE = 500;
function memo<T>(draw: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let image = kept.get(text);
    if (image === undefined) {
      image = draw(text);
      if (kept.size >= MEMO_SIZE) kept.delete(kept.keys().next().value!);
      kept.set(text, image);
    }
    return image;
  };
}

/**
 * A compact SVG: one path, a run of dark modules per row as one rectangle, a quiet zone of four modules.
 * It travels in the reservation's JSON and is kept with it on the phone, so the code shows offline.
 */
export const qrSvg = memo(function drawSvg(text: string): string {
  const qr = symbol(text);
  const n = qr.getModuleCount();
  const size = n + 8;
  let path = "";
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.isDark(row, col)) col++;
      path += `M${start + 4} ${row + 4}h${col - start}v1h-${col - start}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
});

/**
 * A PNG for e-mail (clients that block SVG still show an attached image), `cell` pixels a module: a
 * one-bit greyscale image compressed by Node's zlib. The library's own GIF encoder (LZW in JavaScript)
 * took about 9 ms a code, a third of a placement's CPU (bench/reservations.mjs); this takes well under one.
 */
export const qrPng = memo(function drawPng(text: string): Buffer {
  const cell = 6;
  const qr = symbol(text);
  const modules = qr.getModuleCount() + 8; // with the quiet zone of four modules a side
  const width = modules * cell;
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * width, 0); // each row: filter type 0, then the bits (1 = white)
  for (let y = 0; y < width; y++) {
    const row = y * (rowBytes + 1);
    for (let x = 0; x < width; x++) {
      const [mr, mc] = [Math.floor(y / cell) - 4, Math.floor(x / cell) - 4];
      const dark = mr >= 0 && mc >= 0 && mr < modules - 8 && mc < modules - 8 && qr.isDark(mr, mc);
      if (!dark) raw[row + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
});
