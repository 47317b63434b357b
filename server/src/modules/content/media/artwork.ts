import { seededRandom, seedOf } from '../../../lib/seeded-random.ts';
/**
 * Deterministic SVG artwork for the demo content: abstract landscapes, trails, footwear and bag silhouettes in the
 * group's and the brands' colours, without any text. Every artwork can be drawn in each crop at any width, so the
 * `{cropName}` and `{width}` placeholders of content media resolve to real images (`GET <media>/art/...`).
 */

/** Aspect ratios (width / height) of the crops content asks for. */
export const crops = {
  wide: 12 / 5,
  landscape: 16 / 9,
  square: 1,
  portrait: 4 / 5,
} as const;
export type CropName = keyof typeof crops;

export function isCropName(value: string): value is CropName {
  return Object.hasOwn(crops, value);
}

/** Renditions are drawn between these widths (pixels). */
export const minArtworkWidth = 64;
export const maxArtworkWidth = 3840;

interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  light: string;
}

const palette = (
  skyTop: string,
  skyBottom: string,
  far: string,
  mid: string,
  near: string,
  accent: string,
  light: string,
): Palette => ({ skyTop, skyBottom, far, mid, near, accent, light });

/** The group's colours and one palette per brand of the catalogue (by brand slug). */
export const palettes = {
  group: palette('#14213d', '#e76f51', '#3d5a80', '#24395c', '#14213d', '#e9c46a', '#f4efe6'),
  dawn: palette('#1f3a5f', '#f2b880', '#7b4b73', '#3d5a80', '#1b2a41', '#f4a261', '#fbf3e4'),
  forest: palette('#1b4332', '#a7c957', '#40916c', '#2d6a4f', '#1b4332', '#f2e8cf', '#f4f1e8'),
  ocean: palette('#023e8a', '#90e0ef', '#0077b6', '#03045e', '#001845', '#ffd166', '#eef8fb'),
  slate: palette('#22313f', '#b8c4cf', '#5c6f82', '#3b4b5c', '#1d2833', '#e07a2f', '#f1f3f5'),
  altra: palette('#0b3d91', '#8ecae6', '#2f6fb3', '#164e9c', '#082a66', '#ffcc00', '#eef3fa'),
  dickies: palette('#1c2a39', '#d9c9a3', '#6b7b5e', '#3e4a3a', '#1c2a39', '#b8860b', '#f3eee2'),
  'eastpak-jansport': palette('#1a1a1a', '#f28482', '#7d1d26', '#4a1119', '#1a1a1a', '#c8102e', '#f5f2f0'),
  icebreaker: palette('#1b1b1b', '#cfd8c4', '#7a9a6b', '#4f6b47', '#1f2a1d', '#d9b26f', '#f3efe6'),
  kipling: palette('#004d47', '#9ce0d6', '#00857c', '#006158', '#00342f', '#f29ec8', '#fdf6ec'),
  napapijri: palette('#1d3b6f', '#a9c6e8', '#4a6fa5', '#2a4d80', '#13264a', '#d52b1e', '#f5f1ea'),
  smartwool: palette('#1f3a5f', '#f6bd60', '#3f6e8c', '#2b4e6e', '#172c45', '#e07a2f', '#f7efe3'),
  'the-north-face': palette('#111111', '#f08a5d', '#4b5563', '#2b2f36', '#111111', '#d7261e', '#f4f4f4'),
  timberland: palette('#3b2a1a', '#f1c27d', '#8c5a2b', '#5e3b1d', '#2e1f12', '#c98b2b', '#f7ecd9'),
  vans: palette('#111111', '#f7b2ad', '#9b1b30', '#5c0f1d', '#111111', '#c8102e', '#ffffff'),
} as const satisfies Record<string, Palette>;
export type PaletteName = keyof typeof palettes;

/** A pseudo-random sequence that is the same for the same name. */
const randomFor = (name: string): (() => number) => seededRandom(seedOf(name)).next;

