import { inflateSync } from 'node:zlib';

/** A decoded picture: `rgb` holds three bytes per pixel, row after row. */
export interface Pixels {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/**
 * Decodes the PNG a browser screenshot gives (8-bit RGB or RGBA, not
 * interlaced) into its pixels; alpha is dropped, a screenshot being opaque.
 * Enough PNG for our own screenshots, so that reading their colours needs no
 * image library: anything else is refused rather than misread.
 */
export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47 || png.readUInt32BE(4) !== 0x0d0a1a0a) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
      if (depth !== 8 || !channels || interlace !== 0) throw new Error(`PNG of depth ${depth}, colour type ${colourType}, interlace ${interlace}: not a screenshot's`);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      // the PNG filters (RFC 2083 §6): each byte is stored against its left, upper and upper-left neighbours
      const a = x >= channels ? rows[out + x - channels]! : 0;
      const b = y > 0 ? rows[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[out - stride + x - channels]! : 0;
      let predicted: number;
      if (filter === 0) predicted = 0;
      else if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else throw new Error(`PNG filter ${filter}`);
      rows[out + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(rows.subarray(i * channels, i * channels + 3), i * 3);
  return { width, height, rgb };
}
