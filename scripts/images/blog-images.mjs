// Draws the pictures of the built-in blog posts, from the same drawing kit as the rest of the site.
//
//   node --import tsx scripts/images/blog-images.mjs
//
// packages/shared/src/built-in-posts.ts is the source of truth: every post's image must have a
// recipe below (the run fails otherwise). Each picture is written at 1200x630 (the size the post
// names, also the usual social-card size) and as a 600x315 rendition next to it (`-600` for
// `-1200`) for the list's cards. Stale files in apps/web/public/images/blog are removed.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { builtInPosts } from '../../packages/shared/src/built-in-posts.ts';
import { avenueScene, cctvScene, junctionScene, solarScene, streetScene } from './scenes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'apps/web/public/images/blog');

/** Design units with the 1200x630 aspect ratio, so nothing is cropped. */
const BLOG = [1600, 840];

const recipes = {
  'securing-connected-traffic-infrastructure': () =>
    junctionScene({ seed: 'blog-security', size: BLOG, night: true, buses: 0, phase: 'ns' }),
  'adaptive-signal-control-for-kenyan-junctions': () =>
    junctionScene({ seed: 'blog-adaptive', size: BLOG, buses: 1, phase: 'ew' }),
  'sizing-solar-streetlights-for-kenyan-conditions': () =>
    avenueScene({
      seed: 'blog-solar-sizing',
      size: BLOG,
      mode: 'arid',
      solar: true,
      acacia: true,
      skylineOn: false,
    }),
  'public-cctv-and-the-data-protection-act': () =>
    cctvScene({ seed: 'blog-cctv', size: BLOG, mode: 'night' }),
  'bus-priority-at-traffic-signals': () =>
    streetScene({
      seed: 'blog-bus-priority',
      size: BLOG,
      mode: 'dusk',
      signal: { x: 0.22, active: 'green' },
      busAt: 0.6,
      station: true,
      cars: 3,
    }),
  'maintaining-solar-street-lighting': () =>
    solarScene({ seed: 'blog-solar-maintenance', size: BLOG, mode: 'dawn', battery: true }),
};

const SMALL_WIDTH = 600;
const written = new Set();

async function writeWebp(file, svg, width, height) {
  await sharp(Buffer.from(svg))
    .resize(width, height)
    .webp({ quality: 70, effort: 6, smartSubsample: true })
    .toFile(file);
  written.add(file);
}

await mkdir(outDir, { recursive: true });
for (const post of builtInPosts) {
  const recipe = recipes[post.slug];
  if (!recipe) throw new Error(`No blog image recipe for ${post.slug}`);
  const { src, width, height } = post.image;
  if (!src.startsWith('/images/blog/') || !src.endsWith('-1200.webp'))
    throw new Error(`Unexpected image path ${src}`);
  const drawing = recipe();
  const large = path.join(root, 'apps/web/public', src);
  const smallHeight = Math.round((height * SMALL_WIDTH) / width);
  await writeWebp(large, drawing.render(width, height), width, height);
  await writeWebp(
    large.replace(/-1200\.webp$/, '-600.webp'),
    drawing.render(SMALL_WIDTH, smallHeight),
    SMALL_WIDTH,
    smallHeight,
  );
}

let total = 0;
for (const name of await readdir(outDir)) {
  const file = path.join(outDir, name);
  if (!written.has(file)) {
    await rm(file);
    console.log(`removed stale ${path.relative(root, file)}`);
  } else total += (await stat(file)).size;
}
console.log(`blog images: ${written.size} files -> ${(total / 1024).toFixed(0)} KB`);
