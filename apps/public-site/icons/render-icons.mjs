// Renders the app's icons from app-icon.svg into public/icons/ (run once after changing the drawing:
// `node apps/public-site/icons/render-icons.mjs`; the PNGs are committed, so builds need no renderer).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const source = fileURLToPath(new URL('app-icon.svg', import.meta.url));
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
const sizes = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  // The same drawing serves as the maskable icon: its mark keeps inside the safe middle circle.
  ['maskable-512.png', 512],
  ['apple-touch-icon.png', 180],
];
for (const [name, size] of sizes) {
  await sharp(source, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
}
