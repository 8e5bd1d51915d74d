// Compositions built from the drawing kit: street scenes, junction plans, control rooms,
// solar fields, people at events and on site, product illustrations, portraits and logo marks.
import {
  C,
  backView,
  bunting,
  bus,
  car,
  carTop,
  cctvCamera,
  circle,
  createScene,
  domeCamera,
  ellipse,
  group,
  hills,
  junctionPlan,
  line,
  linear,
  monitorWall,
  path,
  person,
  perspectiveRoad,
  poly,
  radial,
  rect,
  signalHead,
  signalPole,
  signalTop,
  sky,
  skyline,
  solarArray,
  solarPanel,
  stars,
  streetLight,
  stringLights,
  sun,
  text,
  tree,
} from './draw.mjs';

export const WIDE = [1600, 1000];
export const HERO = [1600, 900];
export const PRODUCT = [800, 600];

const CAR_COLORS = [
  '#e5e7eb',
  '#f5b301',
  '#12568a',
  '#b91c1c',
  '#334155',
  '#0f766e',
  '#94a3b8',
  '#f8fafc',
];
const SHIRTS = [
  '#12568a',
  '#0b3a5b',
  '#f5b301',
  '#2e9e5b',
  '#7c3aed',
  '#be123c',
  '#0f766e',
  '#475569',
  '#ea580c',
];
const SKIN = ['#6b4a3a', '#4a3226', '#8a5e45', '#3b2a22', '#a06f52'];

const isDark = (mode) => mode === 'night' || mode === 'dusk';

/** Side view of a city street: skyline, pavement, two lanes, and optional street furniture. */
export function streetScene({
  seed,
  mode = 'day',
  size = WIDE,
  lights = 'street',
  signal = null,
  camera = null,
  busAt = null,
  station = false,
  cars = 4,
  trees = 0,
}) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  const dark = isDark(mode);
  sky(s, mode, H * 0.74);
  if (mode === 'night') stars(s, 60, H * 0.4);
  if (mode !== 'night')
    sun(
      s,
      s.rand.range(W * 0.15, W * 0.85),
      H * s.rand.range(0.16, 0.3),
      34,
      mode === 'day' ? '#ffd45c' : C.amber,
    );
  skyline(s, H * 0.66, {
    fill: dark ? '#1d4f78' : '#9cc3de',
    scale: 0.9,
    minH: 120,
    maxH: 320,
    windowDensity: 0.1,
    lit: dark,
  });
  skyline(s, H * 0.7, {
    fill: dark ? C.navy : '#4f7fa6',
    scale: 1.05,
    minH: 80,
    maxH: 230,
    lit: dark,
    windowDensity: dark ? 0.35 : 0.2,
  });
  for (let i = 0; i < trees; i += 1)
    s.add(
      tree(s.rand.range(40, W - 40), H * 0.71, s.rand.range(110, 160), {
        crown: dark ? '#1f5a40' : C.green,
      }),
    );
  s.add(rect(0, H * 0.695, W, H * 0.035, dark ? '#4b5663' : '#b8c4cf'));
  s.add(rect(0, H * 0.725, W, H * 0.225, C.asphalt), rect(0, H * 0.725, W, 6, C.amber));
  s.add(line(0, H * 0.835, W, H * 0.835, C.white, 6, 'stroke-dasharray="60 50" opacity="0.85"'));
  s.add(rect(0, H * 0.95, W, H * 0.05, dark ? '#4b5663' : '#b8c4cf'));
  if (station) {
    const sx = W * 0.58;
    s.add(
      rect(sx, H * 0.5, 360, 14, C.navy),
      rect(sx + 10, H * 0.514, 6, H * 0.185, '#64748b'),
      rect(sx + 344, H * 0.514, 6, H * 0.185, '#64748b'),
    );
    s.add(
      rect(sx + 24, H * 0.53, 312, H * 0.15, '#cfe8f7', 'opacity="0.35"'),
      rect(sx + 120, H * 0.44, 120, 50, C.amber, 'rx="6"'),
    );
    s.add(text(sx + 180, H * 0.44 + 34, 'BRT', { size: 28, fill: C.navy }));
  }
  if (lights !== 'none') {
    const count = Math.max(3, Math.round(W / 400));
    for (let i = 0; i < count; i += 1) {
      streetLight(s, (i + 0.5) * (W / count), H * 0.715, 330, {
        lit: dark,
        solar: lights === 'solar',
        dir: 1,
      });
    }
  }
  if (signal)
    signalPole(s, signal.x * W, H * 0.73, 360, signal.active, {
      arm: 150,
      dir: signal.dir ?? 1,
      headSize: 26,
      countdown: signal.countdown,
    });
  if (camera) {
    const cx = camera.x * W;
    s.add(rect(cx - 6, H * 0.3, 12, H * 0.42, '#4a5663'));
    cctvCamera(s, cx + 4, H * 0.32, 1.6, { angle: 18, dir: camera.dir ?? 1, view: true });
  }
  // Cars sit in evenly spread slots (with jitter) so they never overlap each other or the bus.
  const slots = (count, blocked) => {
    const free = [0.08, 0.26, 0.44, 0.62, 0.8, 0.96].filter(
      (x) => blocked === null || Math.abs(x - blocked) > 0.2,
    );
    const chosen = [];
    while (chosen.length < count && free.length)
      chosen.push(free.splice(Math.floor(s.rand.next() * free.length), 1)[0]);
    return chosen.map((x) => (x + s.rand.range(-0.03, 0.03)) * W);
  };
  // Left-hand traffic seen from the south kerb: the far lane runs east, the near lane west.
  const far = slots(Math.ceil(cars / 2), null).map((x) =>
    car(x, H * 0.81, 170, s.rand.pick(CAR_COLORS), { dir: 1, lights: dark }),
  );
  const near = slots(Math.floor(cars / 2), busAt).map((x) =>
    car(x, H * 0.93, 200, s.rand.pick(CAR_COLORS), { dir: -1, lights: dark }),
  );
  s.add(...far);
  if (busAt !== null) s.add(bus(busAt * W, H * 0.93, 420, { label: 'BRT', dir: -1 }));
  s.add(...near);
  return s;
}

