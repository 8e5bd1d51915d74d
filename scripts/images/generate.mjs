// Draws the site's own illustrations, logos, hero video and downloadable files.
//
//   node --import tsx scripts/images/generate.mjs
//
// The content modules under apps/web/src/content are the source of truth: every image, logo
// and file they reference is collected from them, and each must have a recipe below (the run
// fails otherwise). Outputs go to apps/web/public/images and apps/web/public/files and are
// checked in; stale files in the folders it writes to are removed. The hero video needs ffmpeg; without
// it the existing video files are kept and a warning is printed.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { C } from './draw.mjs';
import { makePdf } from './pdf.mjs';
import {
  HERO,
  avenueScene,
  cctvScene,
  controlRoomScene,
  eventScene,
  heroJunction,
  junctionScene,
  lineupScene,
  logoSvg,
  officeScene,
  portraitScene,
  productScenes as P,
  siteScene,
  solarScene,
  streetScene,
} from './scenes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(root, 'apps/web/public');
const contentDir = path.join(root, 'apps/web/src/content');
const contentModules = [
  'about',
  'careers',
  'company',
  'contact',
  'docs',
  'home',
  'media',
  'partners',
  'products',
  'projects',
  'services',
  'training',
];
const content = Object.fromEntries(
  await Promise.all(
    contentModules.map(async (name) => [name, await import(path.join(contentDir, `${name}.ts`))]),
  ),
);
const { company } = content.company;
/** The jobs, courses, projects, media and documents a fresh install has: migration 009's seed. */
const { CONTENT_SEED } = await import(
  path.join(root, 'apps/server/src/db/migrations/009-content-seed.ts')
);
const seeded = (type) => CONTENT_SEED[type].map(({ id, fields }) => ({ id, ...fields }));

/** Every ImageAsset ({src, width, height}), logo ({src: *.svg}) and file path in the content. */
function collect(
  value,
  found = { images: new Map(), logos: new Map(), files: new Set() },
  seen = new Set(),
) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  if (typeof value.src === 'string' && value.src.startsWith('/images/')) {
    if (value.src.endsWith('.svg')) found.logos.set(value.src, value);
    else if (typeof value.width === 'number' && typeof value.height === 'number')
      found.images.set(value.src, value);
  }
  for (const [key, child] of Object.entries(value)) {
    if (
      typeof child === 'string' &&
      (key === 'href' || key === 'file' || key === 'url') &&
      child.startsWith('/files/')
    )
      found.files.add(child);
    else collect(child, found, seen);
  }
  return found;
}
const { images, logos, files } = collect([
  ...Object.values(content).map((module) => Object.values(module)),
  ...Object.keys(CONTENT_SEED).map(seeded),
]);

// ---------------------------------------------------------------- image recipes (by src)
let junctionAnimation;
const animation = () => (junctionAnimation ??= heroJunction());

const heroRecipes = {
  'home-poster': () => ({ render: (w, h) => animation().frame(0, w, h) }),
  about: () =>
    streetScene({
      seed: 'hero-about',
      mode: 'dusk',
      size: HERO,
      signal: { x: 0.2, active: 'green' },
      camera: { x: 0.88 },
      busAt: 0.62,
      station: true,
      cars: 5,
      trees: 1,
    }),
  products: () => lineupScene({ seed: 'hero-products' }),
  projects: () => junctionScene({ seed: 'hero-projects', size: HERO, phase: 'ns', buses: 1 }),
  careers: () => officeScene({ seed: 'hero-careers', size: HERO, kind: 'collaboration' }),
  partners: () =>
    streetScene({ seed: 'hero-partners', mode: 'day', size: HERO, trees: 4, cars: 4 }),
  media: () => eventScene({ seed: 'hero-media', size: HERO, kind: 'group' }),
  training: () =>
    officeScene({ seed: 'hero-training', size: HERO, kind: 'training', screen: 'lighting' }),
  docs: () => officeScene({ seed: 'hero-docs', size: HERO, kind: 'training', screen: 'signals' }),
  contact: () => avenueScene({ seed: 'hero-contact', mode: 'dusk', size: HERO }),
  'service-its': () => junctionScene({ seed: 'hero-its', size: HERO, night: true, buses: 1 }),
  'service-security': () => cctvScene({ seed: 'hero-security', size: HERO, mode: 'night' }),
  'service-streetlighting': () =>
    avenueScene({ seed: 'hero-lighting', mode: 'night', size: HERO, median: true }),
  'service-solar': () => solarScene({ seed: 'hero-solar', size: HERO, mode: 'day' }),
};

