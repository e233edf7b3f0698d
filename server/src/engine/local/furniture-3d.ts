import { turnOnFloor } from '@roomcraft/contracts/catalogue/furniture-turn';
import type { FurnitureItem, FurnitureShape } from '@roomcraft/contracts/catalogue/index';

/**
 * Catalogue furniture as small 3D models (boxes, tapered boxes and foliage) projected through the photo's
 * camera and shaded by one soft light from above and in front, drawn as SVG. A level pinhole camera at eye
 * height `eye` metres above the floor, with the horizon at row `horizon`, turns a floor pixel into a
 * floor position (Z = f * eye / (v - horizon)), so pieces stand on the floor and shrink with distance.
 */
export interface Camera {
  width: number;
  height: number;
  /** Horizon row in pixels (the camera is level: this is also the principal point's row). */
  horizon: number;
  focal: number;
  /** Eye height in metres. */
  eye: number;
  /** The room's turn about the vertical (radians): its depth axis, from the receding lines. */
  yaw: number;
}

export interface ItemColours {
  textile: string;
  wood: string;
  metal: string;
  plant: string;
  /** A second textile (cushions, bedding, rug border). */
  accent: string;
}

export interface FloorPoint {
  /** Metres right of the camera, in the room's frame. */
  x: number;
  /** Metres ahead of the camera, in the room's frame. */
  z: number;
}

/** One piece on the floor: its footprint centre, its turn (radians, 0 = facing the camera) and size factor. */
export interface Placed {
  item: FurnitureItem;
  at: FloorPoint;
  turn: number;
  scale: number;
}

type Vec3 = [number, number, number];

/** A box in the item's frame (metres; x right, y up, z away from the item's front), optionally tapered. */
interface Box {
  kind: 'box';
  min: Vec3;
  max: Vec3;
  colour: string;
  /** The top face's size relative to the bottom's (lamp shades, pots, tapered legs). */
  taper?: number;
  /** Softer, lighter shading for fabric. */
  soft?: boolean;
  /** Set to the style's wood colour on every box: boxes of that colour take a wood grain. */
  grainOf?: string;
}

interface Foliage {
  kind: 'foliage';
  centre: Vec3;
  radius: number;
  colour: string;
}

type Part = Box | Foliage;

/** Floor position of an image pixel below the horizon. */
export function floorAt(camera: Camera, u: number, v: number): FloorPoint {
  const dv = Math.max(0.5, v - camera.horizon);
  const Zc = (camera.focal * camera.eye) / dv;
  const Xc = ((u - camera.width / 2) * Zc) / camera.focal;
  // Camera frame to the room's frame.
  const c = Math.cos(camera.yaw);
  const s = Math.sin(camera.yaw);
  return { x: c * Xc - s * Zc, z: s * Xc + c * Zc };
}

/** Image position of a point in the room's frame (y metres above the floor). */
export function project(camera: Camera, x: number, y: number, z: number): [number, number] {
  const c = Math.cos(camera.yaw);
  const s = Math.sin(camera.yaw);
  const Xc = c * x + s * z;
  const Zc = Math.max(0.05, -s * x + c * z);
  return [
    camera.width / 2 + (camera.focal * Xc) / Zc,
    camera.horizon - (camera.focal * (y - camera.eye)) / Zc,
  ];
}

/** The camera's position in the room's frame is the origin at eye height. */
const eyeAt = (camera: Camera): Vec3 => [0, camera.eye, 0];

/** Light from above, slightly left and in front of the pieces (towards the camera). */
/** The default light: from above, slightly left and in front of the pieces (towards the camera). */
const defaultLight = normalise([-0.45, 0.8, -0.4]);

/**
 * The light in the camera's frame for a room whose brightest side is `side` (-1 left .. 1 right, from
 * `brightestSide`): from above and in front, leaning towards that side, so the pieces are lit like the
 * room and their shadows fall away from its windows and lamps.
 */
export function lightFrom(side: number): Vec3 {
  const lean = Math.max(-1, Math.min(1, side));
  return normalise([0.75 * lean, 0.8, -0.4]);
}