/** A road running to the horizon, lined with street lights on both sides. */
export function avenueScene({
  seed,
  mode = 'night',
  size = WIDE,
  solar = false,
  median = false,
  ground = null,
  skylineOn = true,
  acacia = false,
}) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  const dark = isDark(mode);
  const hy = H * 0.46;
  sky(s, mode, hy + 2);
  if (mode === 'night') stars(s, 70, hy * 0.8);
  if (mode !== 'night')
    sun(
      s,
      W * s.rand.range(0.2, 0.8),
      hy * 0.45,
      40,
      mode === 'day' || mode === 'arid' ? '#ffd45c' : C.amber,
    );
  if (skylineOn)
    skyline(s, hy + 4, {
      fill: dark ? '#123f63' : '#7aa7c8',
      scale: 0.55,
      minH: 60,
      maxH: 200,
      lit: dark,
      x0: W * 0.05,
      x1: W * 0.95,
    });
  hills(s, hy + 6, 26, ground ?? (dark ? '#173d2f' : acacia ? C.sandLight : '#5fae72'), 4);
  s.add(rect(0, hy + 6, W, H, ground ?? (dark ? '#143528' : acacia ? C.sand : '#4e9b62')));
  if (acacia)
    for (let i = 0; i < 6; i += 1)
      s.add(
        tree(
          s.rand.pick([s.rand.range(40, W * 0.3), s.rand.range(W * 0.7, W - 40)]),
          hy + s.rand.range(30, 140),
          s.rand.range(60, 130),
          {
            acacia: true,
            crown: '#4d7c3a',
          },
        ),
      );
  const vx = W * 0.5;
  perspectiveRoad(s, {
    vx,
    hy: hy + 6,
    bottomLeft: W * 0.08,
    bottomRight: W * 0.92,
    topHalf: 10,
    lanes: median ? 4 : 2,
    edge: C.amber,
  });
  if (median)
    s.add(
      poly(
        [
          [vx - 2, hy + 6],
          [vx + 2, hy + 6],
          [vx + 28, H],
          [vx - 28, H],
        ],
        '#3f8f5a',
      ),
    );
  const n = 6;
  for (let i = n - 1; i >= 0; i -= 1) {
    const u = 0.12 + (i / (n - 1)) * 0.88;
    const y = hy + 6 + (H - hy - 6) * u;
    const hgt = 520 * u;
    const lx = vx - 10 + (W * 0.02 - vx + 10) * u;
    const rx = vx + 10 + (W * 0.98 - vx - 10) * u;
    streetLight(s, lx, y, hgt, { dir: 1, lit: dark, solar });
    streetLight(s, rx, y, hgt, { dir: -1, lit: dark, solar });
  }
  return s;
}

/** Overhead view of a signalised junction with queued and moving traffic. */
export function junctionScene({
  seed,
  size = WIDE,
  night = false,
  buses = 1,
  phase = 'ew',
  diagonal = false,
}) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  const cx = W * 0.5;
  const cy = H * 0.5;
  const roadW = 170;
  junctionPlan(s, {
    cx,
    cy,
    roadW,
    night,
    diagonal,
    ground: night ? '#12261e' : '#2f6b4a',
    block: night ? '#132c42' : '#1d3b54',
    blockRoof: night ? '#1b3a56' : '#2c5b80',
  });
  const ewGreen = phase === 'ew';
  const parts = [];
  const half = roadW / 2;
  let placedBuses = 0;
  const lane = (count, place) => {
    for (let i = 0; i < count; i += 1) {
      const isBus = placedBuses < buses && i === 1;
      if (isBus) placedBuses += 1;
      parts.push(place(i, isBus));
    }
  };
  const color = () => s.rand.pick(CAR_COLORS);
  // Left-hand traffic: eastbound uses the north half, westbound the south, southbound the east.
  const east = cy - half / 2;
  const west = cy + half / 2;
  const south = cx + half / 2;
  const north = cx - half / 2;
  if (ewGreen) {
    lane(5, (i, b) =>
      carTop(
        cx - half - 400 + i * 190 + s.rand.range(-20, 20),
        east,
        b ? 150 : 84,
        b ? C.navy : color(),
        0,
        { lights: night, busLivery: b },
      ),
    );
    lane(5, (i) =>
      carTop(cx + half + 700 - i * 210 + s.rand.range(-20, 20), west, 84, color(), 180, {
        lights: night,
      }),
    );
    lane(3, (i) => carTop(south, cy - half - 90 - i * 100, 84, color(), 90, { lights: night }));
    lane(3, (i) => carTop(north, cy + half + 90 + i * 100, 84, color(), -90, { lights: night }));
  } else {
    lane(3, (i) => carTop(cx - half - 90 - i * 100, east, 84, color(), 0, { lights: night }));
    lane(3, (i) => carTop(cx + half + 90 + i * 100, west, 84, color(), 180, { lights: night }));
    lane(5, (i, b) =>
      carTop(south, cy - half - 200 + i * 170, b ? 150 : 84, b ? C.navy : color(), 90, {
        lights: night,
        busLivery: b,
      }),
    );
    lane(5, (i) =>
      carTop(north, cy + half - 100 - i * 180 + 400, 84, color(), -90, { lights: night }),
    );
  }
  s.add(...parts);
  const ew = ewGreen ? 'green' : 'red';
  const ns = ewGreen ? 'red' : 'green';
  s.add(
    signalTop(cx - half - 60, cy - half - 24, ew, 0),
    signalTop(cx + half + 60, cy + half + 24, ew, 180),
    signalTop(cx + half + 24, cy - half - 60, ns, 90),
    signalTop(cx - half - 24, cy + half + 60, ns, -90),
  );
  if (night) {
    const glow = radial(s, '#ffe7a0', 0.35, 0);
    for (let i = 0; i < 8; i += 1)
      s.add(
        circle(i * (W / 7), cy - half - 30, 80, glow),
        circle(i * (W / 7) + 60, cy + half + 30, 80, glow),
      );
  }
  return s;
}

/** Traffic or security operations centre: a monitor wall and operators at desks. */
export function controlRoomScene({ seed, size = WIDE, accent = C.amber }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  s.add(rect(0, 0, W, H, linear(s, ['#0a1824', '#0d2438', '#081420'])));
  s.add(rect(0, H * 0.78, W, H * 0.22, '#0b1a27'));
  monitorWall(s, W * 0.1, H * 0.1, 5, 3, W * 0.148, H * 0.17, s.rand);
  s.add(
    rect(W * 0.08, H * 0.69, W * 0.84, H * 0.05, '#1e3448'),
    rect(W * 0.08, H * 0.69, W * 0.84, 4, accent),
  );
  for (let i = 0; i < 4; i += 1) {
    const x = W * (0.2 + i * 0.2);
    s.add(
      rect(x - 60, H * 0.6, 120, 66, '#10324d', 'rx="4"'),
      rect(x - 52, H * 0.61, 104, 50, '#1f5f8f', 'opacity="0.7"'),
    );
    s.add(
      backView(
        x + s.rand.range(-20, 20),
        H * 0.9,
        150,
        s.rand.pick(['#1e293b', '#334155', '#0f3b5f']),
        s.rand.pick(SKIN),
      ),
    );
  }
  return s;
}