const recipes = {
  '/images/services/its-card.webp': () => junctionScene({ seed: 'card-its', buses: 1 }),
  '/images/services/security-card.webp': () => cctvScene({ seed: 'card-security', mode: 'dusk' }),
  '/images/services/solar-card.webp': () => solarScene({ seed: 'card-solar' }),
  '/images/services/streetlighting-card.webp': () =>
    avenueScene({ seed: 'card-lighting', mode: 'night' }),
  '/images/about/about-block.webp': () =>
    siteScene({ seed: 'about-block', kind: 'implementation' }),
  '/images/about/who-we-are.webp': () => controlRoomScene({ seed: 'who-we-are' }),
  '/images/news/nairobi-traffic-project.webp': () =>
    streetScene({
      seed: 'news-traffic',
      mode: 'day',
      lights: 'none',
      signal: { x: 0.3, active: 'green', countdown: '18' },
      cars: 5,
      trees: 2,
    }),
  '/images/news/smart-lighting-initiative.webp': () =>
    avenueScene({ seed: 'news-lighting', mode: 'dusk' }),

  '/images/projects/its-1-a.webp': () =>
    streetScene({
      seed: 'its-1-a',
      mode: 'dusk',
      signal: { x: 0.2, active: 'green' },
      busAt: 0.62,
      station: true,
      cars: 4,
    }),
  '/images/projects/its-1-b.webp': () => controlRoomScene({ seed: 'its-1-b' }),
  '/images/projects/its-1-c.webp': () => junctionScene({ seed: 'its-1-c', buses: 1, phase: 'ew' }),
  '/images/projects/traffic-1-a.webp': () =>
    junctionScene({ seed: 'traffic-1-a', phase: 'ew', buses: 0 }),
  '/images/projects/traffic-1-b.webp': () =>
    streetScene({
      seed: 'traffic-1-b',
      mode: 'day',
      lights: 'none',
      signal: { x: 0.55, active: 'red', countdown: '25' },
      cars: 3,
      trees: 2,
    }),
  '/images/projects/traffic-1-c.webp': () =>
    controlRoomScene({ seed: 'traffic-1-c', accent: C.green }),
  '/images/projects/traffic-2-a.webp': () =>
    avenueScene({ seed: 'traffic-2-a', mode: 'day', median: true }),
  '/images/projects/traffic-2-b.webp': () =>
    streetScene({
      seed: 'traffic-2-b',
      mode: 'dawn',
      lights: 'none',
      signal: { x: 0.7, active: 'amber', dir: -1 },
      cars: 4,
      trees: 3,
    }),
  '/images/projects/traffic-3-a.webp': () =>
    junctionScene({ seed: 'traffic-3-a', night: true, phase: 'ns', buses: 0 }),
  '/images/projects/traffic-3-b.webp': () =>
    streetScene({
      seed: 'traffic-3-b',
      mode: 'dusk',
      signal: { x: 0.35, active: 'green' },
      camera: { x: 0.8 },
      cars: 5,
    }),
  '/images/projects/junction-1-a.webp': () =>
    junctionScene({ seed: 'junction-1-a', phase: 'ns', diagonal: true, buses: 0 }),
  '/images/projects/junction-1-b.webp': () =>
    streetScene({
      seed: 'junction-1-b',
      mode: 'day',
      lights: 'none',
      signal: { x: 0.45, active: 'green', countdown: '12' },
      cars: 6,
      trees: 1,
    }),
  '/images/projects/junction-1-c.webp': () =>
    siteScene({ seed: 'junction-1-c', kind: 'implementation' }),
  '/images/projects/lighting-1-a.webp': () => avenueScene({ seed: 'lighting-1-a', mode: 'night' }),
  '/images/projects/lighting-1-b.webp': () => siteScene({ seed: 'lighting-1-b', kind: 'kisumu' }),
  '/images/projects/lighting-1-c.webp': () =>
    streetScene({ seed: 'lighting-1-c', mode: 'night', cars: 5 }),
  '/images/projects/lighting-2-a.webp': () =>
    avenueScene({
      seed: 'lighting-2-a',
      mode: 'arid',
      solar: true,
      acacia: true,
      skylineOn: false,
    }),
  '/images/projects/lighting-2-b.webp': () => siteScene({ seed: 'lighting-2-b', kind: 'lodwar' }),
  '/images/projects/lighting-3-a.webp': () =>
    avenueScene({ seed: 'lighting-3-a', mode: 'night', median: true }),
  '/images/projects/lighting-3-b.webp': () =>
    avenueScene({ seed: 'lighting-3-b', mode: 'dusk', median: false }),
  '/images/projects/lighting-4-a.webp': () =>
    streetScene({ seed: 'lighting-4-a', mode: 'night', cars: 3, trees: 4 }),
  '/images/projects/lighting-4-b.webp': () =>
    avenueScene({ seed: 'lighting-4-b', mode: 'night', skylineOn: false }),
  '/images/projects/security-1-a.webp': () => cctvScene({ seed: 'security-1-a', mode: 'night' }),
  '/images/projects/security-1-b.webp': () =>
    controlRoomScene({ seed: 'security-1-b', accent: C.blueLight }),
  '/images/projects/security-1-c.webp': () =>
    streetScene({ seed: 'security-1-c', mode: 'dusk', camera: { x: 0.3 }, cars: 4, trees: 1 }),
  '/images/projects/solar-1-a.webp': () => solarScene({ seed: 'solar-1-a' }),
  '/images/projects/solar-1-b.webp': () => solarScene({ seed: 'solar-1-b', rooftop: true }),
  '/images/projects/solar-1-c.webp': () =>
    solarScene({ seed: 'solar-1-c', mode: 'dawn', battery: true }),

  '/images/media/end-of-year-2024-banner.webp': () =>
    eventScene({ seed: 'media-1', kind: 'banner' }),
  '/images/media/end-of-year-2024-dinner.webp': () =>
    eventScene({ seed: 'media-2', kind: 'dinner' }),
  '/images/media/end-of-year-2024-toast.webp': () => eventScene({ seed: 'media-3', kind: 'toast' }),
  '/images/media/end-of-year-2024-dance.webp': () => eventScene({ seed: 'media-4', kind: 'dance' }),
  '/images/media/end-of-year-2024-awards.webp': () =>
    eventScene({ seed: 'media-5', kind: 'awards' }),
  '/images/media/cocktail-networking.webp': () => eventScene({ seed: 'media-6', kind: 'cocktail' }),
  '/images/media/kisumu-project-site.webp': () => siteScene({ seed: 'media-7', kind: 'kisumu' }),
  '/images/media/project-implementation.webp': () =>
    siteScene({ seed: 'media-8', kind: 'implementation' }),
  '/images/media/lodwar-infrastructure.webp': () => siteScene({ seed: 'media-9', kind: 'lodwar' }),
  '/images/media/main-project-showcase.webp': () =>
    streetScene({
      seed: 'media-10',
      mode: 'dusk',
      signal: { x: 0.18, active: 'green' },
      camera: { x: 0.9 },
      busAt: 0.6,
      station: true,
      cars: 4,
    }),
  '/images/media/team-collaboration.webp': () =>
    officeScene({ seed: 'media-11', kind: 'collaboration' }),
  '/images/media/professional-development.webp': () =>
    officeScene({ seed: 'media-12', kind: 'training', screen: 'lighting' }),

  '/images/training/its-fundamentals.webp': () =>
    officeScene({ seed: 'course-1', screen: 'junction' }),
  '/images/training/signal-maintenance.webp': () =>
    officeScene({ seed: 'course-2', screen: 'signals' }),
  '/images/training/cctv-analytics.webp': () => officeScene({ seed: 'course-3', screen: 'cctv' }),
  '/images/training/solar-lighting-design.webp': () =>
    officeScene({ seed: 'course-4', screen: 'solar' }),

  '/images/team/wanjiru-kamau.webp': () =>
    portraitScene({
      seed: 'team-1',
      bg: ['#12568a', '#0b3a5b'],
      shirt: '#7c2d12',
      skin: '#6b4a3a',
      hair: 'long',
      glasses: true,
    }),
  '/images/team/james-otieno.webp': () =>
    portraitScene({
      seed: 'team-2',
      bg: ['#1f6f45', '#0b3a5b'],
      shirt: '#1e293b',
      skin: '#3b2a22',
      tie: true,
    }),
  '/images/team/amina-hassan.webp': () =>
    portraitScene({
      seed: 'team-3',
      bg: ['#3d86c2', '#12568a'],
      shirt: '#0f766e',
      skin: '#8a5e45',
      hair: 'wrap',
    }),
  '/images/team/peter-mwangi.webp': () =>
    portraitScene({
      seed: 'team-4',
      bg: ['#f5b301', '#d99a00'],
      shirt: '#334155',
      skin: '#4a3226',
      glasses: true,
    }),

  '/images/products/itc-2-mini.webp': () => P.controller('p-itc'),
  '/images/products/itc-2-mini-crossing.webp': () => P.controller('p-itc-x', { pedestrian: true }),
  '/images/products/futura.webp': () => P.signal('p-futura'),
  '/images/products/mondial.webp': () =>
    P.signal('p-mondial', { active: 'red', housing: '#6b7785' }),
  '/images/products/mini-signal.webp': () =>
    P.signal('p-mini', { aspects: 2, size: 70, backplate: false }),
  '/images/products/alustar.webp': () =>
    P.signal('p-alustar', { active: 'amber', housing: '#8a97a6' }),
  '/images/products/futurit.webp': () => P.signal('p-futurit', { pair: true, size: 70 }),
  '/images/products/futurled-countdown.webp': () => P.countdown('p-countdown'),
  '/images/products/pedestrian-pushbutton.webp': () => P.pushbutton('p-push'),
  '/images/products/led-vms.webp': () => P.vms('p-vms'),
  '/images/products/thermal-analytics.webp': () => P.thermal('p-thermal'),
  '/images/products/ai-thermal-sensor.webp': () => P.thermal('p-ai', { sensor: true }),
  '/images/products/city-surveillance-cameras.webp': () => P.cameraRange('p-range'),
  '/images/products/megalux.webp': () => P.beads('p-megalux', { beadSize: 13 }),
  '/images/products/swarcoflex.webp': () => P.beads('p-flex', { tone: C.amber, beadSize: 10 }),
  '/images/products/swarcolux.webp': () => P.beads('p-lux', { beadSize: 7 }),
  '/images/products/plus9.webp': () => P.beads('p-plus9', { beadSize: 11, surface: '#1f2630' }),
  '/images/products/airport-beads.webp': () =>
    P.beads('p-airport', { airport: true, tone: C.amber, beadSize: 9, surface: '#4b5563' }),
  '/images/products/cctv-bullet.webp': () => P.cctvBullet('p-bullet'),
  '/images/products/cctv-ptz-dome.webp': () => P.cctvDome('p-dome'),
  '/images/products/cctv-nvr-vms.webp': () => P.nvr('p-nvr'),
  '/images/products/solar-street-light.webp': () => P.solarLight('p-solar-light'),
  '/images/products/solar-signal-power.webp': () => P.solarSignal('p-solar-signal'),
  '/images/products/solar-pv-battery.webp': () => P.pvBattery('p-pv'),
};
for (const [name, recipe] of Object.entries(heroRecipes))
  recipes[`/images/hero/${name}-1600.webp`] = recipe;

