// Writes app/favicon.ico (16, 32 and 48 px) from app/icon.svg, so /favicon.ico answers
// with a real icon (browsers and crawlers ask for it whatever the page links to).
// Run after changing the icon: npx tsx scripts/make-favicon.ts; the result is committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const sizes = [16, 32, 48];

async function main() {
  const svg = readFileSync(path.join(root, 'app/icon.svg'));
  const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));
  // ICO container: a 6-byte header, a 16-byte entry per image, then the PNG data.
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((png, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i] % 256, 0); // width (0 would mean 256)
    entry.writeUInt8(sizes[i] % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  const ico = Buffer.concat([header, ...entries, ...images]);
  writeFileSync(path.join(root, 'app/favicon.ico'), ico);
  console.log(`app/favicon.ico: ${ico.length} bytes (${sizes.join(', ')} px)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