/** Ground-mounted or rooftop solar array in open country. */
export function solarScene({ seed, size = WIDE, mode = 'day', rooftop = false, battery = false }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  sky(s, mode, H * 0.6);
  sun(s, W * s.rand.range(0.6, 0.85), H * 0.18, 46, '#ffd45c');
  hills(s, H * 0.5, 60, '#8bbf7a', 3);
  hills(s, H * 0.56, 40, '#5fae72', 4);
  s.add(rect(0, H * 0.56, W, H * 0.44, '#4e9b62'));
  if (rooftop) {
    s.add(
      rect(W * 0.18, H * 0.55, W * 0.64, H * 0.38, '#e8e1d5'),
      rect(W * 0.18, H * 0.55, W * 0.64, 16, '#c9bfae'),
    );
    for (let i = 0; i < 6; i += 1)
      s.add(rect(W * 0.22 + i * W * 0.1, H * 0.64, W * 0.06, H * 0.09, '#12568a', 'opacity="0.5"'));
    s.add(rect(W * 0.46, H * 0.78, W * 0.08, H * 0.15, C.navy));
    const roof = [
      [W * 0.14, H * 0.56],
      [W * 0.3, H * 0.34],
      [W * 0.7, H * 0.34],
      [W * 0.86, H * 0.56],
    ];
    s.add(poly(roof, '#8a4b32'));
    for (let i = 0; i < 5; i += 1)
      s.add(
        solarPanel(W * 0.28 + i * W * 0.085, H * 0.37, W * 0.075, H * 0.14, {
          skew: 0.5,
          rows: 3,
          cols: 4,
        }),
      );
  } else {
    solarArray(s, W * 0.12, H * 0.52, 3, 6, W * 0.1, H * 0.085, 10);
  }
  if (battery) {
    s.add(
      rect(W * 0.84, H * 0.62, W * 0.11, H * 0.2, '#e6ebf0', 'rx="6"'),
      rect(W * 0.86, H * 0.66, W * 0.07, H * 0.02, C.green),
      rect(W * 0.86, H * 0.7, W * 0.07, H * 0.02, C.green),
      rect(W * 0.86, H * 0.74, W * 0.04, H * 0.02, C.amber),
    );
  }
  return s;
}

/** Close-up of surveillance cameras watching a street. */
export function cctvScene({ seed, size = WIDE, mode = 'night', dome = true }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  sky(s, mode, H);
  if (mode === 'night') stars(s, 50, H * 0.35);
  skyline(s, H * 0.86, {
    fill: isDark(mode) ? '#173f62' : '#7aa7c8',
    scale: 1.3,
    minH: 120,
    maxH: 380,
    lit: isDark(mode),
  });
  s.add(rect(0, H * 0.86, W, H * 0.14, '#1c2a36'));
  s.add(rect(W * 0.16, H * 0.1, 26, H * 0.9, '#4a5663'));
  cctvCamera(s, W * 0.17 + 20, H * 0.2, 3.2, { angle: 22, view: true });
  cctvCamera(s, W * 0.17 - 6, H * 0.42, 2.4, { angle: 160, view: false });
  if (dome) {
    s.add(
      rect(W * 0.74, H * 0.12, W * 0.2, 16, '#4a5663'),
      rect(W * 0.9, H * 0.12, 18, H * 0.88, '#4a5663'),
    );
    s.add(domeCamera(W * 0.78, H * 0.14 + 16, 2.2));
  }
  return s;
}

/** Staff events: end-of-year party scenes and the cocktail evening. */
export function eventScene({ seed, size = WIDE, kind = 'party' }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  const cocktail = kind === 'cocktail';
  s.add(
    rect(
      0,
      0,
      W,
      H,
      linear(s, cocktail ? ['#1a1030', '#2b1d4a', '#3b2a22'] : ['#061a2b', '#0b3a5b', '#1c2a36']),
    ),
  );
  s.add(rect(0, H * 0.8, W, H * 0.2, cocktail ? '#2a1f1a' : '#14202b'));
  if (kind === 'banner' || kind === 'awards') {
    s.add(
      rect(W * 0.25, H * 0.08, W * 0.5, H * 0.16, C.navy, 'rx="10"'),
      rect(W * 0.25, H * 0.08, W * 0.5, 8, C.amber),
    );
    s.add(
      text(W * 0.5, H * 0.19, kind === 'awards' ? 'AWARDS 2024' : 'END OF YEAR 2024', {
        size: 64,
        fill: C.white,
      }),
    );
  }
  stringLights(s, 0, W, H * 0.04, 60, cocktail ? '#fcd34d' : '#ffe7a0');
  if (!cocktail) bunting(s, 0, W, H * 0.3, 40, [C.amber, C.green, C.blueLight, C.white]);
  if (kind === 'dinner') {
    s.add(
      rect(W * 0.12, H * 0.7, W * 0.76, H * 0.06, '#f1f5f9'),
      rect(W * 0.14, H * 0.76, 12, H * 0.12, '#64748b'),
      rect(W * 0.84, H * 0.76, 12, H * 0.12, '#64748b'),
    );
    for (let i = 0; i < 7; i += 1)
      s.add(circle(W * (0.2 + i * 0.1), H * 0.69, 18, C.amber, 'opacity="0.85"'));
  }
  if (cocktail) {
    for (let i = 0; i < 3; i += 1) {
      const tx = W * (0.22 + i * 0.28);
      s.add(
        ellipse(tx, H * 0.66, 80, 14, '#f1f5f9'),
        rect(tx - 6, H * 0.66, 12, H * 0.2, '#cbd5e1'),
        ellipse(tx, H * 0.86, 50, 8, '#cbd5e1'),
      );
    }
  }
  if (kind === 'awards') {
    s.add(
      rect(W * 0.42, H * 0.58, W * 0.16, H * 0.24, C.navy),
      rect(W * 0.42, H * 0.58, W * 0.16, 8, C.amber),
    );
    s.add(
      path(`M${W * 0.5 - 30} ${H * 0.44} h60 v14 q0 40 -30 46 q-30 -6 -30 -46 Z`, C.amber),
      rect(W * 0.5 - 6, H * 0.52, 12, 30, C.amber),
      rect(W * 0.5 - 28, H * 0.55, 56, 10, C.amberDark),
    );
  }
  const count = kind === 'group' ? 12 : kind === 'dance' ? 9 : 8;
  const people = [];
  for (let i = 0; i < count; i += 1) {
    const row = kind === 'group' ? i % 2 : 0;
    const x =
      kind === 'group'
        ? W * (0.1 + (i / (count - 1)) * 0.8)
        : W * (0.06 + ((i + s.rand.range(0, 0.6)) / count) * 0.9);
    const base = H * (kind === 'group' ? 0.93 - row * 0.05 : s.rand.range(0.9, 0.97));
    const height = (kind === 'group' ? 420 - row * 30 : s.rand.range(360, 440)) * (H / 1000);
    people.push({
      base,
      markup: person(x, base, height, s.rand.pick(SHIRTS), {
        glass: cocktail || (kind === 'toast' && i % 2 === 0),
        skin: s.rand.pick(SKIN),
        armUp: kind === 'dance' && i % 2 === 1,
      }),
    });
  }
  people.sort((a, b) => a.base - b.base);
  s.add(...people.map((p) => p.markup));
  return s;
}

