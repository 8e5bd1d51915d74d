// Small SVG drawing kit for the site's illustrations: every picture is composed from these
// primitives in a fixed design coordinate system and rasterised at the size a page needs.

export const C = {
  navy: '#0b3a5b',
  deep: '#082a42',
  ink: '#061a2b',
  blue: '#12568a',
  blueLight: '#3d86c2',
  sky: '#cfe8f7',
  pale: '#eef6fb',
  amber: '#f5b301',
  amberDark: '#d99a00',
  green: '#2e9e5b',
  greenLight: '#4ade80',
  greenDark: '#1f6f45',
  asphalt: '#2b3440',
  asphaltLight: '#3a4552',
  red: '#e5484d',
  white: '#ffffff',
  grey: '#8a97a6',
  greyLight: '#c9d3dc',
  sand: '#d9a066',
  sandLight: '#ecc38f',
};

export function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic generator, so re-running the script reproduces the same files byte for byte. */
export function rng(seed) {
  let a = typeof seed === 'number' ? seed : hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A drawing in design units (w x h); `render(outW, outH)` gives the SVG at an output size. */
export function createScene(w, h, seed) {
  let counter = 0;
  const defs = [];
  const body = [];
  return {
    w,
    h,
    rand: rng(seed),
    uid: (prefix) => `${prefix}${(counter += 1)}`,
    def: (markup) => defs.push(markup),
    add: (...parts) => body.push(...parts),
    render: (outW = w, outH = h) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice"><defs>${defs.join('')}</defs>${body.join('')}</svg>`,
  };
}

export function linear(s, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const id = s.uid('lg');
  const stopTags = stops
    .map((stop, i) => {
      const [color, opacity = 1] = Array.isArray(stop) ? stop : [stop, 1];
      return `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
  s.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(s, color, inner = 0.8, outer = 0) {
  const id = s.uid('rg');
  s.def(
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${inner}"/><stop offset="100%" stop-color="${color}" stop-opacity="${outer}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
export const poly = (points, fill, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const group = (transform, ...children) =>
  `<g transform="${transform}">${children.join('')}</g>`;
export const text = (
  x,
  y,
  content,
  {
    size = 24,
    fill = C.white,
    weight = 700,
    anchor = 'middle',
    family = 'DejaVu Sans, Arial, sans-serif',
    extra = '',
  } = {},
) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${content}</text>`;

export const SKIES = {
  day: ['#6bb8ea', '#bfe3f8', '#eaf6fd'],
  dawn: ['#12568a', '#7fb6de', '#ffe3a3'],
  dusk: ['#0b3a5b', '#1f5f8f', '#f0a93a'],
  night: ['#040f1a', '#0b2a44', '#12568a'],
  arid: ['#5aa9dd', '#cfe9f7', '#fbe7c2'],
};

export function sky(s, mode, height = s.h) {
  s.add(rect(0, 0, s.w, height, linear(s, SKIES[mode])));
}

export function sun(s, x, y, r, color = C.amber) {
  s.add(circle(x, y, r * 3.2, radial(s, color, 0.35, 0)), circle(x, y, r, color));
}

export function stars(s, count, maxY) {
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    parts.push(
      circle(
        s.rand.range(0, s.w),
        s.rand.range(0, maxY),
        s.rand.range(0.8, 2),
        C.white,
        `opacity="${r1(s.rand.range(0.3, 0.8))}"`,
      ),
    );
  }
  s.add(...parts);
}

export function hills(s, baseY, amplitude, fill, waves = 3) {
  const seg = s.w / waves;
  let d = `M0 ${r1(baseY)}`;
  for (let i = 0; i < waves; i += 1) {
    const peak = baseY - amplitude * s.rand.range(0.5, 1);
    d += ` Q${r1(seg * i + seg / 2)} ${r1(peak)} ${r1(seg * (i + 1))} ${r1(baseY)}`;
  }
  d += ` L${s.w} ${s.h} L0 ${s.h} Z`;
  s.add(path(d, fill));
}

/** City blocks along a baseline; windows glow at night. */
export function skyline(
  s,
  baseY,
  {
    fill = C.navy,
    minH = 60,
    maxH = 220,
    lit = false,
    scale = 1,
    windowColor,
    x0 = 0,
    x1 = s.w,
    windowDensity = 0.35,
  } = {},
) {
  const parts = [];
  let x = x0 - s.rand.range(0, 40) * scale;
  while (x < x1) {
    const bw = s.rand.range(40, 110) * scale;
    const bh = s.rand.range(minH, maxH) * scale;
    const top = baseY - bh;
    parts.push(rect(x, top, bw + 1, bh + 1, fill));
    if (s.rand.chance(0.25))
      parts.push(rect(x + bw * 0.4, top - 18 * scale, 3 * scale, 18 * scale, fill));
    if (s.rand.chance(0.2))
      parts.push(
        poly(
          [
            [x, top],
            [x + bw / 2, top - 24 * scale],
            [x + bw, top],
          ],
          fill,
        ),
      );
    const wc = windowColor ?? (lit ? C.amber : C.sky);
    const cols = Math.max(1, Math.floor(bw / (16 * scale)));
    const rows = Math.max(1, Math.floor(bh / (22 * scale)) - 1);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (s.rand.chance(windowDensity)) {
          parts.push(
            rect(
              x + 6 * scale + c * 16 * scale,
              top + 10 * scale + r * 22 * scale,
              7 * scale,
              9 * scale,
              wc,
              `opacity="${lit ? 0.85 : 0.35}"`,
            ),
          );
        }
      }
    }
    x += bw + s.rand.range(2, 14) * scale;
  }
  s.add(...parts);
}

/** A road running into the distance from the bottom edge to a vanishing point. */
export function perspectiveRoad(
  s,
  {
    vx,
    hy,
    bottomLeft,
    bottomRight,
    topHalf = 6,
    fill = C.asphalt,
    lanes = 2,
    dashColor = C.white,
    edge = C.amber,
  },
) {
  const parts = [
    poly(
      [
        [vx - topHalf, hy],
        [vx + topHalf, hy],
        [bottomRight, s.h],
        [bottomLeft, s.h],
      ],
      fill,
    ),
  ];
  const lerp = (a, b, t) => a + (b - a) * t;
  for (let lane = 1; lane < lanes; lane += 1) {
    const bx = lerp(bottomLeft, bottomRight, lane / lanes);
    const tx = lerp(vx - topHalf, vx + topHalf, lane / lanes);
    for (let k = 0; k < 14; k += 1) {
      const u0 = (k / 14) ** 2;
      const u1 = u0 + (((k + 1) / 14) ** 2 - u0) * 0.55;
      const p = (u) => [lerp(tx, bx, u), lerp(hy, s.h, u)];
      const [ax, ay] = p(u0);
      const [bx2, by2] = p(u1);
      const w0 = 1 + 7 * u0;
      const w1 = 1 + 7 * u1;
      parts.push(
        poly(
          [
            [ax - w0 / 2, ay],
            [ax + w0 / 2, ay],
            [bx2 + w1 / 2, by2],
            [bx2 - w1 / 2, by2],
          ],
          dashColor,
          'opacity="0.85"',
        ),
      );
    }
  }
  if (edge) {
    parts.push(line(vx - topHalf, hy, bottomLeft + 12, s.h, edge, 4, 'opacity="0.9"'));
    parts.push(line(vx + topHalf, hy, bottomRight - 12, s.h, edge, 4, 'opacity="0.9"'));
  }
  s.add(...parts);
}

/** Side-view street light; `lit` adds the glow and light pool, `solar` adds a panel on top. */
export function streetLight(
  s,
  x,
  baseY,
  height,
  { dir = 1, lit = true, solar = false, color = '#5b6b7a', glow = '#ffe7a0' } = {},
) {
  const k = height / 300;
  const top = baseY - height;
  const armX = x + dir * 70 * k;
  const parts = [];
  if (lit) {
    parts.push(
      poly(
        [
          [armX - 14 * k, top + 12 * k],
          [armX + 14 * k, top + 12 * k],
          [armX + dir * 20 * k + 120 * k, baseY],
          [armX + dir * 20 * k - 120 * k, baseY],
        ],
        linear(s, [
          [glow, 0.45],
          [glow, 0],
        ]),
      ),
    );
    parts.push(ellipse(armX, baseY, 120 * k, 16 * k, glow, 'opacity="0.25"'));
    parts.push(circle(armX, top + 10 * k, 38 * k, radial(s, glow, 0.9, 0)));
  }
  parts.push(rect(x - 5 * k, top, 10 * k, height, color));
  parts.push(rect(x - 10 * k, baseY - 16 * k, 20 * k, 16 * k, color));
  parts.push(
    path(
      `M${r1(x)} ${r1(top + 6 * k)} Q${r1(x + dir * 30 * k)} ${r1(top - 10 * k)} ${r1(armX)} ${r1(top + 4 * k)}`,
      'none',
      `stroke="${color}" stroke-width="${r1(6 * k)}" stroke-linecap="round"`,
    ),
  );
  parts.push(ellipse(armX, top + 8 * k, 22 * k, 7 * k, '#39444f'));
  parts.push(ellipse(armX, top + 11 * k, 16 * k, 3.5 * k, lit ? '#fff6d6' : '#9aa7b3'));
  if (solar) {
    parts.push(
      poly(
        [
          [x - 34 * k, top - 30 * k],
          [x + 30 * k, top - 44 * k],
          [x + 34 * k, top - 22 * k],
          [x - 30 * k, top - 8 * k],
        ],
        C.blue,
        `stroke="${C.greyLight}" stroke-width="${r1(2 * k)}"`,
      ),
    );
    parts.push(line(x - 2 * k, top - 38 * k, x + 2 * k, top - 15 * k, C.blueLight, 1.5 * k));
    parts.push(line(x - 32 * k, top - 19 * k, x + 32 * k, top - 33 * k, C.blueLight, 1.5 * k));
  }
  s.add(...parts);
}

/** Three-aspect signal head with a bordered backplate. */
export function signalHead(
  x,
  y,
  size,
  active = 'green',
  { backplate = true, housing = '#15191e', aspects = 3, countdown } = {},
) {
  const colors = { red: C.red, amber: C.amber, green: '#22c55e' };
  const order = aspects === 2 ? ['red', 'green'] : ['red', 'amber', 'green'];
  const w = size;
  const h = size * (order.length + 0.2);
  const parts = [];
  if (backplate)
    parts.push(
      rect(
        x - w * 0.85,
        y - w * 0.25,
        w * 1.7,
        h + w * 0.5,
        '#111',
        `rx="${r1(w * 0.12)}" stroke="${C.amber}" stroke-width="${r1(w * 0.08)}"`,
      ),
    );
  parts.push(rect(x - w / 2, y, w, h, housing, `rx="${r1(w * 0.18)}"`));
  order.forEach((name, i) => {
    const cy = y + size * 0.6 + i * size;
    const on = name === active;
    if (on) parts.push(circle(x, cy, size * 0.75, colors[name], 'opacity="0.25"'));
    parts.push(circle(x, cy, size * 0.36, on ? colors[name] : '#2f353c'));
    parts.push(
      path(
        `M${r1(x - size * 0.42)} ${r1(cy - size * 0.3)} Q${r1(x)} ${r1(cy - size * 0.62)} ${r1(x + size * 0.42)} ${r1(cy - size * 0.3)}`,
        'none',
        `stroke="#000" stroke-width="${r1(size * 0.08)}" opacity="0.7"`,
      ),
    );
  });
  if (countdown) {
    parts.push(rect(x - w / 2, y + h + size * 0.15, w, size * 0.8, '#111', `rx="${r1(w * 0.1)}"`));
    parts.push(
      text(x, y + h + size * 0.78, countdown, {
        size: size * 0.55,
        fill: colors[active],
        family: 'DejaVu Sans Mono, monospace',
      }),
    );
  }
  return parts.join('');
}

export function signalPole(
  s,
  x,
  baseY,
  height,
  active,
  { headSize = 22, arm = 0, dir = 1, countdown } = {},
) {
  const top = baseY - height;
  const parts = [
    rect(x - 5, top, 10, height, '#4a5663'),
    rect(x - 12, baseY - 10, 24, 10, '#4a5663'),
  ];
  if (arm) {
    parts.push(rect(dir > 0 ? x : x - arm, top + 6, arm, 7, '#4a5663'));
    parts.push(signalHead(x + dir * (arm - 10), top + 20, headSize, active, { countdown }));
  }
  parts.push(
    signalHead(x + dir * (headSize * 0.9 + 6), top + height * 0.35, headSize * 0.9, active, {
      countdown,
    }),
  );
  s.add(...parts);
}

/** Side-view car. */
export function car(x, baseY, length, color, { dir = 1, lights = false } = {}) {
  const k = length / 120;
  const h = 30 * k;
  const parts = [];
  const flip = dir < 0 ? `translate(${r1(x * 2)} 0) scale(-1 1)` : '';
  parts.push(rect(x - 60 * k, baseY - h - 8 * k, 120 * k, h, color, `rx="${r1(10 * k)}"`));
  parts.push(
    path(
      `M${r1(x - 36 * k)} ${r1(baseY - h - 6 * k)} L${r1(x - 22 * k)} ${r1(baseY - h - 30 * k)} L${r1(x + 20 * k)} ${r1(baseY - h - 30 * k)} L${r1(x + 40 * k)} ${r1(baseY - h - 6 * k)} Z`,
      color,
    ),
  );
  parts.push(
    path(
      `M${r1(x - 28 * k)} ${r1(baseY - h - 8 * k)} L${r1(x - 18 * k)} ${r1(baseY - h - 25 * k)} L${r1(x - 2 * k)} ${r1(baseY - h - 25 * k)} L${r1(x - 2 * k)} ${r1(baseY - h - 8 * k)} Z`,
      '#cfe8f7',
      'opacity="0.8"',
    ),
  );
  parts.push(
    path(
      `M${r1(x + 3 * k)} ${r1(baseY - h - 8 * k)} L${r1(x + 3 * k)} ${r1(baseY - h - 25 * k)} L${r1(x + 17 * k)} ${r1(baseY - h - 25 * k)} L${r1(x + 32 * k)} ${r1(baseY - h - 8 * k)} Z`,
      '#cfe8f7',
      'opacity="0.8"',
    ),
  );
  parts.push(
    circle(x - 34 * k, baseY - 8 * k, 12 * k, '#1c2126'),
    circle(x - 34 * k, baseY - 8 * k, 5 * k, '#8a97a6'),
  );
  parts.push(
    circle(x + 36 * k, baseY - 8 * k, 12 * k, '#1c2126'),
    circle(x + 36 * k, baseY - 8 * k, 5 * k, '#8a97a6'),
  );
  parts.push(rect(x + 54 * k, baseY - h - 2 * k, 6 * k, 6 * k, lights ? '#fff3c4' : '#f1f5f9'));
  parts.push(rect(x - 60 * k, baseY - h - 2 * k, 5 * k, 6 * k, C.red));
  if (lights)
    parts.push(
      poly(
        [
          [x + 60 * k, baseY - h + 1 * k],
          [x + 170 * k, baseY - h - 14 * k],
          [x + 170 * k, baseY - h + 22 * k],
        ],
        '#fff3c4',
        'opacity="0.18"',
      ),
    );
  return flip ? group(flip, ...parts) : parts.join('');
}

/** Side-view bus with a BRT livery stripe. */
export function bus(
  x,
  baseY,
  length,
  { body = C.navy, stripe = C.amber, dir = 1, label = '' } = {},
) {
  const k = length / 300;
  const h = 80 * k;
  const parts = [rect(x - 150 * k, baseY - h - 12 * k, 300 * k, h, body, `rx="${r1(10 * k)}"`)];
  parts.push(rect(x - 150 * k, baseY - 34 * k, 300 * k, 8 * k, stripe));
  for (let i = 0; i < 7; i += 1)
    parts.push(
      rect(
        x - 138 * k + i * 38 * k,
        baseY - h - 2 * k,
        30 * k,
        28 * k,
        '#cfe8f7',
        'opacity="0.85"',
      ),
    );
  parts.push(rect(x + 120 * k, baseY - h - 2 * k, 26 * k, 50 * k, '#cfe8f7', 'opacity="0.9"'));
  parts.push(
    circle(x - 95 * k, baseY - 10 * k, 15 * k, '#1c2126'),
    circle(x - 95 * k, baseY - 10 * k, 6 * k, '#8a97a6'),
  );
  parts.push(
    circle(x + 95 * k, baseY - 10 * k, 15 * k, '#1c2126'),
    circle(x + 95 * k, baseY - 10 * k, 6 * k, '#8a97a6'),
  );
  const markup = parts.join('');
  const labelMarkup = label ? text(x, baseY - 40 * k, label, { size: 16 * k, fill: C.white }) : '';
  return (dir < 0 ? group(`translate(${r1(x * 2)} 0) scale(-1 1)`, markup) : markup) + labelMarkup;
}

/** Box camera on a bracket, optionally with its field of view. */
export function cctvCamera(
  s,
  x,
  y,
  scale,
  { angle = 20, dir = 1, view = true, body = '#eef2f6', bracket = '#5b6b7a' } = {},
) {
  const parts = [];
  if (view)
    parts.push(
      poly(
        [
          [58, 12],
          [360, -60],
          [360, 120],
        ],
        linear(
          s,
          [
            [C.amber, 0.35],
            [C.amber, 0],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
  parts.push(rect(-30, 6, 34, 8, bracket), rect(-36, -14, 10, 48, bracket, 'rx="3"'));
  parts.push(rect(0, 0, 62, 26, body, 'rx="6"'), rect(-4, -6, 70, 8, '#c9d3dc', 'rx="3"'));
  parts.push(rect(56, 4, 10, 18, '#1c2126', 'rx="3"'), circle(62, 13, 5, '#12568a'));
  parts.push(circle(10, 19, 2.4, C.red));
  const flip = dir < 0 ? ' scale(-1 1)' : '';
  s.add(group(`translate(${r1(x)} ${r1(y)}) scale(${scale})${flip} rotate(${angle})`, ...parts));
}

export function domeCamera(x, y, scale) {
  return group(
    `translate(${r1(x)} ${r1(y)}) scale(${scale})`,
    rect(-40, -8, 80, 12, '#e6ebf0', 'rx="4"'),
    path('M-34 4 A34 30 0 0 0 34 4 Z', '#1c2126', 'opacity="0.9"'),
    circle(0, 16, 9, '#12568a'),
    circle(-3, 13, 3, '#cfe8f7', 'opacity="0.7"'),
  );
}

/** A solar module drawn as a parallelogram with its cell grid. */
export function solarPanel(
  x,
  y,
  w,
  h,
  {
    skew = 0.35,
    rows = 4,
    cols = 6,
    frame = '#c9d3dc',
    cell = C.blue,
    cellLine = C.blueLight,
  } = {},
) {
  const dx = h * skew;
  const p = (u, v) => [x + u * w + (1 - v) * dx, y + v * h];
  const parts = [
    poly([p(0, 0), p(1, 0), p(1, 1), p(0, 1)], cell, `stroke="${frame}" stroke-width="3"`),
  ];
  for (let c = 1; c < cols; c += 1) {
    const [ax, ay] = p(c / cols, 0);
    const [bx, by] = p(c / cols, 1);
    parts.push(line(ax, ay, bx, by, cellLine, 1.4));
  }
  for (let r = 1; r < rows; r += 1) {
    const [ax, ay] = p(0, r / rows);
    const [bx, by] = p(1, r / rows);
    parts.push(line(ax, ay, bx, by, cellLine, 1.4));
  }
  parts.push(
    poly([p(0.05, 0.05), p(0.3, 0.05), p(0.2, 0.45), p(0.02, 0.45)], C.white, 'opacity="0.12"'),
  );
  return parts.join('');
}

export function solarArray(s, x0, y0, rowsOfPanels, panelsPerRow, pw, ph, gap = 10) {
  const parts = [];
  for (let r = 0; r < rowsOfPanels; r += 1) {
    const k = 1 + r * 0.18;
    const rowY = y0 + r * (ph * k + 26 * k);
    const rowX = x0 - r * 30;
    for (let c = 0; c < panelsPerRow; c += 1) {
      const px = rowX + c * (pw * k + gap * k);
      parts.push(rect(px + pw * k * 0.45, rowY + ph * k - 4, 5 * k, 22 * k, '#6b7785'));
      parts.push(solarPanel(px, rowY, pw * k, ph * k));
    }
  }
  s.add(...parts);
}

/** Standing person silhouette; optional hard hat, hi-vis vest and a glass in hand. */
export function person(
  x,
  baseY,
  height,
  color,
  { hat = false, vest = false, glass = false, skin = '#6b4a3a', armUp = false } = {},
) {
  const k = height / 180;
  const parts = [];
  const headR = 15 * k;
  const headY = baseY - height + headR;
  parts.push(rect(x - 14 * k, baseY - 78 * k, 12 * k, 78 * k, '#1f2a36', `rx="${r1(5 * k)}"`));
  parts.push(rect(x + 2 * k, baseY - 78 * k, 12 * k, 78 * k, '#1f2a36', `rx="${r1(5 * k)}"`));
  parts.push(rect(x - 22 * k, headY + headR + 4 * k, 44 * k, 72 * k, color, `rx="${r1(16 * k)}"`));
  if (vest) {
    parts.push(
      rect(x - 18 * k, headY + headR + 10 * k, 36 * k, 52 * k, '#c6e82a', `rx="${r1(8 * k)}"`),
    );
    parts.push(rect(x - 18 * k, headY + headR + 38 * k, 36 * k, 5 * k, '#e8eef2'));
  }
  if (armUp)
    parts.push(
      rect(
        x + 16 * k,
        headY - 20 * k,
        10 * k,
        52 * k,
        color,
        `rx="${r1(5 * k)}" transform="rotate(20 ${r1(x + 21 * k)} ${r1(headY + 30 * k)})"`,
      ),
    );
  if (glass) {
    parts.push(rect(x + 18 * k, headY + headR + 20 * k, 9 * k, 34 * k, color, `rx="${r1(4 * k)}"`));
    parts.push(
      path(
        `M${r1(x + 18 * k)} ${r1(headY + headR + 6 * k)} L${r1(x + 30 * k)} ${r1(headY + headR + 6 * k)} L${r1(x + 24 * k)} ${r1(headY + headR + 18 * k)} Z`,
        '#fde68a',
        'opacity="0.9"',
      ),
    );
    parts.push(
      line(
        x + 24 * k,
        headY + headR + 18 * k,
        x + 24 * k,
        headY + headR + 26 * k,
        '#e5e7eb',
        1.5 * k,
      ),
    );
  }
  parts.push(rect(x - 5 * k, headY + headR - 2 * k, 10 * k, 8 * k, skin));
  parts.push(circle(x, headY, headR, skin));
  if (hat)
    parts.push(
      path(
        `M${r1(x - 18 * k)} ${r1(headY - 2 * k)} A${r1(18 * k)} ${r1(16 * k)} 0 0 1 ${r1(x + 18 * k)} ${r1(headY - 2 * k)} L${r1(x + 22 * k)} ${r1(headY + 1 * k)} L${r1(x - 22 * k)} ${r1(headY + 1 * k)} Z`,
        C.amber,
      ),
    );
  return parts.join('');
}

/** Head-and-shoulders seen from behind (audiences, control rooms). */
export function backView(x, baseY, width, color, skin = '#3b2a22') {
  const k = width / 100;
  return [
    path(
      `M${r1(x - 50 * k)} ${r1(baseY)} Q${r1(x - 48 * k)} ${r1(baseY - 52 * k)} ${r1(x)} ${r1(baseY - 56 * k)} Q${r1(x + 48 * k)} ${r1(baseY - 52 * k)} ${r1(x + 50 * k)} ${r1(baseY)} Z`,
      color,
    ),
    circle(x, baseY - 74 * k, 22 * k, skin),
  ].join('');
}

export function tree(
  x,
  baseY,
  size,
  { crown = C.greenDark, trunk = '#5b4636', acacia = false } = {},
) {
  const k = size / 100;
  if (acacia) {
    return [
      path(
        `M${r1(x - 3 * k)} ${r1(baseY)} L${r1(x - 2 * k)} ${r1(baseY - 50 * k)} L${r1(x - 22 * k)} ${r1(baseY - 72 * k)} M${r1(x)} ${r1(baseY - 50 * k)} L${r1(x + 18 * k)} ${r1(baseY - 76 * k)}`,
        'none',
        `stroke="${trunk}" stroke-width="${r1(5 * k)}" stroke-linecap="round"`,
      ),
      ellipse(x, baseY - 80 * k, 62 * k, 14 * k, crown),
    ].join('');
  }
  return [
    rect(x - 4 * k, baseY - 40 * k, 8 * k, 40 * k, trunk),
    circle(x, baseY - 58 * k, 28 * k, crown),
    circle(x - 16 * k, baseY - 44 * k, 18 * k, crown),
    circle(x + 16 * k, baseY - 46 * k, 18 * k, crown),
  ].join('');
}

/** Wall of monitors, used for control rooms. */
export function monitorWall(s, x, y, cols, rows, mw, mh, rand) {
  const parts = [
    rect(x - 12, y - 12, cols * (mw + 8) + 16, rows * (mh + 8) + 16, '#0d1b27', 'rx="6"'),
  ];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const mx = x + c * (mw + 8);
      const my = y + r * (mh + 8);
      const kind = rand.int(0, 3);
      parts.push(rect(mx, my, mw, mh, '#10324d'));
      if (kind === 0) {
        parts.push(
          rect(mx, my + mh * 0.42, mw, mh * 0.16, '#3a4552'),
          rect(mx + mw * 0.42, my, mw * 0.16, mh, '#3a4552'),
        );
        parts.push(
          circle(mx + mw * 0.4, my + mh * 0.38, 3, '#22c55e'),
          circle(mx + mw * 0.6, my + mh * 0.62, 3, C.red),
        );
      } else if (kind === 1) {
        parts.push(
          rect(mx, my + mh * 0.55, mw, mh * 0.45, '#2b3440'),
          poly(
            [
              [mx + mw * 0.3, my + mh],
              [mx + mw * 0.45, my + mh * 0.55],
              [mx + mw * 0.55, my + mh * 0.55],
              [mx + mw * 0.7, my + mh],
            ],
            '#4b5663',
          ),
        );
        parts.push(rect(mx + mw * 0.15, my + mh * 0.7, mw * 0.12, mh * 0.08, C.amber));
      } else if (kind === 2) {
        for (let b = 0; b < 5; b += 1) {
          const bh = mh * rand.range(0.2, 0.75);
          parts.push(
            rect(
              mx + 6 + b * ((mw - 12) / 5),
              my + mh - 4 - bh,
              (mw - 12) / 5 - 4,
              bh,
              b % 2 ? C.amber : C.greenLight,
              'opacity="0.85"',
            ),
          );
        }
      } else {
        let d = `M${mx + 4} ${my + mh * 0.7}`;
        for (let i = 1; i <= 6; i += 1)
          d += ` L${r1(mx + 4 + i * ((mw - 8) / 6))} ${r1(my + mh * rand.range(0.2, 0.8))}`;
        parts.push(path(d, 'none', `stroke="${C.amber}" stroke-width="2"`));
      }
    }
  }
  s.add(...parts);
}

/** Top-down junction of two roads with crossings, stop lines, kerbs and corner blocks. */
export function junctionPlan(
  s,
  {
    cx,
    cy,
    roadW = 150,
    ground = '#22493a',
    block = '#1d3b54',
    blockRoof = '#27506f',
    trees = true,
    night = false,
    diagonal = false,
  } = {},
) {
  const parts = [rect(0, 0, s.w, s.h, ground)];
  const half = roadW / 2;
  const blocks = [
    [0, 0, cx - half - 24, cy - half - 24],
    [cx + half + 24, 0, s.w - cx - half - 24, cy - half - 24],
    [0, cy + half + 24, cx - half - 24, s.h - cy - half - 24],
    [cx + half + 24, cy + half + 24, s.w - cx - half - 24, s.h - cy - half - 24],
  ];
  parts.push(
    rect(0, cy - half - 22, s.w, roadW + 44, '#9aa7b3'),
    rect(cx - half - 22, 0, roadW + 44, s.h, '#9aa7b3'),
  );
  for (const [bx, by, bw, bh] of blocks) {
    const pad = 30;
    let yy = by + pad;
    while (yy < by + bh - 60) {
      let xx = bx + pad;
      const rowH = s.rand.range(80, 160);
      while (xx < bx + bw - 60) {
        const w = s.rand.range(90, 200);
        const wClamped = Math.min(w, bx + bw - pad - xx);
        const hClamped = Math.min(rowH, by + bh - pad - yy);
        if (wClamped > 40 && hClamped > 40) {
          if (trees && s.rand.chance(0.22)) {
            parts.push(
              circle(
                xx + wClamped / 2,
                yy + hClamped / 2,
                Math.min(wClamped, hClamped) * 0.35,
                '#2f6b4a',
              ),
            );
          } else {
            parts.push(rect(xx, yy, wClamped, hClamped, block, 'rx="4"'));
            parts.push(rect(xx + 8, yy + 8, wClamped - 16, hClamped - 16, blockRoof, 'rx="3"'));
            if (night && s.rand.chance(0.5))
              parts.push(rect(xx + 14, yy + 14, 14, 10, C.amber, 'opacity="0.6"'));
          }
        }
        xx += w + 24;
      }
      yy += rowH + 24;
    }
  }
  parts.push(rect(0, cy - half, s.w, roadW, C.asphalt), rect(cx - half, 0, roadW, s.h, C.asphalt));
  const dash = (x1, y1, x2, y2) =>
    line(x1, y1, x2, y2, C.white, 4, 'stroke-dasharray="26 22" opacity="0.8"');
  parts.push(
    dash(0, cy, cx - half - 40, cy),
    dash(cx + half + 40, cy, s.w, cy),
    dash(cx, 0, cx, cy - half - 40),
    dash(cx, cy + half + 40, cx, s.h),
  );
  const zebra = (x, y, horizontal) => {
    const out = [];
    for (let i = 0; i < 9; i += 1) {
      const off = -half + 8 + (i * (roadW - 16)) / 9;
      out.push(
        horizontal
          ? rect(x, y + off, 30, 9, C.white, 'opacity="0.9"')
          : rect(x + off, y, 9, 30, C.white, 'opacity="0.9"'),
      );
    }
    return out.join('');
  };
  parts.push(
    zebra(cx - half - 36, cy, true),
    zebra(cx + half + 6, cy, true),
    zebra(cx, cy - half - 36, false),
    zebra(cx, cy + half + 6, false),
  );
  // Kenya drives on the left: stop lines sit across the left-hand half of each approach.
  parts.push(
    rect(cx - half - 44, cy - half, 5, half, C.white),
    rect(cx + half + 39, cy, 5, half, C.white),
    rect(cx, cy - half - 44, half, 5, C.white),
    rect(cx - half, cy + half + 39, half, 5, C.white),
  );
  if (diagonal)
    parts.push(
      line(
        cx - half,
        cy - half,
        cx + half,
        cy + half,
        C.amber,
        3,
        'stroke-dasharray="10 10" opacity="0.6"',
      ),
      line(
        cx + half,
        cy - half,
        cx - half,
        cy + half,
        C.amber,
        3,
        'stroke-dasharray="10 10" opacity="0.6"',
      ),
    );
  s.add(...parts);
}

/** Plan-view vehicle, heading right when dir is 0 (degrees otherwise). */
export function carTop(
  x,
  y,
  length,
  color,
  heading = 0,
  { lights = false, busLivery = false } = {},
) {
  const w = busLivery ? length * 0.3 : length * 0.48;
  const parts = [];
  if (lights)
    parts.push(
      poly(
        [
          [length / 2, -w * 0.35],
          [length / 2 + 70, -w * 0.9],
          [length / 2 + 70, w * 0.9],
          [length / 2, w * 0.35],
        ],
        '#fff3c4',
        'opacity="0.2"',
      ),
    );
  parts.push(rect(-length / 2, -w / 2, length, w, color, `rx="${r1(w * 0.3)}"`));
  if (busLivery) {
    parts.push(
      rect(-length / 2 + 6, -w / 2 + 4, length - 12, w - 8, '#e6ebf0', `rx="${r1(w * 0.2)}"`),
      rect(-length / 2 + 6, -3, length - 12, 6, C.amber),
    );
  } else {
    parts.push(
      rect(length * 0.08, -w / 2 + 4, length * 0.18, w - 8, '#cfe8f7', 'rx="3" opacity="0.85"'),
    );
    parts.push(
      rect(-length * 0.34, -w / 2 + 5, length * 0.12, w - 10, '#cfe8f7', 'rx="3" opacity="0.6"'),
    );
    parts.push(rect(-length * 0.14, -w / 2 + 3, length * 0.2, w - 6, '#000', 'opacity="0.15"'));
  }
  parts.push(
    rect(length / 2 - 4, -w / 2 + 3, 4, 6, lights ? '#fff7d6' : '#f1f5f9'),
    rect(length / 2 - 4, w / 2 - 9, 4, 6, lights ? '#fff7d6' : '#f1f5f9'),
  );
  parts.push(rect(-length / 2, -w / 2 + 3, 3, 6, C.red), rect(-length / 2, w / 2 - 9, 3, 6, C.red));
  return group(`translate(${r1(x)} ${r1(y)}) rotate(${heading})`, ...parts);
}

/** Plan-view signal head: a small bar with three lamps, drawn at a stop line. */
export function signalTop(x, y, active, heading = 0) {
  const colors = { red: C.red, amber: C.amber, green: '#22c55e' };
  const lamps = ['red', 'amber', 'green'].map((name, i) => {
    const on = name === active;
    return (
      (on ? circle(-14 + i * 14, 0, 11, colors[name], 'opacity="0.35"') : '') +
      circle(-14 + i * 14, 0, 5, on ? colors[name] : '#39414a')
    );
  });
  return group(
    `translate(${r1(x)} ${r1(y)}) rotate(${heading})`,
    rect(-23, -8, 46, 16, '#111', 'rx="4"'),
    ...lamps,
  );
}

export function bunting(s, x0, x1, y, sag, colors) {
  const parts = [
    path(
      `M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`,
      'none',
      'stroke="#e5e7eb" stroke-width="2"',
    ),
  ];
  const n = Math.floor((x1 - x0) / 40);
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = (1 - t) ** 2 * y + 2 * (1 - t) * t * (y + sag * 2) + t ** 2 * y;
    parts.push(
      poly(
        [
          [x - 11, yy],
          [x + 11, yy],
          [x, yy + 24],
        ],
        colors[i % colors.length],
      ),
    );
  }
  s.add(...parts);
}

export function stringLights(s, x0, x1, y, sag, color = '#ffe7a0') {
  const parts = [
    path(
      `M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`,
      'none',
      'stroke="#475569" stroke-width="2"',
    ),
  ];
  const n = Math.floor((x1 - x0) / 34);
  const glow = radial(s, color, 0.7, 0);
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = (1 - t) ** 2 * y + 2 * (1 - t) * t * (y + sag * 2) + t ** 2 * y;
    parts.push(circle(x, yy + 6, 16, glow), circle(x, yy + 6, 4.5, color));
  }
  s.add(...parts);
}