const logoRecipes = {
  'aurora-traffic-systems': {
    emblem: 'signal',
    colors: [C.navy, C.amber],
    tagline: 'TRAFFIC SYSTEMS',
  },
  'meridian-vision-analytics': {
    emblem: 'iris',
    colors: [C.blue, C.amber],
    tagline: 'VIDEO ANALYTICS',
  },
  'helios-grid-technologies': {
    emblem: 'sunburst',
    colors: [C.amber, C.amberDark],
    tagline: 'ENERGY TECHNOLOGY',
  },
  'savanna-cloud-networks': {
    emblem: 'cloud',
    colors: [C.green, C.white],
    tagline: 'CLOUD & NETWORKS',
  },
  'tembo-control-software': {
    emblem: 'chip',
    colors: [C.navy, C.amber],
    tagline: 'CONTROL SOFTWARE',
  },
  'kestrel-signal-works': {
    emblem: 'chevrons',
    colors: [C.navy, C.amber],
    tagline: 'SIGNAL EQUIPMENT',
  },
  'lumen-roadway-lighting': {
    emblem: 'pole',
    colors: [C.blue, C.amber],
    tagline: 'ROADWAY LIGHTING',
  },
  'baobab-solar-power': { emblem: 'grid', colors: [C.greenDark, C.amber], tagline: 'SOLAR POWER' },
  'sentinel-camera-systems': {
    emblem: 'iris',
    colors: [C.navy, C.greenLight],
    tagline: 'CAMERA SYSTEMS',
  },
  'coastline-road-markings': {
    emblem: 'wave',
    colors: [C.blue, C.white],
    tagline: 'ROAD MARKINGS',
  },
  'equator-cable-power': { emblem: 'bolt', colors: [C.amber, C.navy], tagline: 'CABLE & POWER' },
  'rift-valley-poles-structures': {
    emblem: 'hexagon',
    colors: [C.greenDark, C.amber],
    tagline: 'STEEL STRUCTURES',
  },
  'shamba-smart': { emblem: 'sprout', colors: [C.green, C.white], tagline: 'AGRITECH' },
  'malaika-womens-clinic': {
    emblem: 'heart',
    colors: ['#be185d', C.white],
    tagline: 'WOMEN’S HEALTH',
  },
  'nuru-technologies': { emblem: 'hexagon', colors: [C.blue, C.amber], tagline: 'TECHNOLOGY' },
  'kilele-it-solutions': {
    emblem: 'chevrons',
    colors: [C.navy, C.greenLight],
    tagline: 'IT SOLUTIONS',
  },
};