/** Field work: crews installing signals and lights, the Kisumu lakeside site and Lodwar. */
export function siteScene({ seed, size = WIDE, kind = 'implementation' }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  if (kind === 'lodwar') {
    sky(s, 'arid', H * 0.62);
    sun(s, W * 0.8, H * 0.16, 50, '#ffd45c');
    hills(s, H * 0.55, 70, '#c98a52', 3);
    s.add(rect(0, H * 0.6, W, H * 0.4, C.sand));
    for (let i = 0; i < 5; i += 1)
      s.add(
        tree(s.rand.range(40, W - 40), H * s.rand.range(0.62, 0.7), s.rand.range(80, 140), {
          acacia: true,
          crown: '#5b7f3a',
        }),
      );
    s.add(
      poly(
        [
          [W * 0.45, H * 0.6],
          [W * 0.55, H * 0.6],
          [W * 0.95, H],
          [W * 0.05, H],
        ],
        '#3b4552',
      ),
    );
    s.add(line(W * 0.5, H * 0.6, W * 0.5, H, C.white, 6, 'stroke-dasharray="40 40"'));
    for (let i = 0; i < 3; i += 1)
      streetLight(s, W * (0.14 + i * 0.05), H * (0.74 + i * 0.06), 260 + i * 60, {
        solar: true,
        lit: false,
        dir: 1,
      });
    s.add(
      person(W * 0.72, H * 0.95, 300, '#0b3a5b', { hat: true, vest: true, skin: SKIN[1] }),
      person(W * 0.8, H * 0.96, 320, '#12568a', { hat: true, vest: true, skin: SKIN[3] }),
    );
    return s;
  }
  sky(s, kind === 'kisumu' ? 'dawn' : 'day', H * 0.66);
  sun(s, W * 0.2, H * 0.2, 40, '#ffd45c');
  if (kind === 'kisumu') {
    s.add(rect(0, H * 0.5, W, H * 0.12, linear(s, ['#3d86c2', '#12568a'])));
    for (let i = 0; i < 6; i += 1)
      s.add(
        line(
          W * s.rand.range(0.05, 0.9),
          H * s.rand.range(0.52, 0.6),
          W * s.rand.range(0.05, 0.9) + 60,
          H * s.rand.range(0.52, 0.6),
          C.white,
          2,
          'opacity="0.4"',
        ),
      );
    hills(s, H * 0.5, 40, '#6a8fa8', 3);
  } else {
    skyline(s, H * 0.62, { fill: '#6f9cc0', scale: 0.9, minH: 100, maxH: 260 });
  }
  s.add(rect(0, H * 0.62, W, H * 0.38, '#8a97a6'), rect(0, H * 0.7, W, H * 0.3, C.asphalt));
  s.add(line(0, H * 0.85, W, H * 0.85, C.white, 6, 'stroke-dasharray="60 50"'));
  // utility truck with a raised bucket
  const tx = W * 0.55;
  s.add(
    rect(tx, H * 0.76, 340, 90, '#f8fafc', 'rx="8"'),
    rect(tx + 340, H * 0.72, 120, 130, '#f8fafc', 'rx="10"'),
    rect(tx + 380, H * 0.74, 66, 50, '#cfe8f7'),
  );
  s.add(
    rect(tx, H * 0.8, 460, 10, C.amber),
    circle(tx + 80, H * 0.87, 30, '#1c2126'),
    circle(tx + 380, H * 0.87, 30, '#1c2126'),
  );
  s.add(
    line(tx + 120, H * 0.76, tx - 40, H * 0.36, '#e5e7eb', 22, 'stroke-linecap="round"'),
    rect(tx - 100, H * 0.28, 110, 80, C.amber, 'rx="6"'),
  );
  s.add(
    person(tx - 50, H * 0.36, 200, C.navy, { hat: true, vest: true, skin: SKIN[0], armUp: true }),
  );
  if (kind === 'kisumu') {
    streetLight(s, W * 0.3, H * 0.66, 420, { lit: false, dir: 1 });
    streetLight(s, W * 0.08, H * 0.66, 420, { lit: false, dir: 1 });
  } else {
    signalPole(s, W * 0.32, H * 0.68, 420, 'green', { arm: 180, headSize: 28 });
  }
  for (let i = 0; i < 3; i += 1)
    s.add(
      poly(
        [
          [W * (0.1 + i * 0.08), H * 0.95],
          [W * (0.1 + i * 0.08) + 24, H * 0.95],
          [W * (0.1 + i * 0.08) + 12, H * 0.89],
        ],
        '#f97316',
      ),
    );
  s.add(
    person(W * 0.16, H * 0.97, 330, '#12568a', { hat: true, vest: true, skin: SKIN[2] }),
    person(W * 0.45, H * 0.98, 350, C.navy, { hat: true, vest: true, skin: SKIN[4] }),
  );
  return s;
}

const screens = {
  junction: (s, x, y, w, h) => {
    s.add(
      rect(x, y, w, h, '#0f2d44'),
      rect(x, y + h * 0.42, w, h * 0.16, '#3a4552'),
      rect(x + w * 0.44, y, w * 0.12, h, '#3a4552'),
    );
    s.add(
      circle(x + w * 0.4, y + h * 0.38, 9, '#22c55e'),
      circle(x + w * 0.6, y + h * 0.64, 9, C.red),
      circle(x + w * 0.62, y + h * 0.36, 9, C.amber),
    );
  },
  lighting: (s, x, y, w, h) => {
    s.add(rect(x, y, w, h, '#0f2d44'));
    for (let i = 0; i < 5; i += 1) {
      const lx = x + w * (0.12 + i * 0.19);
      s.add(
        rect(lx, y + h * 0.35, 5, h * 0.55, '#94a3b8'),
        circle(lx + 10, y + h * 0.33, 12, C.amber),
        circle(lx + 10, y + h * 0.33, 30, C.amber, 'opacity="0.2"'),
      );
    }
  },
  cctv: (s, x, y, w, h) => {
    s.add(rect(x, y, w, h, '#0f2d44'));
    for (let i = 0; i < 4; i += 1) {
      const gx = x + (i % 2) * (w / 2) + 6;
      const gy = y + Math.floor(i / 2) * (h / 2) + 6;
      s.add(
        rect(gx, gy, w / 2 - 12, h / 2 - 12, '#1e3a52'),
        rect(gx + 16, gy + h / 4 - 20, 40, 26, 'none', `stroke="${C.greenLight}" stroke-width="3"`),
      );
    }
  },
  signals: (s, x, y, w, h) => {
    s.add(rect(x, y, w, h, '#0f2d44'));
    ['red', 'amber', 'green'].forEach((active, i) =>
      s.add(
        signalHead(x + w * (0.22 + i * 0.28), y + h * 0.12, h * 0.22, active, { backplate: false }),
      ),
    );
  },
  solar: (s, x, y, w, h) => {
    s.add(
      rect(x, y, w, h, '#0f2d44'),
      solarPanel(x + w * 0.1, y + h * 0.2, w * 0.5, h * 0.5, { skew: 0.3 }),
      circle(x + w * 0.8, y + h * 0.3, 24, C.amber),
    );
    s.add(rect(x + w * 0.68, y + h * 0.6, w * 0.2, h * 0.25, C.green, 'rx="4"'));
  },
};