/**
 * Which side of the photo the light comes from: the upper half's luminance, left third against right
 * third (windows and lamps sit there), as -1 (left) .. 1 (right); 0 when they are alike.
 */
export function brightestSide(image: { width: number; height: number; data: Uint8Array }): number {
  const { width, height, data } = image;
  const third = Math.floor(width / 3);
  let left = 0;
  let right = 0;
  let n = 0;
  for (let y = 0; y < height / 2; y += 2) {
    for (let x = 0; x < third; x += 2) {
      const l = (y * width + x) * 3;
      const r = (y * width + width - 1 - x) * 3;
      left += data[l]! * 0.3 + data[l + 1]! * 0.59 + data[l + 2]! * 0.11;
      right += data[r]! * 0.3 + data[r + 1]! * 0.59 + data[r + 2]! * 0.11;
      n++;
    }
  }
  if (n === 0) return 0;
  const difference = (right - left) / n;
  // 40 levels of difference is a clearly lit side.
  return Math.max(-1, Math.min(1, difference / 40));
}

export interface DrawnItem {
  piece: Placed;
  svg: string;
  /** Image-space bounding box of the piece (without its shadow). */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Image-space outline of the footprint (for the contact shadow and tests). */
  footprint: Array<[number, number]>;
}

/** Draws pieces far to near, each with its contact shadow first. */
export function drawPieces(
  camera: Camera,
  pieces: Placed[],
  colours: ItemColours,
  /** In the camera's frame (see `lightFrom`). */
  light: Vec3 = defaultLight,
): DrawnItem[] {
  const order = [...pieces].sort((p, q) =>
    p.item.shape === 'rug' ? -1 : q.item.shape === 'rug' ? 1 : depthOf(q) - depthOf(p),
  );
  const defs = new Set<string>();
  const drawn = order.map((piece, index) => drawPiece(camera, piece, colours, index, defs, light));
  if (drawn.length > 0) drawn[0]!.svg = `<defs>${[...defs].join('')}</defs>${drawn[0]!.svg}`;
  return drawn;
}

function depthOf(piece: Placed) {
  return Math.hypot(piece.at.x, piece.at.z);
}