interface Canvas {
  w: number;
  h: number;
  p: Palette;
  random: () => number;
  /** Where a silhouette sits: right of centre on wide crops (text goes left), centred otherwise. */
  focus: { x: number; y: number; size: number };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A closed band from the bottom edge up to a jagged ridge line around `base` (share of the height). */
function ridge(c: Canvas, base: number, amplitude: number, steps: number, fill: string, smooth = false): string {
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const x = (c.w * index) / steps;
    const y = c.h * (base - amplitude * (0.25 + c.random() * 0.75) * (index % 2 === 0 ? 1 : 0.45));
    points.push([round(x), round(y)]);
  }
  const first = points[0] ?? [0, c.h * base];
  let line = `M0 ${c.h} L${first[0]} ${first[1]}`;
  for (let index = 1; index < points.length; index += 1) {
    const [x, y] = points[index] ?? first;
    if (smooth) {
      const [px, py] = points[index - 1] ?? first;
      line += ` Q${round((px + x) / 2)} ${round(Math.min(py, y) - c.h * 0.04)} ${x} ${y}`;
    } else {
      line += ` L${x} ${y}`;
    }
  }
  return `<path d="${line} L${c.w} ${c.h} Z" fill="${fill}"/>`;
}

function sky(c: Canvas, id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${c.p.skyTop}"/><stop offset="1" stop-color="${c.p.skyBottom}"/>` +
    `</linearGradient></defs><rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`
  );
}

function sun(c: Canvas, x: number, y: number, r: number): string {
  return (
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 1.6)}" fill="${c.p.light}" opacity="0.18"/>` +
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${c.p.light}" opacity="0.92"/>`
  );
}

/** A silhouette drawn in a 100 x 100 box, scaled and placed at the canvas focus. */
function placed(c: Canvas, body: string): string {
  const scale = c.focus.size / 100;
  const x = c.focus.x - c.focus.size / 2;
  const y = c.focus.y - c.focus.size / 2;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 100) / 100})">${body}</g>`;
}

function halo(c: Canvas): string {
  const { x, y, size } = c.focus;
  return (
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size * 0.62)}" fill="${c.p.light}" opacity="0.12"/>` +
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size * 0.46)}" fill="${c.p.light}" opacity="0.14"/>`
  );
}

/** Jagged peaks with snow on their tips: the tips are the ridge's points above the snow line. */
function peaks(c: Canvas, base: number, amplitude: number, steps: number): string {
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const high = index % 2 === 1;
    const y = c.h * (base - (high ? amplitude * (0.55 + c.random() * 0.45) : amplitude * c.random() * 0.25));
    points.push([round((c.w * (index + (high ? c.random() * 0.4 - 0.2 : 0))) / steps), round(y)]);
  }
  const outline = points.map(([x, y]) => `L${x} ${y}`).join(' ');
  const snow = points
    .map(([x, y], index) => {
      const previous = points[index - 1];
      const next = points[index + 1];
      if (index % 2 === 0 || !previous || !next) return '';
      const depth = 0.3;
      const left: [number, number] = [x + (previous[0] - x) * depth, y + (previous[1] - y) * depth];
      const right: [number, number] = [x + (next[0] - x) * depth, y + (next[1] - y) * depth];
      const notch = round((left[1] + right[1]) / 2 - (right[1] - y) * 0.2);
      return (
        `<path d="M${x} ${y} L${round(right[0])} ${round(right[1])} L${round((x + right[0]) / 2)} ${notch} ` +
        `L${round((x + left[0]) / 2)} ${round(left[1])} L${round(left[0])} ${round(left[1])} Z" fill="${c.p.light}" opacity="0.9"/>`
      );
    })
    .join('');
  return `<path d="M0 ${c.h} ${outline} L${c.w} ${c.h} Z" fill="${c.p.far}"/>${snow}`;
}