/** Offices and classrooms: collaboration, professional development and training courses. */
export function officeScene({ seed, size = WIDE, kind = 'training', screen = 'junction' }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  s.add(
    rect(0, 0, W, H, linear(s, ['#e9f1f7', '#d5e8f4'])),
    rect(0, H * 0.78, W, H * 0.22, '#b9c7d3'),
  );
  s.add(
    rect(W * 0.74, H * 0.08, W * 0.2, H * 0.34, '#9cc3de'),
    rect(W * 0.84 - 3, H * 0.08, 6, H * 0.34, '#e9f1f7'),
    rect(W * 0.74, H * 0.25 - 3, W * 0.2, 6, '#e9f1f7'),
  );
  s.add(tree(W * 0.96, H * 0.8, 150, { crown: C.green }));
  if (kind === 'collaboration') {
    s.add(rect(W * 0.06, H * 0.1, W * 0.34, H * 0.3, C.white, 'stroke="#94a3b8" stroke-width="6"'));
    s.add(
      path(
        `M${W * 0.09} ${H * 0.33} L${W * 0.17} ${H * 0.22} L${W * 0.25} ${H * 0.28} L${W * 0.36} ${H * 0.15}`,
        'none',
        `stroke="${C.blue}" stroke-width="6"`,
      ),
    );
    // People stand behind the table, so it is drawn after them and hides their waists.
    for (let i = 0; i < 5; i += 1) {
      s.add(
        person(W * (0.26 + i * 0.12), H * 0.84, 380 * (H / 1000), s.rand.pick(SHIRTS), {
          skin: s.rand.pick(SKIN),
          armUp: i === 2,
        }),
      );
    }
    s.add(
      rect(W * 0.2, H * 0.62, W * 0.6, H * 0.05, '#7c5a3c'),
      rect(W * 0.24, H * 0.67, 14, H * 0.2, '#5b4636'),
      rect(W * 0.74, H * 0.67, 14, H * 0.2, '#5b4636'),
    );
    s.add(
      rect(W * 0.3, H * 0.62 - 56, 90, 56, '#334155', 'rx="4"'),
      rect(W * 0.56, H * 0.62 - 56, 90, 56, '#334155', 'rx="4"'),
    );
    return s;
  }
  s.add(rect(W * 0.12, H * 0.08, W * 0.5, H * 0.42, '#1e293b', 'rx="8"'));
  screens[screen](s, W * 0.14, H * 0.11, W * 0.46, H * 0.36);
  s.add(person(W * 0.68, H * 0.86, 420, C.navy, { skin: SKIN[1], armUp: true }));
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 5; i += 1) {
      s.add(
        backView(
          W * (0.1 + i * 0.17 + row * 0.07),
          H * (0.9 + row * 0.12),
          170 + row * 30,
          s.rand.pick(SHIRTS),
          s.rand.pick(SKIN),
        ),
      );
    }
  }
  return s;
}

/** The product range on a dark stage: signal heads, a countdown, a camera and a controller. */
export function lineupScene({ seed, size = HERO }) {
  const s = createScene(size[0], size[1], seed);
  const { w: W, h: H } = s;
  s.add(
    rect(0, 0, W, H, linear(s, ['#082a42', '#0b3a5b', '#12568a'], { x1: 0, y1: 0, x2: 1, y2: 1 })),
  );
  s.add(
    circle(W * 0.78, H * 0.3, 420, C.white, 'opacity="0.05"'),
    circle(W * 0.2, H * 0.9, 300, C.amber, 'opacity="0.06"'),
  );
  s.add(rect(0, H * 0.86, W, H * 0.14, '#061a2b', 'opacity="0.5"'));
  s.add(signalHead(W * 0.52, H * 0.3, 90, 'red', { backplate: true }));
  s.add(signalHead(W * 0.65, H * 0.36, 74, 'amber', { backplate: true, housing: '#6b7785' }));
  s.add(signalHead(W * 0.76, H * 0.42, 64, 'green', { backplate: false, countdown: '12' }));
  s.add(
    rect(W * 0.85, H * 0.4, 150, 330, '#c9d3dc', 'rx="10"'),
    rect(W * 0.85 + 10, H * 0.4 + 10, 130, 310, '#e6ebf0', 'rx="6"'),
    rect(W * 0.85 + 25, H * 0.4 + 120, 100, 70, C.navy, 'rx="6"'),
  );
  cctvCamera(s, W * 0.52, H * 0.08, 2, { angle: 10, view: false });
  s.add(domeCamera(W * 0.78, H * 0.1, 1.5));
  return s;
}

/** Head-and-shoulders portrait in the brand palette (placeholder for staff photographs). */
export function portraitScene({
  seed,
  bg,
  shirt,
  skin,
  hair = 'short',
  tie = false,
  glasses = false,
}) {
  const s = createScene(400, 400, seed);
  s.add(rect(0, 0, 400, 400, linear(s, bg)));
  s.add(circle(320, 70, 120, C.white, 'opacity="0.06"'));
  s.add(path('M40 400 Q44 286 140 268 L260 268 Q356 286 360 400 Z', shirt));
  s.add(path('M168 268 L200 318 L232 268 Z', C.white, 'opacity="0.9"'));
  if (tie) s.add(path('M193 284 L207 284 L213 350 L200 366 L187 350 Z', C.amber));
  s.add(rect(178, 224, 44, 52, skin, 'rx="16"'));
  s.add(ellipse(200, 172, 66, 78, skin));
  if (hair === 'short')
    s.add(
      path(
        'M134 168 Q132 92 200 90 Q268 92 266 168 Q258 120 200 118 Q142 120 134 168 Z',
        '#1c1917',
      ),
    );
  if (hair === 'long')
    s.add(
      path(
        'M128 240 Q112 96 200 88 Q290 96 272 240 Q262 150 244 124 Q200 112 156 124 Q138 150 128 240 Z',
        '#1c1917',
      ),
    );
  if (hair === 'wrap')
    s.add(
      path('M130 160 Q126 74 200 70 Q276 74 270 160 Q250 112 200 110 Q150 112 130 160 Z', C.amber),
      path('M186 84 Q220 50 250 80', 'none', `stroke="${C.amberDark}" stroke-width="10"`),
    );
  if (glasses)
    s.add(
      circle(176, 172, 18, 'none', 'stroke="#0f172a" stroke-width="5"'),
      circle(224, 172, 18, 'none', 'stroke="#0f172a" stroke-width="5"'),
      line(194, 172, 206, 172, '#0f172a', 5),
    );
  return s;
}

/** A product shown on a soft studio background. */
function productStage(seed, tone = 'light') {
  const s = createScene(PRODUCT[0], PRODUCT[1], seed);
  const stops = tone === 'dark' ? ['#0b3a5b', '#082a42'] : ['#f4f8fb', '#d5e8f4'];
  s.add(rect(0, 0, 800, 600, linear(s, stops)));
  s.add(circle(640, 110, 180, tone === 'dark' ? C.blue : C.white, 'opacity="0.35"'));
  s.add(ellipse(400, 540, 230, 22, '#0b3a5b', 'opacity="0.15"'));
  return s;
}