function drawPiece(
  camera: Camera,
  piece: Placed,
  colours: ItemColours,
  index: number,
  defs: Set<string>,
  light: Vec3,
): DrawnItem {
  const { item } = piece;
  const w = (item.widthCm / 100) * piece.scale;
  const d = (item.depthCm / 100) * piece.scale;
  const h = (item.heightCm / 100) * piece.scale;
  const parts = model(item.shape, w, d, h, colours);
  const cos = Math.cos(piece.turn);
  const sin = Math.sin(piece.turn);
  // Item frame to room frame: turn about the vertical, then move to the footprint centre.
  const toRoom = (p: Vec3): Vec3 => {
    const turned = turnOnFloor(p[0], p[2], piece.turn);
    return [piece.at.x + turned.x, p[1], piece.at.z + turned.z];
  };
  const eye = eyeAt(camera);
  // The eye in the item's frame, to order the boxes and cull their hidden faces.
  const rel: Vec3 = [eye[0] - piece.at.x, eye[1], eye[2] - piece.at.z];
  const eyeLocal: Vec3 = [cos * rel[0] - sin * rel[2], rel[1], sin * rel[0] + cos * rel[2]];
  // The light is fixed to the camera: into the room's frame, then the item's.
  const cy = Math.cos(camera.yaw);
  const sy = Math.sin(camera.yaw);
  const lightRoom: Vec3 = [cy * light[0] - sy * light[2], light[1], sy * light[0] + cy * light[2]];
  const lightLocal: Vec3 = [
    cos * lightRoom[0] - sin * lightRoom[2],
    lightRoom[1],
    sin * lightRoom[0] + cos * lightRoom[2],
  ];
  const svg: string[] = [];
  const pixelsPerMetre = (camera.focal / Math.max(0.3, depthOf(piece))) * 1;
  const footprint = [
    [-w / 2, -d / 2],
    [w / 2, -d / 2],
    [w / 2, d / 2],
    [-w / 2, d / 2],
  ].map(([x, z]) => project(camera, ...toRoom([x!, 0, z!])));
  if (item.shape !== 'rug')
    svg.push(contactShadow(camera, toRoom, w, d, h, pixelsPerMetre, index, defs, lightLocal));
  const boxes = parts.filter((p): p is Box => p.kind === 'box');
  for (const box of orderBoxes(boxes, eyeLocal))
    svg.push(drawBox(camera, box, toRoom, eyeLocal, lightLocal, defs, pixelsPerMetre));
  const leaves = parts
    .filter((p): p is Foliage => p.kind === 'foliage')
    .map((leaf) => ({ leaf, at: toRoom(leaf.centre) }))
    .sort((a, b) => Math.hypot(b.at[0], b.at[2]) - Math.hypot(a.at[0], a.at[2]));
  for (const { leaf, at } of leaves) {
    const [u, v] = project(camera, ...at);
    const [, vTop] = project(camera, at[0], at[1] + leaf.radius, at[2]);
    const r = Math.max(1, v - vTop);
    const shadeOf = 0.75 + 0.35 * Math.max(0, (leaf.centre[1] - h * 0.4) / (h * 0.6));
    const gradient = `leaf${shadeOf.toFixed(2)}${leaf.colour.slice(1)}`;
    defs.add(
      `<radialGradient id="${gradient}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${shade(leaf.colour, shadeOf * 1.25)}"/><stop offset="1" stop-color="${shade(leaf.colour, shadeOf * 0.7)}"/></radialGradient>`,
    );
    const angle = ((leaf.centre[0] * 97 + leaf.centre[2] * 53) % 1) * 180;
    svg.push(
      `<ellipse cx="${u.toFixed(1)}" cy="${v.toFixed(1)}" rx="${(r * 1.25).toFixed(1)}" ry="${(r * 0.6).toFixed(1)}" transform="rotate(${angle.toFixed(0)} ${u.toFixed(1)} ${v.toFixed(1)})" fill="url(#${gradient})"/>`,
    );
  }
  // Screen bounds of every corner.
  const points: Array<[number, number]> = [...footprint];
  for (const part of parts) {
    if (part.kind === 'box') {
      for (const corner of corners(part)) points.push(project(camera, ...toRoom(corner)));
    } else {
      const at = toRoom(part.centre);
      points.push(project(camera, at[0], at[1] + part.radius, at[2]));
      points.push(project(camera, at[0] - part.radius, at[1] - part.radius, at[2]));
      points.push(project(camera, at[0] + part.radius, at[1] - part.radius, at[2]));
    }
  }
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    piece,
    svg: svg.join(''),
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    footprint,
  };
}

/** A dark, tight shadow under the piece and a wider, faint one (ambient occlusion), both blurred. */
function contactShadow(
  camera: Camera,
  toRoom: (p: Vec3) => Vec3,
  w: number,
  d: number,
  h: number,
  pixelsPerMetre: number,
  index: number,
  defs: Set<string>,
  lightLocal: Vec3,
): string {
  const ring = (grow: number, shiftX: number, shiftZ: number) =>
    [
      [-w / 2 - grow + shiftX, -d / 2 - grow + shiftZ],
      [w / 2 + grow + shiftX, -d / 2 - grow + shiftZ],
      [w / 2 + grow + shiftX, d / 2 + grow + shiftZ],
      [-w / 2 - grow + shiftX, d / 2 + grow + shiftZ],
    ]
      .map(([x, z]) => project(camera, ...toRoom([x!, 0, z!])))
      .map(([u, v]) => `${u.toFixed(1)},${v.toFixed(1)}`)
      .join(' ');
  const tight = Math.max(1, Math.round(pixelsPerMetre * 0.025));
  const wide = Math.max(2, Math.round(pixelsPerMetre * 0.12));
  defs.add(
    `<filter id="blur${tight}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${tight}"/></filter>`,
  );
  defs.add(
    `<filter id="blur${wide}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${wide}"/></filter>`,
  );
  void index;
  // The cast shadow falls away from the light (along the floor, opposite its horizontal direction),
  // longer for taller pieces.
  const cast = Math.min(0.35, h * 0.18);
  const along = Math.hypot(lightLocal[0], lightLocal[2]) || 1;
  const shiftX = (-lightLocal[0] / along) * cast;
  const shiftZ = (-lightLocal[2] / along) * cast * 0.8;
  return (
    `<polygon points="${ring(0.12, shiftX, shiftZ)}" fill="#000" fill-opacity="0.28" filter="url(#blur${wide})"/>` +
    `<polygon points="${ring(-0.02, 0, 0)}" fill="#000" fill-opacity="0.55" filter="url(#blur${tight})"/>`
  );
}