// ---------------------------------------------------------------- downloadable files
const docItems = seeded('documents').map((item) => ({
  name: item.title,
  type: item.fileType,
  file: item.url,
  size: item.size,
  description: item.description,
  category: content.docs.documentSections.find((section) => section.id === item.category)?.title,
}));
const heading = (text) => ({ text, size: 15, bold: true, gap: 8 });
const para = (text) => ({ text, size: 11 });
const contactBlock = [
  heading('Contact'),
  para(`${company.name}, ${company.address}`),
  para(`${company.postalBox}`),
  para(`E-mail: ${company.email}   Phone: ${company.phone}   Web: ${company.website}`),
];

const fileRecipes = {
  '/files/company-brochure.pdf': () => ({
    title: 'Company Brochure',
    pages: [
      [
        { text: company.name, size: 26, bold: true },
        { text: company.tagline, size: 14, color: [0.07, 0.34, 0.54] },
        heading(content.about.dedication.heading),
        ...content.about.dedication.paragraphs.map(para),
        heading('At a glance'),
        para(content.home.homeStats.map((s) => `${s.value} ${s.label}`).join('  |  ')),
        heading('How we work'),
        ...content.services.engagementModels.map((m) => para(`${m.title}: ${m.description}`)),
      ],
      [
        heading('Core services'),
        ...content.services.serviceSummaries.map((s) => para(`${s.title}: ${s.description}`)),
        heading('Leadership'),
        ...content.about.leadershipTeam.map((m) => para(`${m.name}, ${m.role}`)),
        heading('Selected projects'),
        ...seeded('projects')
          .slice(0, 6)
          .map((p) => para(`${p.title} (${p.location}): ${p.description}`)),
        ...contactBlock,
      ],
    ],
  }),
  '/files/product-catalog.pdf': () => ({
    title: 'Product Catalog 2025',
    pages: [
      [
        { text: 'Product Catalog 2025', size: 24, bold: true },
        ...content.products.productCategories.flatMap((category) => [
          heading(category.name),
          para(category.description),
          ...category.products.map((p) =>
            para(`- ${p.name}: ${p.description} (${p.features.join(', ')})`),
          ),
        ]),
        ...contactBlock,
      ],
    ],
  }),
  '/files/project-portfolio.pdf': () => ({
    title: 'Project Portfolio',
    pages: [
      [
        { text: 'Project Portfolio', size: 24, bold: true },
        para(content.projects.projectStats.map((s) => `${s.value} ${s.label}`).join('  |  ')),
        ...content.projects.projectCategories.flatMap((category) => [
          heading(category.name),
          ...seeded('projects')
            .filter((p) => p.category === category.key)
            .flatMap((p) => [
              { text: `${p.title} - ${p.location}`, size: 12, bold: true },
              para(p.description),
              para(`Results: ${p.achievements.join('; ')}.`),
            ]),
        ]),
        ...contactBlock,
      ],
    ],
  }),
};
for (const item of docItems) {
  if (fileRecipes[item.file] || item.type !== 'PDF') continue;
  fileRecipes[item.file] = () => ({
    title: item.name,
    pages: [
      [
        { text: item.name, size: 22, bold: true },
        { text: `${item.category} - summary edition`, size: 12, color: [0.07, 0.34, 0.54] },
        para(item.description),
        para(
          `This short edition lists the contents of the full document (${item.size}). The full edition is available to clients and partners on request from our technical support team.`,
        ),
        heading('Support'),
        para(
          'Our support desk is available 24/7 for installation, configuration and maintenance questions.',
        ),
        ...contactBlock,
      ],
    ],
  });
}