export const productScenes = {
  controller: (seed, { pedestrian = false } = {}) => {
    const s = productStage(seed);
    s.add(
      rect(290, 90, 220, 440, '#c9d3dc', 'rx="10"'),
      rect(300, 100, 200, 420, '#e6ebf0', 'rx="6"'),
    );
    for (let i = 0; i < 6; i += 1) s.add(rect(330, 130 + i * 14, 140, 5, '#94a3b8'));
    s.add(
      rect(320, 240, 160, 110, C.navy, 'rx="6"'),
      text(400, 285, 'ITC-2', { size: 30, fill: C.white }),
      text(400, 320, 'MINI', { size: 20, fill: C.amber }),
    );
    s.add(
      circle(340, 380, 7, '#22c55e'),
      circle(362, 380, 7, C.amber),
      circle(384, 380, 7, '#22c55e'),
    );
    s.add(rect(470, 300, 12, 40, '#64748b', 'rx="4"'));
    if (pedestrian) {
      s.add(
        rect(560, 200, 120, 220, '#15191e', 'rx="14"'),
        circle(620, 260, 36, '#2f353c'),
        circle(620, 360, 36, '#22c55e'),
      );
      s.add(
        circle(620, 340, 7, '#0b3a5b'),
        path('M614 350 L626 350 L630 378 L622 378 L620 366 L618 378 L610 378 Z', '#0b3a5b'),
      );
    } else {
      s.add(signalHead(620, 170, 60, 'green', { backplate: true }));
    }
    return s;
  },
  signal: (
    seed,
    {
      active = 'green',
      housing = '#15191e',
      backplate = true,
      aspects = 3,
      size = 80,
      pair = false,
      countdown,
    } = {},
  ) => {
    const s = productStage(seed);
    if (pair) {
      s.add(
        signalHead(300, 110, size, 'red', { housing, backplate }),
        signalHead(500, 110, size, active, { housing, backplate }),
      );
    } else {
      s.add(signalHead(400, 80, size, active, { housing, backplate, aspects, countdown }));
    }
    return s;
  },
  countdown: (seed) => {
    const s = productStage(seed);
    s.add(signalHead(300, 100, 90, 'red', { backplate: true }));
    s.add(
      rect(440, 170, 200, 220, '#111', 'rx="14"'),
      rect(452, 182, 176, 196, '#1a1a1a', 'rx="8"'),
    );
    s.add(text(540, 320, '25', { size: 130, fill: C.red, family: 'DejaVu Sans Mono, monospace' }));
    return s;
  },
  pushbutton: (seed) => {
    const s = productStage(seed);
    s.add(rect(300, 80, 200, 420, C.amber, 'rx="24"'), rect(320, 100, 160, 150, '#111', 'rx="10"'));
    s.add(
      circle(400, 158, 16, C.white),
      path('M392 178 L408 178 L416 230 L404 230 L400 205 L396 230 L384 230 Z', C.white),
      path('M372 196 L428 196', 'none', 'stroke="#fff" stroke-width="8" stroke-linecap="round"'),
    );
    s.add(
      circle(400, 330, 48, '#1c2126'),
      circle(400, 330, 34, '#e5e7eb'),
      path('M392 316 L400 300 L408 316 Z', '#1c2126'),
    );
    for (let i = 0; i < 5; i += 1) s.add(rect(340, 410 + i * 14, 120, 6, '#7c5a00', 'rx="3"'));
    s.add(
      path(
        'M520 300 q30 30 0 60 M545 280 q50 50 0 100',
        'none',
        `stroke="${C.blue}" stroke-width="8" stroke-linecap="round"`,
      ),
    );
    return s;
  },
  vms: (seed) => {
    const s = productStage(seed, 'dark');
    s.add(rect(380, 360, 40, 200, '#64748b'));
    s.add(rect(90, 130, 620, 250, '#111', 'rx="10"'), rect(104, 144, 592, 222, '#1a1a1a'));
    s.add(
      text(400, 235, 'SLOW DOWN', {
        size: 66,
        fill: C.amber,
        family: 'DejaVu Sans Mono, monospace',
      }),
    );
    s.add(
      text(400, 325, 'ROADWORKS 500 M', {
        size: 44,
        fill: C.amber,
        family: 'DejaVu Sans Mono, monospace',
      }),
    );
    for (let x = 110; x < 690; x += 12) s.add(line(x, 150, x, 360, '#1a1a1a', 4));
    return s;
  },
  thermal: (seed, { sensor = false } = {}) => {
    const s = productStage(seed, 'dark');
    const screen = linear(s, ['#1e1b4b', '#7c3aed', '#f97316', '#fde047'], {
      x1: 0,
      y1: 1,
      x2: 0,
      y2: 0,
    });
    s.add(rect(440, 120, 300, 220, '#0f172a', 'rx="10"'), rect(452, 132, 276, 196, '#1e1b4b'));
    s.add(
      ellipse(530, 250, 46, 26, screen),
      ellipse(640, 210, 36, 20, screen),
      ellipse(600, 290, 30, 17, screen),
    );
    s.add(
      rect(500, 222, 60, 56, 'none', `stroke="${C.greenLight}" stroke-width="3"`),
      rect(615, 186, 52, 46, 'none', `stroke="${C.greenLight}" stroke-width="3"`),
    );
    if (sensor) {
      s.add(
        rect(110, 200, 250, 170, '#e6ebf0', 'rx="20"'),
        circle(235, 285, 54, '#1c2126'),
        circle(235, 285, 30, '#7c3aed'),
        rect(150, 218, 70, 34, C.navy, 'rx="6"'),
        text(185, 244, 'AI', { size: 24, fill: C.amber }),
      );
    } else {
      cctvCamera(s, 150, 240, 3, { angle: 8, view: false, body: '#f1f5f9' });
    }
    return s;
  },
  cameraRange: (seed) => {
    const s = productStage(seed);
    cctvCamera(s, 120, 210, 2.6, { angle: 10, view: false });
    s.add(domeCamera(430, 230, 2.2));
    s.add(
      rect(560, 160, 110, 20, '#e6ebf0', 'rx="6"'),
      rect(605, 180, 20, 40, '#c9d3dc'),
      circle(615, 280, 70, '#e6ebf0'),
      circle(615, 290, 40, '#1c2126'),
      circle(615, 290, 18, C.blue),
    );
    return s;
  },
  cctvBullet: (seed) => {
    const s = productStage(seed);
    cctvCamera(s, 240, 230, 4.2, { angle: 12, view: false });
    return s;
  },
  cctvDome: (seed) => {
    const s = productStage(seed, 'dark');
    s.add(rect(360, 0, 80, 120, '#c9d3dc'), domeCamera(400, 150, 4.5));
    return s;
  },
  nvr: (seed) => {
    const s = productStage(seed);
    s.add(rect(130, 240, 540, 120, '#1e293b', 'rx="10"'), rect(130, 240, 540, 10, '#334155'));
    for (let i = 0; i < 8; i += 1)
      s.add(
        rect(160 + i * 48, 270, 38, 66, '#0f172a', 'rx="4"'),
        circle(179 + i * 48, 322, 4, '#22c55e'),
      );
    s.add(circle(600, 300, 16, '#0f172a'), circle(600, 300, 6, C.blueLight));
    s.add(rect(220, 100, 360, 130, '#0f2d44', 'rx="6"'));
    for (let i = 0; i < 6; i += 1)
      s.add(rect(232 + (i % 3) * 116, 112 + Math.floor(i / 3) * 56, 104, 48, '#1e3a52'));
    return s;
  },
  beads: (seed, { tone = C.white, beadSize = 10, surface = '#3a4552', airport = false } = {}) => {
    const s = productStage(seed);
    s.add(rect(60, 120, 420, 380, surface, 'rx="10"'));
    s.add(
      rect(
        airport ? 60 : 220,
        120,
        airport ? 420 : 100,
        airport ? 80 : 380,
        tone,
        'opacity="0.95"',
      ),
    );
    if (airport) s.add(rect(60, 300, 420, 60, C.white, 'opacity="0.95"'));
    for (let i = 0; i < 140; i += 1)
      s.add(
        circle(
          s.rand.range(70, 470),
          s.rand.range(130, 490),
          s.rand.range(1.5, 3.5),
          C.white,
          'opacity="0.7"',
        ),
      );
    s.add(circle(590, 300, 150, '#e6ebf0'), circle(590, 300, 136, '#f8fafc'));
    const step = beadSize * 2.6;
    for (let y = 300 - 120; y <= 300 + 120; y += step) {
      for (let x = 590 - 120; x <= 590 + 120; x += step) {
        if ((x - 590) ** 2 + (y - 300) ** 2 < 120 ** 2)
          s.add(
            circle(x, y, beadSize, '#cbd5e1'),
            circle(x - beadSize * 0.3, y - beadSize * 0.3, beadSize * 0.35, C.white),
          );
      }
    }
    s.add(line(480, 400, 420, 480, '#475569', 22, 'stroke-linecap="round"'));
    return s;
  },
  solarLight: (seed) => {
    const s = productStage(seed);
    streetLight(s, 360, 560, 480, { solar: true, lit: false, dir: 1 });
    s.add(
      rect(510, 100, 180, 110, C.navy, 'rx="8"'),
      text(600, 150, 'DUSK', { size: 26, fill: C.amber }),
      text(600, 186, 'TO DAWN', { size: 22, fill: C.white }),
    );
    return s;
  },
  solarSignal: (seed) => {
    const s = productStage(seed);
    s.add(
      rect(300, 140, 16, 400, '#4a5663'),
      solarPanel(220, 60, 180, 90, { skew: 0.4, rows: 3, cols: 5 }),
    );
    s.add(signalHead(360, 220, 56, 'amber', { backplate: true }));
    s.add(
      rect(470, 360, 170, 170, '#e6ebf0', 'rx="10"'),
      rect(490, 390, 130, 20, C.green),
      rect(490, 420, 130, 20, C.green),
      rect(490, 450, 80, 20, C.amber),
    );
    return s;
  },
  pvBattery: (seed) => {
    const s = productStage(seed);
    s.add(
      solarPanel(80, 140, 260, 150, { skew: 0.45 }),
      solarPanel(170, 300, 260, 150, { skew: 0.45 }),
    );
    s.add(
      rect(500, 200, 200, 300, '#e6ebf0', 'rx="12"'),
      rect(520, 230, 160, 60, C.navy, 'rx="6"'),
      text(600, 272, '48 V', { size: 30, fill: C.amber }),
    );
    for (let i = 0; i < 4; i += 1)
      s.add(rect(530, 320 + i * 40, 140, 24, i < 3 ? C.green : C.amber, 'rx="4"'));
    return s;
  },
};