function mountains(c: Canvas): string {
  return (
    sky(c, 'sky') +
    sun(c, c.w * (0.55 + c.random() * 0.25), c.h * 0.3, Math.min(c.w, c.h) * 0.08) +
    peaks(c, 0.62, 0.36, 8) +
    ridge(c, 0.7, 0.14, 9, c.p.mid) +
    ridge(c, 0.84, 0.1, 12, c.p.near, true)
  );
}

function trail(c: Canvas): string {
  const trees: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const x = c.random() * c.w;
    const base = c.h * (0.72 + c.random() * 0.2);
    const height = c.h * (0.08 + c.random() * 0.08);
    const half = height * 0.32;
    trees.push(
      `<path d="M${round(x)} ${round(base - height)} L${round(x + half)} ${round(base)} L${round(x - half)} ${round(base)} Z" fill="${c.p.near}"/>`,
    );
  }
  const path =
    `M${round(c.w * 0.18)} ${c.h} C${round(c.w * 0.35)} ${round(c.h * 0.78)} ${round(c.w * 0.7)} ${round(c.h * 0.86)} ` +
    `${round(c.w * 0.62)} ${round(c.h * 0.7)} S${round(c.w * 0.48)} ${round(c.h * 0.58)} ${round(c.w * 0.66)} ${round(c.h * 0.55)}`;
  const stroke = round(Math.max(c.w, c.h) * 0.012);
  return (
    sky(c, 'sky') +
    sun(c, c.w * 0.25, c.h * 0.28, Math.min(c.w, c.h) * 0.07) +
    ridge(c, 0.56, 0.14, 6, c.p.far, true) +
    ridge(c, 0.7, 0.1, 8, c.p.mid, true) +
    `<path d="${path}" fill="none" stroke="${c.p.accent}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${stroke * 2.2} ${stroke * 1.6}"/>` +
    trees.join('')
  );
}

function backdrop(c: Canvas): string {
  const circles: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const r = Math.min(c.w, c.h) * (0.12 + c.random() * 0.3);
    circles.push(
      `<circle cx="${round(c.random() * c.w)}" cy="${round(c.random() * c.h)}" r="${round(r)}" fill="${index % 2 ? c.p.mid : c.p.far}" opacity="${round(0.25 + c.random() * 0.3)}"/>`,
    );
  }
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.p.skyTop}"/>` +
    `<stop offset="1" stop-color="${c.p.near}"/></linearGradient></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>${circles.join('')}` +
    `<rect y="${round(c.h * 0.8)}" width="${c.w}" height="${round(c.h * 0.2)}" fill="${c.p.near}" opacity="0.5"/>`
  );
}