// ---------------------------------------------------------------- rendering
const outPath = (src) => path.join(publicDir, src);
const written = new Set();
const ffmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

async function writeWebp(src, svg, width, height, quality) {
  const file = outPath(src);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .resize(width, height)
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(file);
  written.add(file);
}

async function renderImages() {
  const missing = [...images.keys()].filter((src) => !recipes[src]);
  if (missing.length) throw new Error(`No recipe for: ${missing.join(', ')}`);
  const unused = Object.keys(recipes).filter((src) => !images.has(src));
  if (unused.length)
    console.warn(`Recipes not referenced by any content (skipped): ${unused.join(', ')}`);
  const jobs = [...images.values()].map((image) => async () => {
    const drawing = recipes[image.src]();
    const quality = image.src.startsWith('/images/hero/') ? 68 : 74;
    await writeWebp(
      image.src,
      drawing.render(image.width, image.height),
      image.width,
      image.height,
      quality,
    );
    for (const variant of image.variants ?? []) {
      const height = Math.round((image.height * variant.width) / image.width);
      await writeWebp(
        variant.src,
        drawing.render(variant.width, height),
        variant.width,
        height,
        quality,
      );
    }
  });
  for (let i = 0; i < jobs.length; i += 6)
    await Promise.all(jobs.slice(i, i + 6).map((job) => job()));
}