/** The home hero: an overhead junction at dusk, whose traffic is simulated for the looping video. */
export function heroJunction() {
  const W = 1600;
  const H = 900;
  const cx = 800;
  const cy = 450;
  const roadW = 180;
  const half = roadW / 2;
  const T = 7;
  const fps = 24;
  const base = createScene(W, H, 'hero-junction');
  junctionPlan(base, {
    cx,
    cy,
    roadW,
    night: true,
    ground: '#10241c',
    block: '#102a40',
    blockRoof: '#173752',
  });
  const glow = radial(base, '#ffe7a0', 0.32, 0);
  const lamps = [];
  for (let i = 0; i < 9; i += 1)
    lamps.push(
      circle(i * 200 + 40, cy - half - 36, 90, glow),
      circle(i * 200 + 140, cy + half + 36, 90, glow),
    );
  for (let i = 0; i < 5; i += 1)
    lamps.push(
      circle(cx - half - 36, i * 200 + 20, 90, glow),
      circle(cx + half + 36, i * 200 + 120, 90, glow),
    );
  // A soft shade over the picture so the page's headline stays readable on top of it.
  const shade = rect(
    0,
    0,
    W,
    H,
    linear(base, [
      ['#061a2b', 0.15],
      ['#061a2b', 0.45],
    ]),
  );
  const staticMarkup =
    base
      .render()
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '') + lamps.join('');

  const phaseAt = (t) => {
    const p = ((t % T) + T) % T;
    if (p < 2.8) return { ew: 'green', ns: 'red' };
    if (p < 3.4) return { ew: 'amber', ns: 'red' };
    if (p < 3.5) return { ew: 'red', ns: 'red' };
    if (p < 6.3) return { ew: 'red', ns: 'green' };
    if (p < 6.9) return { ew: 'red', ns: 'amber' };
    return { ew: 'red', ns: 'red' };
  };
  // Approaches: position runs along the direction of travel; the stop line sits before the crossing.
  const approaches = [
    {
      key: 'ew',
      heading: 0,
      fixed: cy - half / 2,
      start: -200,
      stop: cx - half - 50,
      end: W + 200,
      spawns: [0.2, 1.1, 2.3, 3.8, 4.9, 6.1],
      bus: 2,
    },
    {
      key: 'ew',
      heading: 180,
      fixed: cy + half / 2,
      start: -200,
      stop: W - (cx + half + 50),
      end: W + 200,
      spawns: [0.6, 1.7, 3.0, 4.4, 5.6],
    },
    {
      key: 'ns',
      heading: 90,
      fixed: cx + half / 2,
      start: -200,
      stop: cy - half - 50,
      end: H + 200,
      spawns: [0.4, 2.0, 3.2, 5.0, 6.4],
    },
    {
      key: 'ns',
      heading: -90,
      fixed: cx - half / 2,
      start: -200,
      stop: H - (cy + half + 50),
      end: H + 200,
      spawns: [1.3, 2.6, 4.2, 5.5],
    },
  ];
  const palette = ['#e5e7eb', '#f5b301', '#3d86c2', '#b91c1c', '#94a3b8', '#0f766e', '#f8fafc'];
  const vehicles = [];
  const vmax = 300;
  const dt = 1 / fps;
  const frames = [];
  const totalFrames = T * fps;
  const warmup = 3 * totalFrames;
  let serial = 0;
  for (let f = 0; f < warmup + totalFrames; f += 1) {
    const t = f * dt;
    const phase = phaseAt(t);
    for (const a of approaches) {
      for (const [i, sp] of a.spawns.entries()) {
        const p = t % T;
        if (p >= sp && p - sp < dt - 1e-9) {
          const isBus = a.bus === i;
          vehicles.push({
            a,
            pos: a.start,
            v: vmax,
            len: isBus ? 160 : 84,
            color: isBus ? C.navy : palette[(serial += 1) % palette.length],
            isBus,
          });
        }
      }
    }
    for (const a of approaches) {
      const queue = vehicles.filter((v) => v.a === a).sort((x, y) => y.pos - x.pos);
      let leaderRear = Infinity;
      for (const v of queue) {
        const front = v.pos + v.len / 2;
        let limit = leaderRear - 22;
        const signal = phase[a.key];
        const distance = a.stop - front;
        if (signal !== 'green' && distance >= -1 && !(signal === 'amber' && distance < 40))
          limit = Math.min(limit, a.stop);
        v.v = Math.min(vmax, v.v + 700 * dt);
        const nextFront = Math.min(front + v.v * dt, limit);
        const moved = Math.max(0, nextFront - front);
        v.v = moved / dt;
        v.pos += moved;
        leaderRear = v.pos - v.len / 2;
      }
    }
    for (let i = vehicles.length - 1; i >= 0; i -= 1)
      if (vehicles[i].pos > vehicles[i].a.end) vehicles.splice(i, 1);
    if (f >= warmup) {
      const parts = [];
      for (const v of vehicles) {
        const a = v.a;
        let x;
        let y;
        if (a.heading === 0) [x, y] = [v.pos, a.fixed];
        else if (a.heading === 180) [x, y] = [W - v.pos, a.fixed];
        else if (a.heading === 90) [x, y] = [a.fixed, v.pos];
        else [x, y] = [a.fixed, H - v.pos];
        parts.push(carTop(x, y, v.len, v.color, a.heading, { lights: true, busLivery: v.isBus }));
      }
      parts.push(
        signalTop(cx - half - 64, cy - half - 26, phase.ew, 0),
        signalTop(cx + half + 64, cy + half + 26, phase.ew, 180),
      );
      parts.push(
        signalTop(cx + half + 26, cy - half - 64, phase.ns, 90),
        signalTop(cx - half - 26, cy + half + 64, phase.ns, -90),
      );
      frames.push(parts.join(''));
    }
  }
  const defs = staticMarkup.match(/^<defs>.*?<\/defs>/s)?.[0] ?? '';
  const scenery = staticMarkup.slice(defs.length);
  return {
    fps,
    seconds: T,
    frameCount: frames.length,
    frame: (i, outW, outH) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}">${defs}${scenery}${frames[i]}${shade}</svg>`,
  };
}

