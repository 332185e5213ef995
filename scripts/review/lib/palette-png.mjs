// Baselines as 8-bit palette PNGs: a third of the size of the browser's full-colour screenshots. A
// screen has a few hundred to a couple of thousand colours, nearly all of them anti-aliasing shades;
// the 256 most frequent are kept exactly and every other shade takes the nearest of them. A new
// screenshot is mapped onto the baseline's own palette before comparing, so an unchanged render maps
// to exactly the baseline's pixels.
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const rgbAt = (data, offset) => (data[offset] << 16) | (data[offset + 1] << 8) | data[offset + 2];

/** The distinct colours of an RGBA image, or null when there are more than 256. */
export function paletteOf(image) {
  const colours = new Set();
  for (let offset = 0; offset < image.data.length; offset += 4) {
    colours.add(rgbAt(image.data, offset));
    if (colours.size > 256) return null;
  }
  return [...colours].sort((a, b) => a - b);
}

function mostFrequentColours(image) {
  const counts = new Map();
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const colour = rgbAt(image.data, offset);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 256)
    .map(([colour]) => colour);
}

function nearestIndex(palette, colour) {
  const red = colour >> 16;
  const green = (colour >> 8) & 0xff;
  const blue = colour & 0xff;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < palette.length; index += 1) {
    const candidate = palette[index];
    const distance =
      (red - (candidate >> 16)) ** 2 +
      (green - ((candidate >> 8) & 0xff)) ** 2 +
      (blue - (candidate & 0xff)) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/**
 * Maps an RGBA image (pngjs shape: width, height, data) onto a palette of at most 256 colours: the
 * given one, or its own 256 most frequent colours.
 */
export function quantize(image, palette = mostFrequentColours(image)) {
  const lookup = new Map(palette.map((colour, index) => [colour, index]));
  const indices = new Uint8Array(image.width * image.height);
  for (let pixel = 0; pixel < indices.length; pixel += 1) {
    const colour = rgbAt(image.data, pixel * 4);
    let index = lookup.get(colour);
    if (index === undefined) {
      index = nearestIndex(palette, colour);
      lookup.set(colour, index);
    }
    indices[pixel] = index;
  }
  return { width: image.width, height: image.height, palette, indices };
}

/** The RGBA pixels of a quantized image, to compare with a decoded PNG. */
export function toRgba({ palette, indices }) {
  const data = Buffer.alloc(indices.length * 4);
  for (let pixel = 0; pixel < indices.length; pixel += 1) {
    const colour = palette[indices[pixel]];
    data[pixel * 4] = colour >> 16;
    data[pixel * 4 + 1] = (colour >> 8) & 0xff;
    data[pixel * 4 + 2] = colour & 0xff;
    data[pixel * 4 + 3] = 0xff;
  }
  return data;
}

function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

/** Encodes a quantized image as an 8-bit palette PNG. */
export function encodePalettePng({ width, height, palette, indices }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const colours = Buffer.alloc(palette.length * 3);
  palette.forEach((colour, index) => {
    colours[index * 3] = colour >> 16;
    colours[index * 3 + 1] = (colour >> 8) & 0xff;
    colours[index * 3 + 2] = colour & 0xff;
  });
  // Filter "none" on every row, which suits palette images best.
  const rows = Buffer.alloc((width + 1) * height);
  for (let row = 0; row < height; row += 1) {
    rows.set(indices.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', colours),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
