import { styleDefinitions, type StyleDefinition } from '@roomcraft/contracts/catalogue/index';
import type { EditFeedback } from '../design-engine.port';
import { hexToLab, labToHex } from '../image/color';
import { colourModifiers, colourNames } from './colour-names';

/**
 * The local edit grammar: plain-English edits the offline engine can do honestly (colour, material
 * colour and light), phrase by phrase, with feedback on every phrase it could not apply.
 */
export type EditTarget =
  'wall' | 'floor' | 'ceiling' | 'textiles' | 'selection' | 'facade' | 'roof' | 'door' | 'lawn' | 'paving';

/** What each target is called in feedback ("I changed the walls to sage"). */
export const targetNames: Record<EditTarget, string> = {
  wall: 'walls',
  floor: 'floor',
  ceiling: 'ceiling',
  textiles: 'sofa, bed and chair fabrics',
  selection: 'painted area',
  facade: 'facade',
  roof: 'roof',
  door: 'front door',
  lawn: 'lawn',
  paving: 'paving',
};

export type EditOperation =
  | { kind: 'recolour'; target: EditTarget; name: string; lab: [number, number, number] }
  | { kind: 'lightness'; target: EditTarget; delta: number }
  | { kind: 'grade'; warmth: number; brightness: number; contrast: number; saturation: number };

/** Floor (and worktop) materials by the colour they read as in a photo. */
const materials: Readonly<Record<string, string>> = {
  'dark oak': '#5e4330', 'light oak': '#c9a77c', 'white oak': '#d8c2a0', 'natural oak': '#b8925f', 'smoked oak': '#6b5240',
  oak: '#b8925f', 'dark walnut': '#4a3024', walnut: '#6f4a32', cherry: '#7b3f2a', mahogany: '#5a2e22', maple: '#d9b98c',
  pine: '#c99a63', bamboo: '#d1b07a', teak: '#9a6a3f', ebony: '#2e2420', ash: '#cdb89a', 'grey wood': '#9a928a',
  'gray wood': '#9a928a', 'polished concrete': '#9a9894', concrete: '#8e8c88', 'white marble': '#e4e1da',
  'black marble': '#2a2a2a', marble: '#e4e1da', terrazzo: '#d3cdc3', slate: '#4f5357', travertine: '#d9c7a7',
  'terracotta tile': '#b5623f', terracotta: '#b5623f', 'black tile': '#262626', 'white tile': '#eeeeea',
  parquet: '#8a5d3b', herringbone: '#a57c52', hardwood: '#8c6a48', wood: '#9a6a3f', laminate: '#b08a5f',
}; // prettier-ignore

// Specific surfaces first: "paint the floor white" is about the floor, not the walls.
const targetWords: Array<[RegExp, EditTarget]> = [
  [/\b(lawn|grass|turf|yard)\b/, 'lawn'],
  [/\b(paving|pavers?|patio|driveway|path|pathway|terrace|deck)\b/, 'paving'],
  [/\b(front door|doors?)\b/, 'door'],
  [/\b(roofs?|roof tiles|shingles)\b/, 'roof'],
  [/\b(facade|façade|siding|cladding|exterior|outside walls?|house|render)\b/, 'facade'],
  [/\b(floors?|flooring|floorboards)\b/, 'floor'],
  [/\bceilings?\b/, 'ceiling'],
  [
    /\b(sofa|couch|sectional|bed|bedding|armchairs?|chairs?|cushions?|pillows?|upholstery|textiles?|fabrics?|curtains?)\b/,
    'textiles',
  ],
  [/\b(walls?|paint|painted|repaint)\b/, 'wall'],
];

const light: Array<
  [RegExp, Partial<Record<'warmth' | 'brightness' | 'contrast' | 'saturation', number>>, string]
> = [
  [/\b(golden hour|sunset)\b/, { warmth: 0.8, brightness: 0.1 }, 'golden-hour light'],
  [/\b(cozy|cosy|snug)\b/, { warmth: 0.45, brightness: -0.1 }, 'cosier, warmer light'],
  [/\b(airy|fresh)\b/, { brightness: 0.3, warmth: -0.1 }, 'brighter, airier light'],
  [/\b(daylight|natural light|sunlit|sunny)\b/, { brightness: 0.3, warmth: -0.15 }, 'daylight'],
  [/\b(evening|night|candle ?lit)\b/, { brightness: -0.3, warmth: 0.45 }, 'evening light'],
  [/\b(warmer|warm|warmth)\b/, { warmth: 0.5 }, 'warmer light'],
  [/\b(cooler|cool|colder|cold)\b/, { warmth: -0.5 }, 'cooler light'],
  [/\b(brighter|brighten|more light|lighter|lighten)\b/, { brightness: 0.4 }, 'brighter'],
  [/\b(darker|darken|dimmer|dim|moody|moodier)\b/, { brightness: -0.35 }, 'darker, moodier'],
  [/\b(more contrast|punchy|punchier|crisper|crisp)\b/, { contrast: 0.4 }, 'more contrast'],
  [/\b(less contrast|softer|flatter)\b/, { contrast: -0.3 }, 'softer contrast'],
  [/\b(vibrant|saturated|colou?rful|vivid)\b/, { saturation: 0.4 }, 'more vibrant colour'],
  [/\b(muted|desaturated|less saturated|calmer colou?rs|washed)\b/, { saturation: -0.35 }, 'muted colour'],
];