/** Logo marks for technology and product providers and partners: an emblem plus the name. */
const emblems = {
  hexagon: (c1, c2) =>
    `${poly(
      [
        [32, 4],
        [58, 18],
        [58, 46],
        [32, 60],
        [6, 46],
        [6, 18],
      ],
      c1,
    )}${poly(
      [
        [32, 16],
        [46, 24],
        [46, 40],
        [32, 48],
        [18, 40],
        [18, 24],
      ],
      c2,
    )}`,
  bolt: (c1, c2) =>
    `${circle(32, 32, 28, c1)}${poly(
      [
        [36, 8],
        [18, 36],
        [30, 36],
        [26, 56],
        [46, 26],
        [34, 26],
      ],
      c2,
    )}`,
  chevrons: (c1, c2) =>
    `${rect(4, 4, 56, 56, c1, 'rx="12"')}${path('M16 20 L32 34 L48 20 M16 34 L32 48 L48 34', 'none', `stroke="${c2}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`)}`,
  iris: (c1, c2) => `${circle(32, 32, 28, c1)}${circle(32, 32, 16, c2)}${circle(32, 32, 7, c1)}`,
  leaf: (c1, c2) =>
    `${path('M8 56 Q8 8 56 8 Q56 56 8 56 Z', c1)}${path('M14 50 Q30 30 48 16', 'none', `stroke="${c2}" stroke-width="4"`)}`,
  sunburst: (c1, c2) =>
    `${circle(32, 32, 14, c1)}${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => line(32 + 19 * Math.cos((a * Math.PI) / 180), 32 + 19 * Math.sin((a * Math.PI) / 180), 32 + 28 * Math.cos((a * Math.PI) / 180), 32 + 28 * Math.sin((a * Math.PI) / 180), c2, 5, 'stroke-linecap="round"')).join('')}`,
  signal: (c1, c2) =>
    `${rect(18, 2, 28, 60, c1, 'rx="8"')}${circle(32, 14, 7, '#e5484d')}${circle(32, 32, 7, c2)}${circle(32, 50, 7, '#22c55e')}`,
  wave: (c1, c2) =>
    `${rect(4, 4, 56, 56, c1, 'rx="28"')}${path('M10 36 Q20 24 32 36 T54 36', 'none', `stroke="${c2}" stroke-width="6" stroke-linecap="round"`)}`,
  grid: (c1, c2) =>
    `${rect(4, 4, 56, 56, c1, 'rx="6"')}${[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => rect(12 + c * 15, 12 + r * 15, 10, 10, (r + c) % 2 ? c2 : C.white))).join('')}`,
  pole: (c1, c2) =>
    `${rect(28, 8, 8, 52, c1)}${path('M32 10 Q48 2 54 14', 'none', `stroke="${c1}" stroke-width="6"`)}${ellipse(54, 16, 8, 4, c2)}`,
  heart: (c1, c2) =>
    `${path('M32 56 C8 40 4 24 14 14 C22 6 30 10 32 18 C34 10 42 6 50 14 C60 24 56 40 32 56 Z', c1)}${path('M24 30 L32 30 L32 22 L36 22 L36 30 L44 30 L44 34 L36 34 L36 42 L32 42 L32 34 L24 34 Z', c2)}`,
  sprout: (c1, c2) =>
    `${circle(32, 32, 28, c1)}${path('M32 50 L32 28 M32 32 Q20 30 18 18 Q30 18 32 28 M32 28 Q36 16 48 14 Q48 28 32 30', 'none', `stroke="${c2}" stroke-width="4" stroke-linecap="round"`)}`,
  cloud: (c1, c2) =>
    `${rect(4, 4, 56, 56, c1, 'rx="14"')}${path('M18 42 Q10 42 12 34 Q14 26 22 28 Q24 18 34 18 Q44 18 46 28 Q54 28 54 36 Q54 42 46 42 Z', c2)}`,
  chip: (c1, c2) =>
    `${rect(14, 14, 36, 36, c1, 'rx="6"')}${rect(24, 24, 16, 16, c2)}${[20, 28, 36, 44].map((p) => line(p, 4, p, 14, c1, 3) + line(p, 50, p, 60, c1, 3) + line(4, p, 14, p, c1, 3) + line(50, p, 60, p, c1, 3)).join('')}`,
};

const xmlEscape = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function logoSvg({
  name: rawName,
  emblem,
  colors = [C.navy, C.amber],
  tagline: rawTagline = '',
}) {
  const escaped = xmlEscape(rawName);
  const tagline = xmlEscape(rawTagline);
  const width = Math.max(240, 96 + Math.round(rawName.length * 13.5));
  const nameY = tagline ? 40 : 47;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img"><title>${escaped}</title>${group('translate(10 8)', emblems[emblem](colors[0], colors[1]))}${text(86, nameY, escaped, { size: 22, fill: C.navy, anchor: 'start', family: 'Inter, Segoe UI, Arial, sans-serif' })}${tagline ? text(86, 62, tagline, { size: 12, fill: '#475569', weight: 500, anchor: 'start', family: 'Inter, Segoe UI, Arial, sans-serif', extra: 'letter-spacing="1.5"' }) : ''}</svg>\n`;
}