async function renderLogos() {
  for (const logo of logos.values()) {
    const slug = path.basename(logo.src, '.svg');
    const recipe = logoRecipes[slug];
    if (!recipe) throw new Error(`No logo recipe for ${logo.src}`);
    const file = outPath(logo.src);
    await mkdir(path.dirname(file), { recursive: true });
    const svg = logoSvg({ name: logo.alt.replace(/ logo$/, ''), ...recipe });
    await sharp(Buffer.from(svg)).metadata(); // throws on malformed XML
    await writeFile(file, svg);
    written.add(file);
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr.toString().slice(-2000)}`);
}

async function renderHeroVideo() {
  const { video } = content.home.homeHero;
  const targets = video.sources.map((source) => outPath(source.src));
  targets.forEach((file) => written.add(file));
  if (!ffmpeg) {
    console.warn('ffmpeg not found: hero video left as it is.');
    return;
  }
  const anim = animation();
  const frames = await mkdtemp(path.join(tmpdir(), 'hero-frames-'));
  try {
    for (let i = 0; i < anim.frameCount; i += 1) {
      await sharp(Buffer.from(anim.frame(i, video.width, video.height)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(anim.fps),
      '-i',
      path.join(frames, 'f%04d.png'),
      '-an',
    ];
    await mkdir(path.dirname(targets[0]), { recursive: true });
    for (const [index, source] of video.sources.entries()) {
      const codec =
        source.type === 'video/webm'
          ? [
              '-c:v',
              'libvpx-vp9',
              '-b:v',
              '0',
              '-crf',
              '42',
              '-row-mt',
              '1',
              '-deadline',
              'good',
              '-cpu-used',
              '2',
              '-pix_fmt',
              'yuv420p',
            ]
          : [
              '-c:v',
              'libx264',
              '-preset',
              'veryslow',
              '-crf',
              '30',
              '-tune',
              'animation',
              '-pix_fmt',
              'yuv420p',
              '-movflags',
              '+faststart',
            ];
      run('ffmpeg', [...input, ...codec, '-metadata', 'title=', targets[index]]);
    }
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
}

function titleCardSvg(title, subtitle) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${C.navy}"/><rect y="300" width="640" height="8" fill="${C.amber}"/><text x="40" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${title}</text><text x="40" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" fill="${C.sky}">${subtitle}</text><text x="40" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" fill="${C.amber}">${company.name}</text></svg>`;
}

