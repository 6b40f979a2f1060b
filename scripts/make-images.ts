// `npm run images`: draws every picture the demo store refers to into public/img, locally
// (no network, no stock photos). The paths come from the same helpers the seed uses
// (lib/seed/image-kinds.ts), and a final check fails the build if any path the seed can
// write has no file. It runs on every build, so it skips all work when public/img/.stamp
// matches a hash of its inputs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ageGroupNames, bankNames, brandNames, verticalNames } from '../lib/seed/catalog-names';
import {
  STORE_PHOTOS, GALLERY_SIZE, PLACEHOLDER_IMAGE, ageGroupBanner, ageGroupImage, bankLogo, bannerImage, bannerImageNames,
  bannerMobileImage, brandLogo, productGallery, productImage, productImageKinds, storePhoto, verticalImage,
  type ProductImageKind,
} from '../lib/seed/image-kinds';
import { categoryImage, taxonomy } from '../lib/seed/taxonomy';
import { bannerSvg } from './images/banners';
import { productView } from './images/gallery';
import { bankLogoSvg, brandLogoSvg } from './images/logos';
import { productArt } from './images/products';
import { storeSvg } from './images/stores';
import { ageBannerSvg, ageTileSvg, placeholderSvg, verticalTileSvg } from './images/tiles';

const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(PUBLIC, 'img');
const STAMP = path.join(OUT, '.stamp');
// Two cores on every machine of this project: one picture per core.
const CONCURRENCY = 2;
const WEBP = { quality: 80, effort: 4 } as const;

/** One output file: its public URL path and the SVG that draws it. */
interface Job {
  url: string;
  svg: () => string;
  /** Logos stay SVG; everything else is rasterised to WebP. */
  raster: boolean;
}

/** Every path the seed can write, computed with the seed's own helpers. */
function expectedPaths(): string[] {
  const paths = new Set<string>();
  for (const kind of productImageKinds) for (const p of productGallery(kind)) paths.add(p);
  for (const name of bannerImageNames) paths.add(bannerImage(name)).add(bannerMobileImage(name));
  for (const v of verticalNames) paths.add(verticalImage(v.slug));
  for (const v of taxonomy) for (const c of v.categories) paths.add(categoryImage(c));
  for (const a of ageGroupNames) paths.add(ageGroupImage(a.slug)).add(ageGroupBanner(a.slug));
  for (let n = 1; n <= STORE_PHOTOS; n++) paths.add(storePhoto(n));
  for (const b of brandNames) paths.add(brandLogo(b.slug));
  for (const b of bankNames) paths.add(bankLogo(b.slug));
  paths.add(PLACEHOLDER_IMAGE);
  return [...paths];
}

/** Toys that keep each age group's own toy company on its banner. */
function companions(kind: ProductImageKind): ProductImageKind[] {
  const toys: ProductImageKind[] = ['teddy-bear', 'building-blocks', 'toy-car', 'puzzle', 'board-game', 'ride-on'];
  const others = toys.filter((t) => t !== kind);
  const i = toys.indexOf(kind);
  return [others[(i + 1) % others.length]!, others[(i + 3) % others.length]!];
}

function jobs(): Job[] {
  const list: Job[] = [];
  const raster = (url: string, svg: () => string) => list.push({ url, svg, raster: true });
  for (const kind of productImageKinds)
    for (let view = 1; view <= GALLERY_SIZE; view++) raster(productImage(kind, view), () => productView(kind, view));
  for (const name of bannerImageNames) {
    raster(bannerImage(name), () => bannerSvg(name, false));
    raster(bannerMobileImage(name), () => bannerSvg(name, true));
  }
  verticalNames.forEach((v, i) => raster(verticalImage(v.slug), () => verticalTileSvg(v.art, i)));
  ageGroupNames.forEach((a, i) => {
    raster(ageGroupImage(a.slug), () => ageTileSvg(a.art, i));
    raster(ageGroupBanner(a.slug), () => ageBannerSvg(a.art, i, companions(a.art)));
  });
  for (let n = 1; n <= STORE_PHOTOS; n++) raster(storePhoto(n), () => storeSvg(n));
  raster(PLACEHOLDER_IMAGE, placeholderSvg);
  for (const b of brandNames) list.push({ url: brandLogo(b.slug), svg: () => brandLogoSvg(b.name, b.color), raster: false });
  for (const b of bankNames) list.push({ url: bankLogo(b.slug), svg: () => bankLogoSvg(b.name, b.color), raster: false });
  return list;
}

const fileOf = (url: string) => path.join(PUBLIC, ...url.split('/').filter(Boolean));

/** Hash of everything that decides the pictures: the drawing code and the names it draws. */
function inputsHash(): string {
  const h = createHash('sha256');
  const files = [
    path.join(ROOT, 'scripts/make-images.ts'),
    ...readdirSync(path.join(ROOT, 'scripts/images')).sort().map((f) => path.join(ROOT, 'scripts/images', f)),
    ...['image-kinds.ts', 'catalog-names.ts', 'taxonomy.ts'].map((f) => path.join(ROOT, 'lib/seed', f)),
  ];
  for (const f of files) h.update(f).update(readFileSync(f));
  // A different libvips/librsvg may rasterise differently.
  h.update(JSON.stringify(sharp.versions));
  return h.digest('hex');
}

async function render(job: Job): Promise<void> {
  const file = fileOf(job.url);
  const svg = job.svg();
  if (!job.raster) {
    writeFileSync(file, svg);
    return;
  }
  await sharp(Buffer.from(svg)).webp(WEBP).toFile(file);
}

/** Runs the jobs with a fixed number in flight. */
async function runAll(list: Job[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const job = list[next++]!;
      try {
        await render(job);
      } catch (err) {
        throw new Error(`images: failed to draw ${job.url}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const missing = (paths: string[]) => paths.filter((p) => !existsSync(fileOf(p)));

async function main(): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const expected = expectedPaths();
  const hash = inputsHash();
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (stamp === hash && missing(expected).length === 0) {
    console.log(`images: up to date (${expected.length} files, ${seconds()} s)`);
    return;
  }

  // Fail before drawing anything if a kind has no art yet (productArt throws).
  for (const kind of productImageKinds) productArt(kind);
  const list = jobs();
  // Start clean so renamed or removed pictures do not linger.
  rmSync(OUT, { recursive: true, force: true });
  for (const dir of new Set(list.map((j) => path.dirname(fileOf(j.url))))) mkdirSync(dir, { recursive: true });
  // Each picture is rendered on one libvips thread; parallelism comes from CONCURRENCY.
  sharp.concurrency(1);
  await runAll(list);

  const absent = missing(expected);
  if (absent.length) {
    console.error(`images: ${absent.length} picture(s) the seed refers to were not drawn:\n  ${absent.join('\n  ')}`);
    process.exit(1);
  }
  writeFileSync(STAMP, `${hash}\n`);
  console.log(`images: drew ${list.length} files in ${seconds()} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