function sneaker(c: Canvas): string {
  const upper =
    'M5 72 L5 50 Q5 40 14 40 L24 42 Q31 44 35 37 L40 29 Q43 25 48 28 L62 41 Q72 49 86 53 Q97 57 97 66 L97 72 Z';
  const sole = 'M4 71 L98 71 Q99 77 95 80 L8 80 Q3 80 3 75 Z';
  const laces = [0, 1, 2, 3]
    .map((step) => {
      const x = 46 + step * 5;
      const y = 33 + step * 4.6;
      return `<path d="M${x - 3} ${y + 3} L${x + 4} ${y - 3}" stroke="${c.p.near}" stroke-width="1.8" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    backdrop(c) +
    halo(c) +
    placed(
      c,
      `<ellipse cx="51" cy="84" rx="46" ry="3.5" fill="#000" opacity="0.25"/><path d="${upper}" fill="${c.p.light}"/>` +
        `<path d="M5 50 Q5 42 13 42 L18 43 L18 71 L5 71 Z" fill="${c.p.accent}" opacity="0.85"/>` +
        `<path d="M70 71 Q74 58 90 56 Q97 58 97 66 L97 71 Z" fill="${c.p.mid}" opacity="0.25"/>` +
        `<path d="${sole}" fill="${c.p.accent}"/><path d="M6 75 L96 75" stroke="${c.p.light}" stroke-width="1" opacity="0.6"/>` +
        `<path d="M24 62 Q46 66 72 54" fill="none" stroke="${c.p.accent}" stroke-width="3" stroke-linecap="round"/>${laces}`,
    )
  );
}

function boot(c: Canvas): string {
  const upper =
    'M12 84 L90 84 Q96 84 95 78 L94 72 Q93 66 85 64 L62 58 L58 20 Q57 13 50 13 L22 13 Q15 13 15 20 L15 56 Q9 61 9 71 Z';
  const eyelets = [24, 32, 40, 48]
    .map((y) => `<circle cx="${56 - (y - 24) * 0.04}" cy="${y}" r="1.8" fill="${c.p.near}"/>`)
    .join('');
  return (
    backdrop(c) +
    halo(c) +
    placed(
      c,
      `<ellipse cx="52" cy="94" rx="46" ry="4" fill="#000" opacity="0.25"/><path d="${upper}" fill="${c.p.accent}"/>` +
        `<path d="M9 84 L96 84 L96 91 L9 91 Z" fill="${c.p.near}"/>` +
        `<path d="M15 20 L58 20" stroke="${c.p.light}" stroke-width="3" opacity="0.7"/>${eyelets}` +
        `<path d="M20 60 Q40 68 80 64" fill="none" stroke="${c.p.light}" stroke-width="1.6" stroke-dasharray="3 2" opacity="0.8"/>`,
    )
  );
}

function backpack(c: Canvas): string {
  return (
    backdrop(c) +
    halo(c) +
    placed(
      c,
      `<ellipse cx="50" cy="95" rx="34" ry="3.5" fill="#000" opacity="0.25"/>` +
        `<path d="M38 16 Q38 6 50 6 Q62 6 62 16" fill="none" stroke="${c.p.near}" stroke-width="4"/>` +
        `<rect x="24" y="14" width="52" height="78" rx="16" fill="${c.p.accent}"/>` +
        `<path d="M24 36 Q50 26 76 36 L76 30 Q76 14 60 14 L40 14 Q24 14 24 30 Z" fill="${c.p.near}" opacity="0.35"/>` +
        `<rect x="32" y="56" width="36" height="28" rx="8" fill="${c.p.light}" opacity="0.9"/>` +
        `<path d="M36 62 L64 62" stroke="${c.p.accent}" stroke-width="2.4" stroke-linecap="round"/>`,
    )
  );
}

function knit(c: Canvas): string {
  const bands: string[] = [];
  const rows = 9;
  const colours = [c.p.far, c.p.mid, c.p.accent, c.p.light, c.p.near];
  const height = c.h / rows;
  const teeth = 12;
  for (let row = 0; row < rows; row += 1) {
    const top = row * height;
    const colour = colours[(row + Math.floor(c.random() * 2)) % colours.length] ?? c.p.mid;
    let line = `M0 ${round(top)}`;
    for (let tooth = 0; tooth < teeth; tooth += 1) {
      const x = (c.w * (tooth + 0.5)) / teeth;
      line += ` L${round(x)} ${round(top + height * 0.45)} L${round((c.w * (tooth + 1)) / teeth)} ${round(top)}`;
    }
    line += ` L${c.w} ${round(top + height * 1.45)} L0 ${round(top + height * 1.45)} Z`;
    bands.push(`<path d="${line}" fill="${colour}"/>`);
  }
  return `<rect width="${c.w}" height="${c.h}" fill="${c.p.near}"/>${bands.join('')}`;
}

function waves(c: Canvas): string {
  const layers: string[] = [];
  const colours = [c.p.far, c.p.mid, c.p.near];
  for (let layer = 0; layer < 3; layer += 1) {
    const base = c.h * (0.55 + layer * 0.14);
    const amplitude = c.h * (0.05 + c.random() * 0.03);
    const period = c.w / (2 + layer);
    let line = `M0 ${round(base)}`;
    for (let x = 0; x < c.w; x += period) {
      line += ` q${round(period / 4)} ${round(-amplitude)} ${round(period / 2)} 0 t${round(period / 2)} 0`;
    }
    layers.push(`<path d="${line} L${c.w} ${c.h} L0 ${c.h} Z" fill="${colours[layer] ?? c.p.near}"/>`);
  }
  return sky(c, 'sky') + sun(c, c.w * 0.72, c.h * 0.34, Math.min(c.w, c.h) * 0.09) + layers.join('');
}

function skate(c: Canvas): string {
  const squares: string[] = [];
  const size = c.h * 0.06;
  for (let column = 0; column * size < c.w; column += 1) {
    for (let row = 0; row < 2; row += 1) {
      if ((column + row) % 2 === 0) {
        squares.push(
          `<rect x="${round(column * size)}" y="${round(c.h - size * (2 - row))}" width="${round(size)}" height="${round(size)}" fill="${c.p.light}"/>`,
        );
      }
    }
  }
  const ramp = `M0 ${round(c.h * 0.35)} Q0 ${round(c.h * 0.88)} ${round(c.w * 0.3)} ${round(c.h * 0.88)} L${round(c.w * 0.7)} ${round(c.h * 0.88)} Q${c.w} ${round(c.h * 0.88)} ${c.w} ${round(c.h * 0.35)} L${c.w} ${c.h} L0 ${c.h} Z`;
  return (
    sky(c, 'sky') +
    sun(c, c.w * 0.5, c.h * 0.32, Math.min(c.w, c.h) * 0.1) +
    `<path d="${ramp}" fill="${c.p.mid}"/>` +
    `<path d="M0 ${round(c.h * 0.35)} Q0 ${round(c.h * 0.88)} ${round(c.w * 0.3)} ${round(c.h * 0.88)} L${round(c.w * 0.7)} ${round(c.h * 0.88)} Q${c.w} ${round(c.h * 0.88)} ${c.w} ${round(c.h * 0.35)}" fill="none" stroke="${c.p.accent}" stroke-width="${round(c.h * 0.015)}"/>` +
    `<rect y="${round(c.h - size * 2)}" width="${c.w}" height="${round(size * 2)}" fill="${c.p.near}"/>${squares.join('')}`
  );
}

function city(c: Canvas): string {
  const blocks: string[] = [];
  const ground = c.h * 0.85;
  let x = 0;
  while (x < c.w) {
    const width = c.w * (0.05 + c.random() * 0.06);
    const height = c.h * (0.18 + c.random() * 0.36);
    const top = ground - height;
    const inner = width - c.w * 0.008;
    blocks.push(
      `<rect x="${round(x)}" y="${round(top)}" width="${round(inner)}" height="${round(height)}" fill="${c.random() > 0.5 ? c.p.mid : c.p.far}"/>`,
    );
    // Lit windows: a sparse grid, deterministic like the rest.
    const size = c.w * 0.008;
    for (let wy = top + size * 2; wy < ground - size * 2; wy += size * 3) {
      for (let wx = x + size * 1.5; wx < x + inner - size * 1.5; wx += size * 2.5) {
        if (c.random() > 0.62) {
          blocks.push(
            `<rect x="${round(wx)}" y="${round(wy)}" width="${round(size)}" height="${round(size * 1.4)}" fill="${c.p.accent}" opacity="0.75"/>`,
          );
        }
      }
    }
    x += width;
  }
  return (
    sky(c, 'sky') +
    sun(c, c.w * 0.78, c.h * 0.22, Math.min(c.w, c.h) * 0.08) +
    blocks.join('') +
    `<rect y="${round(ground)}" width="${c.w}" height="${round(c.h * 0.15)}" fill="${c.p.near}"/>` +
    `<rect y="${round(ground)}" width="${c.w}" height="${round(c.h * 0.012)}" fill="${c.p.accent}"/>`
  );
}

function parcels(c: Canvas): string {
  const box = (x: number, y: number, size: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.8}" rx="2" fill="${fill}"/>` +
    `<rect x="${x + size * 0.42}" y="${y}" width="${size * 0.16}" height="${size * 0.8}" fill="${c.p.light}" opacity="0.55"/>`;
  return (
    backdrop(c) +
    halo(c) +
    placed(
      c,
      `<rect x="2" y="86" width="96" height="4" rx="2" fill="${c.p.light}" opacity="0.6"/>` +
        box(8, 56, 36, c.p.accent) +
        box(46, 56, 36, c.p.far) +
        box(26, 27, 36, c.p.mid) +
        box(58, 33, 28, c.p.accent),
    )
  );
}

function documents(c: Canvas): string {
  const sheet = (x: number, y: number, rotate: number, fill: string) =>
    `<g transform="rotate(${rotate} ${x + 25} ${y + 32})"><rect x="${x}" y="${y}" width="50" height="64" rx="4" fill="${fill}"/>` +
    [12, 20, 28, 36, 44]
      .map(
        (line, index) =>
          `<rect x="${x + 7}" y="${y + line}" width="${index === 4 ? 22 : 36}" height="3" rx="1.5" fill="${c.p.mid}" opacity="0.35"/>`,
      )
      .join('') +
    `</g>`;
  return (
    backdrop(c) +
    halo(c) +
    placed(
      c,
      sheet(14, 20, -10, c.p.light) +
        sheet(36, 14, 8, c.p.light) +
        `<circle cx="78" cy="74" r="12" fill="${c.p.accent}"/><path d="M72 74 L77 79 L85 69" fill="none" stroke="${c.p.light}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  );
}

function forest(c: Canvas): string {
  const trees: string[] = [];
  for (let layer = 0; layer < 3; layer += 1) {
    const colour = [c.p.far, c.p.mid, c.p.near][layer] ?? c.p.near;
    const count = 10 + layer * 4;
    for (let index = 0; index < count; index += 1) {
      const x = (c.w * (index + c.random())) / count;
      const base = c.h * (0.7 + layer * 0.12);
      const height = c.h * (0.18 + c.random() * 0.14) * (1 + layer * 0.25);
      const half = height * 0.28;
      trees.push(
        `<path d="M${round(x)} ${round(base - height)} L${round(x + half)} ${round(base)} L${round(x - half)} ${round(base)} Z" fill="${colour}"/>`,
      );
    }
    trees.push(
      `<rect y="${round(c.h * (0.7 + layer * 0.12))}" width="${c.w}" height="${round(c.h * 0.3)}" fill="${colour}"/>`,
    );
  }
  return sky(c, 'sky') + sun(c, c.w * 0.3, c.h * 0.3, Math.min(c.w, c.h) * 0.08) + trees.join('');
}

const scenes = {
  mountains,
  trail,
  sneaker,
  boot,
  backpack,
  knit,
  waves,
  skate,
  city,
  parcels,
  documents,
  forest,
} satisfies Record<string, (canvas: Canvas) => string>;
export type SceneName = keyof typeof scenes;

export interface Artwork {
  scene: SceneName;
  palette: PaletteName;
}

/** Height of a rendition of `width` pixels in `crop`. */
export function heightOf(crop: CropName, width: number): number {
  return Math.round(width / crops[crop]);
}

/**
 * The SVG of an artwork in a crop at a width. The drawing is laid out on a 1600-unit-wide canvas of the crop's
 * ratio and scaled, so every width of a crop shows the same picture.
 */
export function renderArtwork(name: string, artwork: Artwork, crop: CropName, width: number): string {
  const w = 1600;
  const h = Math.round(w / crops[crop]);
  const wideCrop = crops[crop] > 1.2;
  const canvas: Canvas = {
    w,
    h,
    p: palettes[artwork.palette],
    random: randomFor(name),
    focus: wideCrop
      ? { x: w * 0.7, y: h * 0.54, size: h * 0.78 }
      : { x: w * 0.5, y: h * 0.56, size: Math.min(w, h) * 0.7 },
  };
  const body = scenes[artwork.scene](canvas);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${heightOf(crop, width)}" ` +
    `viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${body}</svg>\n`
  );
}