const intensity: Array<[RegExp, number]> = [
  [/\b(much|a lot|way|very|really|significantly)\b/, 1.6],
  [/\b(slightly|a bit|a little|a touch|somewhat|subtly)\b/, 0.5],
];

const unsupported: Array<[RegExp, string]> = [
  [/\b(remove|get rid of|declutter|clear|take away|delete)\b/, 'Removing objects is done by Declutter.'],
  [
    /\b(add|place|put|insert)\b/,
    'Adding furniture is done by Compose; the local engine only changes colour and light.',
  ],
  [/\b(replace|swap)\b/, 'Replacing objects needs a provider model (Premium or Base).'],
  [
    /\b(wallpaper|brick|tiles on the wall|texture|pattern|stripes|mural)\b/,
    'New textures and patterns need a provider model; the local engine changes colour and light only.',
  ],
  [
    /\b(trim|gutters?|shutters?|window frames?|fascias?|soffits?)\b/,
    'Trim colours need a provider model (Premium or Base); the local engine paints the facade, roof, front door, lawn and paving.',
  ],
  [
    /\b(bigger|smaller|move|rotate|window|knock|new door|add a door)\b/,
    'The local engine never changes the room’s structure (windows, doors, walls).',
  ],
];

export interface ParsedEdit {
  operations: EditOperation[];
  feedback: EditFeedback;
  /** The operations of each understood phrase, in the order of `feedback.understood`. */
  operationsByPhrase: EditOperation[][];
}

/** Parses an edit prompt into operations, phrase by phrase. */
export function parseEditPrompt(prompt: string, options: { hasMask: boolean }): ParsedEdit {
  const operations: EditOperation[] = [];
  const feedback: EditFeedback = { understood: [], notUnderstood: [] };
  const operationsByPhrase: EditOperation[][] = [];
  for (const phrase of splitPhrases(prompt)) {
    const result = parsePhrase(phrase, options.hasMask);
    if ('reason' in result) feedback.notUnderstood.push({ phrase, reason: result.reason });
    else {
      operations.push(...result.operations);
      operationsByPhrase.push(result.operations);
      feedback.understood.push({ phrase, applied: result.applied });
    }
  }
  return { operations, feedback, operationsByPhrase };
}

function splitPhrases(prompt: string): string[] {
  const verbs = 'make|paint|change|turn|use|give|add|remove|replace|put|place|set|the|a|an|and|with';
  return (
    prompt
      .replace(/gray/gi, 'grey')
      .split(
        new RegExp(
          `[.;!?\\n,]+|\\bthen\\b|\\band\\b(?=\\s+(?:${verbs}|warmer|cooler|brighter|darker|more|less)\\b)`,
          'i',
        ),
      )
      .map((p) =>
        p
          .trim()
          .replace(/^(and|then|also|please)\s+/i, '')
          .trim(),
      )
      .filter((p) => p.length > 0)
      // "greener lawn and grey paving": two surfaces joined by "and" are two phrases.
      .flatMap((p) => {
        const halves = p.split(/\s+and\s+/i);
        const named = (text: string) =>
          targetWords.some(([pattern]) => pattern.test(` ${text.toLowerCase()} `));
        return halves.length > 1 && halves.every(named) ? halves : [p];
      })
  );
}

