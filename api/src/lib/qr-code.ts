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
 * A compact SVG: one path, a run of dark modules per row as one rectangle, a quiet zone of four modules.
 * It travels in the reservation's JSON and is kept with it on the phone, so the code shows offline.
 */
export function qrSvg(text: string): string {
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
}

/** A GIF for e-mail (clients that block SVG still show an attached image), `cell` pixels a module. */
export function qrGif(text: string, cell = 6): Buffer {
  const url = symbol(text).createDataURL(cell, cell * 4);
  return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
}