async function renderFiles() {
  for (const src of files) {
    const file = outPath(src);
    await mkdir(path.dirname(file), { recursive: true });
    written.add(file);
    if (src.endsWith('.pdf')) {
      const recipe = fileRecipes[src];
      if (!recipe) throw new Error(`No file recipe for ${src}`);
      const doc = recipe();
      await writeFile(file, makePdf({ ...doc, author: company.name }));
    } else if (src.endsWith('.mp4')) {
      const item = docItems.find((doc) => doc.file === src);
      if (!item) throw new Error(`No document item for ${src}`);
      if (!ffmpeg) {
        console.warn(`ffmpeg not found: ${src} left as it is.`);
        continue;
      }
      const card = path.join(await mkdtemp(path.join(tmpdir(), 'card-')), 'card.png');
      await sharp(Buffer.from(titleCardSvg(item.name, 'Training video - summary edition')))
        .png()
        .toFile(card);
      run('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-framerate',
        '2',
        '-t',
        '4',
        '-i',
        card,
        '-an',
        '-c:v',
        'libx264',
        '-tune',
        'stillimage',
        '-crf',
        '30',
        '-pix_fmt',
        'yuv420p',
        '-r',
        '10',
        '-movflags',
        '+faststart',
        file,
      ]);
      await rm(path.dirname(card), { recursive: true, force: true });
    } else {
      throw new Error(`Unsupported file type: ${src}`);
    }
  }
}

/** Removes files this script no longer writes, but only inside the folders it writes to:
 * other generators own other folders (scripts/images/blog-images.mjs owns images/blog). */
async function removeStaleOwned(base) {
  const owned = new Set(
    [...written]
      .filter((file) => file.startsWith(base + path.sep))
      .map((file) => path.relative(base, file).split(path.sep)[0]),
  );
  for (const top of owned) {
    const full = path.join(base, top);
    if ((await stat(full)).isDirectory()) await removeStale(full);
  }
}

async function removeStale(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await removeStale(full);
      if ((await readdir(full)).length === 0) await rm(full, { recursive: true });
    } else if (!written.has(full)) {
      await rm(full);
      console.log(`removed stale ${path.relative(root, full)}`);
    }
  }
}

async function totalSize(dir) {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) sum += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return sum;
}

await renderImages();
await renderLogos();
await renderHeroVideo();
await renderFiles();
await removeStaleOwned(path.join(publicDir, 'images'));
await removeStaleOwned(path.join(publicDir, 'files'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `images: ${images.size} pictures (+variants), ${logos.size} logos -> ${kb(await totalSize(path.join(publicDir, 'images')))} in public/images (all generators)`,
);
console.log(
  `files: ${files.size} downloads -> ${kb(await totalSize(path.join(publicDir, 'files')))}`,
);