function corners(box: Box): Vec3[] {
  const [x0, y0, z0] = box.min;
  const [x1, y1, z1] = box.max;
  const t = box.taper ?? 1;
  const cx = (x0 + x1) / 2;
  const cz = (z0 + z1) / 2;
  const top = (x: number, z: number): Vec3 => [cx + (x - cx) * t, y1, cz + (z - cz) * t];
  // 0-3 bottom (front-left, front-right, back-right, back-left), 4-7 top in the same order.
  return [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y0, z1],
    [x0, y0, z1],
    top(x0, z0),
    top(x1, z0),
    top(x1, z1),
    top(x0, z1),
  ];
}

const faces: Array<{ idx: [number, number, number, number]; normal: Vec3; name: string }> = [
  { idx: [4, 5, 6, 7], normal: [0, 1, 0], name: 'top' },
  { idx: [0, 1, 5, 4], normal: [0, 0, -1], name: 'front' },
  { idx: [2, 3, 7, 6], normal: [0, 0, 1], name: 'back' },
  { idx: [3, 0, 4, 7], normal: [-1, 0, 0], name: 'left' },
  { idx: [1, 2, 6, 5], normal: [1, 0, 0], name: 'right' },
];

function drawBox(
  camera: Camera,
  box: Box,
  toRoom: (p: Vec3) => Vec3,
  eyeLocal: Vec3,
  lightLocal: Vec3,
  defs: Set<string>,
  pixelsPerMetre: number,
): string {
  const local = corners(box);
  // Upholstery has rounded edges: its faces are outlined in their own colour with round joins, a
  // few centimetres wide, which rounds the corners and softens the silhouette.
  const rounding = box.soft ? Math.max(0.8, pixelsPerMetre * 0.035) : 0.6;
  const screen = local.map((p) => project(camera, ...toRoom(p)));
  const out: string[] = [];
  // Fabric has a fine weave, wood a grain along the piece: SVG noise filters, the same for every piece
  // (defined once), applied face by face so a cushion and its leg differ.
  defs.add(materialFilters);
  const texture = box.soft ? 'fabric' : box.colour === box.grainOf ? 'grain' : 'fine';
  for (const face of faces) {
    const centre = face.idx
      .map((i) => local[i]!)
      .reduce<Vec3>((s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4, s[2] + p[2] / 4], [0, 0, 0]);
    const toEye: Vec3 = [eyeLocal[0] - centre[0], eyeLocal[1] - centre[1], eyeLocal[2] - centre[2]];
    if (dot(face.normal, toEye) <= 0) continue;
    const lambert = Math.max(0, dot(face.normal, lightLocal));
    const ambient = box.soft ? 0.62 : 0.55;
    const level = ambient + (box.soft ? 0.42 : 0.5) * lambert;
    const points = face.idx.map((i) => screen[i]!);
    const path = points.map(([u, v]) => `${u.toFixed(1)},${v.toFixed(1)}`).join(' ');
    const base = shade(box.colour, level);
    const filter = pixelsPerMetre > 60 ? ` filter="url(#${texture})"` : '';
    if (box.soft) {
      // Upholstery is padded: each face is lightest in its middle and rolls off darker to its edges,
      // darkest towards the floor (ambient occlusion), like a cushion in soft light.
      const id = `c${base.slice(1)}${face.name === 'top' ? 't' : 's'}`;
      const lift = face.name === 'top' ? 1.1 : 1.08;
      defs.add(
        `<radialGradient id="${id}" cx="50%" cy="${face.name === 'top' ? 50 : 38}%" r="70%" fx="50%" fy="${face.name === 'top' ? 45 : 30}%"><stop offset="0" stop-color="${shade(base, lift)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, face.name === 'top' ? 0.86 : 0.72)}"/></radialGradient>`,
      );
      out.push(
        `<polygon points="${path}" fill="url(#${id})" stroke="${shade(base, 0.9)}" stroke-width="${rounding.toFixed(1)}" stroke-linejoin="round"${filter}/>`,
      );
      continue;
    }
    if (face.name === 'top') {
      out.push(
        `<polygon points="${path}" fill="${base}" stroke="${base}" stroke-width="${rounding.toFixed(1)}" stroke-linejoin="round"${filter}/>`,
      );
      continue;
    }
    // Vertical faces darken towards the floor (ambient occlusion) and keep a light top edge.
    const id = `g${base.slice(1)}h`;
    defs.add(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(base, 1.05)}"/><stop offset="0.6" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, 0.72)}"/></linearGradient>`,
    );
    out.push(
      `<polygon points="${path}" fill="url(#${id})" stroke="${shade(base, 0.8)}" stroke-width="${rounding.toFixed(1)}" stroke-linejoin="round"${filter}/>`,
    );
  }
  return out.join('');
}

/**
 * Material textures as SVG filters: the face's own colour times a grey noise (about +-7 %), clipped to
 * the face. Fabric is a fine, even weave; wood a grain of long streaks; other hard surfaces a faint
 * mottling so no face is a flat fill.
 */
const noiseFilter = (id: string, frequency: string, octaves: number, strength: number) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="7" result="n"/>` +
  `<feColorMatrix in="n" type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1" result="g"/>` +
  `<feComposite in="SourceGraphic" in2="g" operator="arithmetic" k1="${(2 * strength).toFixed(2)}" k2="${(1 - strength).toFixed(2)}" k3="0" k4="0" result="t"/>` +
  `<feComposite in="t" in2="SourceGraphic" operator="in"/></filter>`;
const materialFilters =
  noiseFilter('fabric', '0.7', 2, 0.18) +
  noiseFilter('grain', '0.012 0.35', 2, 0.2) +
  noiseFilter('fine', '0.25', 1, 0.08);

/**
 * Painter's order for boxes that do not overlap: of two boxes apart along an axis, the one on the far
 * side from the eye goes first. Boxes that overlap fall back to distance.
 */
function orderBoxes(boxes: Box[], eye: Vec3): Box[] {
  const before = (a: Box, b: Box): boolean | null => {
    for (let k = 0; k < 3; k++) {
      if (a.max[k]! <= b.min[k]! + 1e-6) return eye[k]! > a.max[k]!; // b is on the eye's side: a first
      if (b.max[k]! <= a.min[k]! + 1e-6) return !(eye[k]! > b.max[k]!);
    }
    return null;
  };
  const centreDistance = (b: Box) =>
    Math.hypot(
      (b.min[0] + b.max[0]) / 2 - eye[0],
      (b.min[1] + b.max[1]) / 2 - eye[1],
      (b.min[2] + b.max[2]) / 2 - eye[2],
    );
  const left = [...boxes].sort((a, b) => centreDistance(b) - centreDistance(a));
  const out: Box[] = [];
  while (left.length > 0) {
    // The first box that no other remaining box must precede.
    let pick = left.findIndex((a) => left.every((b) => b === a || before(b, a) !== true));
    if (pick < 0) pick = 0;
    out.push(left.splice(pick, 1)[0]!);
  }
  return out;
}

/** The pieces' models in metres, front at z = -d/2, standing on y = 0. */
function model(shape: FurnitureShape, w: number, d: number, h: number, c: ItemColours): Part[] {
  const box = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    colour: string,
    extra: Partial<Box> = {},
  ): Box => ({ kind: 'box', min: [x0, y0, z0], max: [x1, y1, z1], colour, grainOf: c.wood, ...extra });
  const hw = w / 2;
  const hd = d / 2;
  const legs = (
    inset: number,
    top: number,
    size: number,
    colour: string,
    y0 = 0,
    zFront = -hd,
    zBack = hd,
  ): Box[] =>
    [
      [-hw + inset, zFront + inset],
      [hw - inset - size, zFront + inset],
      [hw - inset - size, zBack - inset - size],
      [-hw + inset, zBack - inset - size],
    ].map(([x, z]) => box(x!, x! + size, y0, top, z!, z! + size, colour));
  switch (shape) {
    case 'sofa':
    case 'sectional':
    case 'armchair': {
      const arm = shape === 'armchair' ? Math.min(0.16, w * 0.2) : Math.min(0.18, w * 0.09);
      const legH = 0.1;
      const seatTop = Math.min(0.46, h * 0.55);
      const backDepth = Math.min(0.22, d * 0.25);
      const seats = shape === 'armchair' ? 1 : shape === 'sectional' ? 3 : 3;
      const seatDepth = shape === 'sectional' ? Math.min(0.95, d * 0.55) : d;
      const parts: Part[] = [
        ...legs(0.05, legH, 0.05, c.wood),
        box(-hw, hw, legH, seatTop - 0.12, -hd + (d - seatDepth), hd, c.textile, { soft: true }),
        box(-hw + arm, hw - arm, legH + 0.05, h, hd - backDepth, hd, c.textile, { soft: true }),
        box(-hw, -hw + arm, legH, Math.min(h * 0.78, seatTop + 0.2), -hd + (d - seatDepth), hd, c.textile, {
          soft: true,
        }),
        box(hw - arm, hw, legH, Math.min(h * 0.78, seatTop + 0.2), -hd + (d - seatDepth), hd, c.textile, {
          soft: true,
        }),
      ];
      const inner = w - 2 * arm;
      for (let i = 0; i < seats; i++) {
        const x0 = -hw + arm + (inner * i) / seats + 0.01;
        const x1 = -hw + arm + (inner * (i + 1)) / seats - 0.01;
        parts.push(
          box(
            x0,
            x1,
            seatTop - 0.12,
            seatTop,
            -hd + (d - seatDepth) + 0.02,
            hd - backDepth,
            shade(c.textile, 1.04),
            {
              soft: true,
            },
          ),
          box(
            x0 + 0.02,
            x1 - 0.02,
            seatTop,
            Math.min(h - 0.03, seatTop + 0.38),
            hd - backDepth - 0.14,
            hd - backDepth,
            shade(c.textile, 1.06),
            {
              soft: true,
              taper: 0.92,
            },
          ),
        );
      }
      // Two accent cushions on a sofa.
      if (shape !== 'armchair') {
        for (const side of [-1, 1]) {
          const x = side * (inner / 2 - 0.25);
          parts.push(
            box(
              x - 0.2,
              x + 0.2,
              seatTop,
              seatTop + 0.36,
              hd - backDepth - 0.3,
              hd - backDepth - 0.17,
              c.accent,
              {
                soft: true,
                taper: 0.85,
              },
            ),
          );
        }
      }
      if (shape === 'sectional') {
        // The chaise: a long seat towards the viewer on the right.
        const cw = Math.min(0.9, w * 0.32);
        parts.push(
          box(
            hw - arm - cw,
            hw - arm,
            legH,
            seatTop,
            -hd,
            -hd + (d - seatDepth) + 0.02,
            shade(c.textile, 1.02),
            {
              soft: true,
            },
          ),
          box(hw - arm, hw, legH, Math.min(h * 0.78, seatTop + 0.2), -hd, -hd + (d - seatDepth), c.textile, {
            soft: true,
          }),
        );
      }
      return parts;
    }
    case 'coffee-table':
    case 'side-table':
    case 'dining-table':
    case 'desk': {
      const slab = shape === 'coffee-table' ? 0.05 : 0.04;
      const leg = Math.max(0.035, Math.min(0.06, w * 0.04));
      const parts: Part[] = [box(-hw, hw, h - slab, h, -hd, hd, c.wood)];
      if (shape === 'side-table') {
        parts.push(box(-0.03, 0.03, 0.02, h - slab, -0.03, 0.03, shade(c.wood, 0.85)));
        parts.push(box(-hw * 0.7, hw * 0.7, 0, 0.025, -hd * 0.7, hd * 0.7, shade(c.wood, 0.85)));
      } else {
        parts.push(...legs(0.04, h - slab, leg, shade(c.wood, 0.9)));
        if (shape === 'coffee-table')
          parts.push(box(-hw + 0.06, hw - 0.06, 0.1, 0.13, -hd + 0.06, hd - 0.06, shade(c.wood, 0.92)));
        if (shape === 'desk')
          parts.push(
            box(hw - 0.42, hw - 0.04, h * 0.45, h - slab, -hd + 0.04, hd - 0.04, shade(c.wood, 0.95)),
          );
      }
      return parts;
    }
    case 'floor-lamp':
      return [
        box(-0.14, 0.14, 0, 0.03, -0.14, 0.14, c.metal),
        box(-0.015, 0.015, 0.03, h * 0.78, -0.015, 0.015, c.metal),
        box(-w / 2, w / 2, h * 0.72, h, -d / 2, d / 2, '#f2e6cc', { taper: 0.7, soft: true }),
      ];
    case 'bookshelf': {
      const side = 0.025;
      const parts: Part[] = [
        box(-hw, hw, 0, h, hd - 0.015, hd, shade(c.wood, 0.7)),
        box(-hw, -hw + side, 0, h, -hd, hd, c.wood),
        box(hw - side, hw, 0, h, -hd, hd, c.wood),
        box(-hw, hw, h - side, h, -hd, hd, c.wood),
        box(-hw + side, hw - side, 0, 0.06, -hd, hd, c.wood),
      ];
      const shelves = 5;
      const bookColours = ['#8e3b30', '#27344f', '#c8a96a', '#3f5b47', '#d8cbb5', '#5a2a4a', '#b86b3c'];
      for (let s = 0; s < shelves; s++) {
        const y = 0.06 + ((h - 0.06 - side) * s) / shelves;
        if (s > 0) parts.push(box(-hw + side, hw - side, y - 0.02, y, -hd, hd - 0.015, c.wood));
        const room = ((h - 0.06 - side) / shelves) * 0.8;
        let x = -hw + side + 0.02;
        let k = s * 3;
        while (x < hw - side - 0.08) {
          const bw = 0.025 + ((k * 7) % 5) * 0.008;
          const bh = room * (0.72 + ((k * 3) % 4) * 0.07);
          if (x + bw > hw - side - 0.02) break;
          if ((k * 5) % 11 !== 3)
            parts.push(
              box(x, x + bw, y, y + bh, -hd + 0.05, hd - 0.03, bookColours[k % bookColours.length]!),
            );
          x += bw + 0.004;
          k++;
        }
      }
      return parts;
    }
    case 'dining-chair':
    case 'office-chair': {
      const seat = 0.46;
      const parts: Part[] = [
        box(-hw, hw, seat - 0.06, seat, -hd, hd, c.textile, { soft: true }),
        box(-hw + 0.02, hw - 0.02, seat, h, hd - 0.06, hd, shade(c.textile, 0.97), { soft: true }),
      ];
      if (shape === 'office-chair') {
        parts.push(box(-0.03, 0.03, 0.08, seat - 0.06, -0.03, 0.03, c.metal));
        parts.push(box(-hw * 0.8, hw * 0.8, 0.04, 0.08, -0.03, 0.03, c.metal));
        parts.push(box(-0.03, 0.03, 0.04, 0.08, -hd * 0.8, hd * 0.8, c.metal));
      } else {
        parts.push(...legs(0.02, seat - 0.06, 0.035, c.wood));
      }
      return parts;
    }
    case 'bed': {
      const base = 0.32;
      const mattress = 0.54;
      const head = Math.min(0.08, d * 0.05);
      // The frame stands on short legs (a dark gap under it), with a padded headboard on its own posts.
      const legH = 0.1;
      return [
        ...legs(0.04, legH, 0.06, shade(c.wood, 0.7), 0, -hd, hd - head),
        box(-hw, hw, legH, base, -hd, hd - head, c.wood),
        box(-hw, -hw + 0.06, 0, h, hd - head, hd, shade(c.wood, 0.85)),
        box(hw - 0.06, hw, 0, h, hd - head, hd, shade(c.wood, 0.85)),
        box(-hw + 0.06, hw - 0.06, base - 0.04, h - 0.03, hd - head, hd, shade(c.textile, 0.9), {
          soft: true,
        }),
        box(-hw + 0.03, hw - 0.03, base, mattress, -hd + 0.03, hd - head, '#ece8e0', { soft: true }),
        box(
          -hw + 0.01,
          hw - 0.01,
          mattress - 0.14,
          mattress + 0.04,
          -hd + 0.02,
          hd - head - 0.55,
          c.textile,
          {
            soft: true,
          },
        ),
        box(-hw + 0.01, hw - 0.01, mattress - 0.14, mattress + 0.05, -hd + 0.02, -hd + 0.4, c.accent, {
          soft: true,
        }),
        box(-hw + 0.1, -0.05, mattress, mattress + 0.16, hd - head - 0.5, hd - head - 0.08, '#f5f2ec', {
          soft: true,
          taper: 0.9,
        }),
        box(0.05, hw - 0.1, mattress, mattress + 0.16, hd - head - 0.5, hd - head - 0.08, '#f5f2ec', {
          soft: true,
          taper: 0.9,
        }),
      ];
    }
    case 'nightstand':
    case 'sideboard': {
      const legH = 0.1;
      const parts: Part[] = [
        ...legs(0.02, legH, 0.035, shade(c.wood, 0.8)),
        box(-hw, hw, legH, h, -hd, hd, c.wood),
      ];
      const doors = shape === 'sideboard' ? 3 : 1;
      for (let i = 0; i < doors; i++) {
        const x0 = -hw + 0.02 + ((w - 0.04) * i) / doors + 0.006;
        const x1 = -hw + 0.02 + ((w - 0.04) * (i + 1)) / doors - 0.006;
        parts.push(box(x0, x1, legH + 0.03, h - 0.03, -hd - 0.012, -hd, shade(c.wood, 1.06)));
        const mid = (x0 + x1) / 2;
        parts.push(box(mid - 0.04, mid + 0.04, h - 0.1, h - 0.085, -hd - 0.025, -hd - 0.012, c.metal));
      }
      return parts;
    }
    case 'plant': {
      const pot = Math.min(0.4, h * 0.3);
      const r = Math.min(hw, hd) * 0.55;
      const stem = Math.max(0.015, r * 0.12);
      const parts: Part[] = [
        box(-r, r, 0, pot, -r, r, '#d9d2c5', { taper: 1.2 }),
        // A stem from the soil into the leaves: without it the foliage floated above the pot.
        box(-stem, stem, pot, pot + (h - pot) * 0.6, -stem, stem, shade(c.plant, 0.55)),
      ];
      // Leaves on a loose cone from the rim of the pot up, seeded by position (no randomness).
      const count = 44;
      for (let i = 0; i < count; i++) {
        const t = i / count;
        const angle = i * 2.39996;
        const height = pot + (h - pot) * (0.04 + 0.96 * Math.sqrt(t));
        const spread = hw * (0.35 + 0.65 * Math.sin(Math.PI * Math.min(1, t * 1.2)));
        parts.push({
          kind: 'foliage',
          centre: [Math.cos(angle) * spread, height, Math.sin(angle) * spread * (d / w)],
          radius: Math.max(0.05, w * 0.11),
          colour: shade(c.plant, 0.85 + ((i * 7) % 5) * 0.06),
        });
      }
      return parts;
    }
    case 'rug':
      return [
        box(-hw, hw, 0, 0.008, -hd, hd, shade(c.accent, 0.95), { soft: true }),
        box(-hw + 0.1, hw - 0.1, 0.008, 0.01, -hd + 0.1, hd - 0.1, c.textile, { soft: true }),
        box(-hw + 0.16, hw - 0.16, 0.01, 0.012, -hd + 0.16, hd - 0.16, shade(c.accent, 1.05), { soft: true }),
        box(-hw + 0.18, hw - 0.18, 0.012, 0.014, -hd + 0.18, hd - 0.18, c.textile, { soft: true }),
      ];
  }
}

function dot(a: Vec3, b: Vec3) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function normalise(v: Vec3): Vec3 {
  const n = Math.hypot(...v);
  return [v[0] / n, v[1] / n, v[2] / n];
}

/** Multiplies a colour's channels (shading of faces). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