function parsePhrase(
  phrase: string,
  hasMask: boolean,
): { operations: EditOperation[]; applied: string } | { reason: string } {
  const text = ` ${phrase
    .toLowerCase()
    .replace(/[^a-z0-9#\s'-]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const isLightChange = light.some(([pattern]) => pattern.test(text));
  for (const [pattern, reason] of unsupported) {
    // "add some warmth" is a light change, "add a sofa" is not.
    if (pattern.test(text) && !(isLightChange && /\b(add|put)\b/.test(pattern.source))) return { reason };
  }
  const target = targetWords.find(([pattern]) => pattern.test(text))?.[1];
  const material = longestMatch(text, Object.keys(materials));
  const colour = findColourInText(text);
  const style = findStyle(text);
  const factor = intensity.find(([pattern]) => pattern.test(text))?.[1] ?? 1;

  if (material && (!target || target === 'floor') && !colour) {
    const lab = hexToLab(materials[material]!);
    return {
      operations: [{ kind: 'recolour', target: 'floor', name: material, lab }],
      applied: `floor → ${material} tone (${materials[material]})`,
    };
  }
  if (colour) {
    const where: EditTarget = target ?? (hasMask ? 'selection' : 'wall');
    const label = targetNames[where];
    const assumed = !target && !hasMask ? ' (no surface named, so the walls)' : '';
    return {
      operations: [{ kind: 'recolour', target: where, name: colour.name, lab: hexToLab(colour.hex) }],
      applied: `${label} → ${colour.name} (${colour.hex})${assumed}`,
    };
  }
  if (style) return styleOperations(style);
  if (target === 'lawn' && /\b(greener|green|lush|lusher|healthier|fresh)\b/.test(text)) {
    return {
      operations: [{ kind: 'recolour', target: 'lawn', name: 'lush green', lab: hexToLab('#5b8c3a') }],
      applied: 'lawn → lush green (#5b8c3a)',
    };
  }
  const lightness = /\b(lighter|lighten|brighter)\b/.test(text)
    ? 12
    : /\b(darker|darken)\b/.test(text)
      ? -12
      : 0;
  if (target && lightness) {
    return {
      operations: [{ kind: 'lightness', target, delta: lightness * factor }],
      applied: `${targetNames[target]} → ${lightness > 0 ? 'lighter' : 'darker'}`,
    };
  }
  const grades = light.filter(([pattern]) => pattern.test(text));
  if (grades.length > 0) {
    const grade = { warmth: 0, brightness: 0, contrast: 0, saturation: 0 };
    for (const [, change] of grades.slice(0, 2)) {
      for (const key of Object.keys(change) as Array<keyof typeof grade>)
        grade[key] += (change[key] ?? 0) * factor;
    }
    return {
      operations: [{ kind: 'grade', ...grade }],
      applied: `light → ${grades
        .slice(0, 2)
        .map(([, , label]) => label)
        .join(', ')}`,
    };
  }
  if (target)
    return {
      reason: `Found the ${targetNames[target]} but not what to do: name a colour or material, e.g. "paint the walls sage green".`,
    };
  return {
    reason:
      'Not understood. Try a colour ("sage green walls"), a material ("dark oak floor") or light ("warmer light", "make it brighter").',
  };
}

/** The longest colour name in a text, with a modifier in front ("pale sage green"). */
export function findColourInText(text: string): { name: string; hex: string } | null {
  const normal = ` ${text
    .toLowerCase()
    .replace(/gray/g, 'grey')
    .replace(/[^a-z#0-9\s-]/g, ' ')} `;
  const hex = normal.match(/#[0-9a-f]{6}\b/);
  if (hex) return { name: hex[0], hex: hex[0] };
  const name = longestMatch(normal, Object.keys(colourNames));
  if (!name) return null;
  const before =
    normal
      .slice(0, normal.indexOf(` ${name} `))
      .trim()
      .split(' ')
      .pop() ?? '';
  const modifier = colourModifiers[before];
  const base = colourNames[name]!;
  if (!modifier) return { name, hex: base };
  const [L, a, b] = hexToLab(base);
  return {
    name: `${before} ${name}`,
    hex: labToHex(Math.max(5, Math.min(97, L + modifier.dL)), a * modifier.chroma, b * modifier.chroma),
  };
}

function longestMatch(text: string, vocabulary: string[]): string | null {
  let best: string | null = null;
  for (const word of vocabulary) {
    if (text.includes(` ${word} `) && (!best || word.length > best.length)) best = word;
  }
  return best;
}

function findStyle(text: string): StyleDefinition | null {
  return (
    styleDefinitions.find((style) =>
      [style.id.replace('_', ' '), style.name.toLowerCase(), ...style.keywords.slice(0, 1)].some((word) =>
        text.includes(` ${word} `),
      ),
    ) ?? null
  );
}

function styleOperations(style: StyleDefinition) {
  const wall = style.palette.walls[0]!;
  const floor = style.palette.floors[0]!;
  return {
    operations: [
      { kind: 'recolour', target: 'wall', name: wall.name, lab: hexToLab(wall.hex) },
      { kind: 'recolour', target: 'floor', name: floor.name, lab: hexToLab(floor.hex) },
      {
        kind: 'grade',
        warmth: style.lighting.warmth * 0.5,
        brightness: style.lighting.brightness * 0.4,
        contrast: 0,
        saturation: 0,
      },
    ] satisfies EditOperation[],
    applied: `${style.name} palette: ${wall.name.toLowerCase()} walls, ${floor.name.toLowerCase()} floor, ${style.lighting.description}`,
  };
}
