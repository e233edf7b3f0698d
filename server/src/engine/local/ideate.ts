import {
  costTiers,
  isOutdoorRoomType,
  resolveStyleDefinition,
  roomTypeLabel,
  type CostTier,
  type Creativity,
  type Difficulty,
  type NamedColour,
  outdoorPalettes,
  type StyleDefinition,
} from '@roomcraft/contracts/catalogue/index';
import type { DesignIdea } from '../design-engine.port';
import { deltaE, hexToLab, labToHex } from '../image/color';
import { findColourInText, parseEditPrompt, type EditTarget } from './edit-grammar';
import { customStyleWords, listJoin, notShown, shownChanges, uniqueSwatches, withArticle } from './idea-text';
import type { IdeaPalette, LocalIdeateInput } from './ideate-types';
import { createRandom, shuffled } from './random';
import { structurePromptSuffix } from '../prompts';

/**
 * Ideas from the style catalogue. Creativity decides how far each idea may go: 1 keeps the room's own
 * colours and nudges them toward the style, 2 repaints within the style, 3 brings in related styles and
 * accent walls, 4 takes contrasting styles and the boldest colours. Ideas never repeat a wall colour.
 */
export function ideateLocally(input: LocalIdeateInput): { ideas: DesignIdea[]; notes: string[] } {
  const notes: string[] = [];
  const random = createRandom(input.seed ?? 1);
  const { style: base, matched } = resolveStyleDefinition(input.designStyle);
  if (!matched) notes.push(`"${input.designStyle}" is not a style we know; the ideas use Modern.`);
  const customWords = customStyleWords(input.designStyle, base);
  const count = Math.min(6, Math.max(1, Math.round(input.numberOfIdeas)));
  const styles = stylesForIdeas(base, count);
  const requested = input.prompt ? requestedSurfaces(input.prompt) : {};
  // A floor or deck the user named is never also an idea's wall colour (the two would read as one).
  const namedFloor = requested.floor ?? requested.paving;
  const usedWalls: number[][] = namedFloor ? [hexToLab(namedFloor.hex)] : [];
  const usedTitles = new Set<string>();
  const ideas: DesignIdea[] = styles.map((style, index) => {
    const palette = choosePalette({
      style,
      creativity: input.creativity,
      index,
      random,
      usedWalls,
      analysis: input.analysis,
      outdoor: input.exterior || isOutdoorRoomType(input.roomType),
    });
    honourRequests(palette, requested, index);
    usedWalls.push(hexToLab(palette.walls.hex));
    const idea = composeIdea({ input, style, palette, index, random, usedTitles, customWords });
    usedTitles.add(idea.title);
    return idea;
  });
  return { ideas, notes };
}

/** What the prompt asks of each surface: "navy blue walls", "a warm grey deck", "light oak floors". */
type SurfaceRequests = Partial<Record<EditTarget, NamedColour>>;

/**
 * The colours and materials the prompt names, each for the surface it names (the edit grammar's reading:
 * a colour with no surface named is for the walls), the first for each surface.
 */
function requestedSurfaces(prompt: string): SurfaceRequests {
  const { feedback, operationsByPhrase } = parseEditPrompt(prompt, { hasMask: false });
  const found: SurfaceRequests = {};
  feedback.understood.forEach(({ phrase }, i) => {
    for (const operation of operationsByPhrase[i] ?? []) {
      if (operation.kind !== 'recolour' || found[operation.target]) continue;
      const hex = findColourInText(phrase)?.hex ?? labToHex(...operation.lab);
      found[operation.target] = { name: operation.name, hex };
    }
  });
  return found;
}

/**
 * Puts the prompt's requests in an idea's palette. The walls' colour goes on the first idea's walls and
 * is an accent in the others (they vary the walls); a floor, a deck, the fabrics, a lawn, a front door or
 * a roof the user named is the same in every idea.
 */
function honourRequests(palette: IdeaPalette, requested: SurfaceRequests, index: number) {
  const walls = requested.wall ?? requested.facade;
  if (walls && index === 0) palette.walls = walls;
  else if (walls) palette.accents[0] = walls;
  const floor = palette.outdoor
    ? (requested.paving ?? requested.floor)
    : (requested.floor ?? requested.paving);
  if (floor) {
    palette.floor = floor;
    palette.keepsFloor = false;
  }
  if (palette.outdoor) {
    const { lawn, door, roof } = requested;
    palette.outdoor = {
      ...palette.outdoor,
      ...(lawn ? { lawn } : {}),
      ...(door ? { door } : {}),
      ...(roof ? { roof } : {}),
    };
    if (lawn) palette.textile = lawn;
    if (door) palette.accents[0] = door;
  } else if (requested.textiles) palette.textile = requested.textiles;
}

/**
 * Every idea is in the requested style: a user who asks for Scandinavian gets four Scandinavian rooms
 * that differ in palette, floor and mood, never a neighbouring style (bolder creativity goes further
 * within the style's palette instead).
 */
function stylesForIdeas(base: StyleDefinition, count: number) {
  return Array.from({ length: count }, () => base);
}

interface PaletteChoice {
  style: StyleDefinition;
  creativity: Creativity;
  index: number;
  random: () => number;
  usedWalls: number[][];
}

function choosePalette(
  args: PaletteChoice & { analysis: LocalIdeateInput['analysis'] | undefined; outdoor: boolean },
): IdeaPalette {
  if (args.outdoor) return chooseOutdoorPalette(args);
  const { style, creativity, index, random, usedWalls, analysis } = args;
  const currentWall = analysis?.regions.wall.hex ?? analysis?.palette[0]?.hex ?? null;
  const currentFloor = analysis?.regions.floor.hex ?? null;
  // Bolder ideas prefer the darker, more saturated wall colours of the style; minimal ones the colours
  // nearest the room's own walls.
  const walls = [...style.palette.walls].sort((p, q) => boldness(q) - boldness(p));
  let ordered = creativity >= 3 ? walls : walls.reverse();
  if (creativity === 1 && currentWall) {
    const current = hexToLab(currentWall);
    ordered = [...walls].sort((p, q) => deltaE(hexToLab(p.hex), current) - deltaE(hexToLab(q.hex), current));
  }
  // Minimal ideas vary only among the two nearest colours; the others never repeat a wall colour.
  if (creativity === 1 && currentWall) ordered = ordered.slice(0, 2);
  const fresh = ordered.filter((c) => usedWalls.every((used) => deltaE(used, hexToLab(c.hex)) > 8));
  let wall = fresh[0] ?? ordered[index % ordered.length] ?? ordered[0]!;
  if (creativity === 1 && currentWall) {
    // Minimal: the room's own wall colour, a quarter of the way toward the style.
    wall = { name: `Soft ${wall.name}`, hex: mix(currentWall, wall.hex, 0.2 + 0.05 * (index % 3)) };
  }
  if (creativity === 4 && boldness(wall) < 45) {
    // Bold: a light-walled style gets its strongest accent on the walls instead.
    const strongest = [...style.palette.accents, ...style.palette.walls]
      .filter((c) => usedWalls.every((used) => deltaE(used, hexToLab(c.hex)) > 8))
      .sort((p, q) => boldness(q) - boldness(p))[0];
    if (strongest) wall = strongest;
  }
  const floors = style.palette.floors;
  const keepsFloor = creativity === 1 || (creativity === 2 && index % 2 === 0);
  const floor =
    keepsFloor && currentFloor
      ? { name: 'Existing floor', hex: currentFloor }
      : floors[(index + Math.floor(random() * floors.length)) % floors.length]!;
  const accents = shuffled(style.palette.accents, random).slice(0, creativity >= 3 ? 2 : 1);
  const textile = style.palette.textiles[index % style.palette.textiles.length]!;
  return { walls: wall, floor, accents, textile, keepsFloor };
}

/**
 * Outdoors the style's outdoor palette (docs: issue 10 point 6): the facade paint varies between ideas
 * (bolder ones first at creativity 3 and 4; then the style's wall paints), the paving too; trim, door,
 * roof, lawn and planting are the style's own.
 */
function chooseOutdoorPalette(args: PaletteChoice): IdeaPalette {
  const { style, creativity, index, random, usedWalls } = args;
  const outdoor = outdoorPalettes[style.id];
  const facades =
    creativity >= 3 ? [...outdoor.facade].sort((p, q) => boldness(q) - boldness(p)) : outdoor.facade;
  // Past the style's three facade paints (a fourth idea), its wall paints stand in, so no two ideas
  // show the same house.
  const unused = (list: readonly NamedColour[]) =>
    list.filter((c) => usedWalls.every((used) => deltaE(used, hexToLab(c.hex)) > 8));
  const spare = [...style.palette.walls].sort((p, q) =>
    creativity >= 3 ? boldness(q) - boldness(p) : boldness(p) - boldness(q),
  );
  const facade = unused(facades)[0] ?? unused(spare)[0] ?? facades[index % facades.length]!;
  const keepsFloor = creativity === 1 || (creativity === 2 && index % 2 === 0);
  const paving =
    outdoor.paving[(index + Math.floor(random() * outdoor.paving.length)) % outdoor.paving.length]!;
  return {
    walls: facade,
    floor: paving,
    accents: [outdoor.door],
    textile: outdoor.lawn,
    keepsFloor,
    outdoor,
  };
}

function boldness(colour: NamedColour): number {
  const [L, a, b] = hexToLab(colour.hex);
  return (100 - L) * 0.6 + Math.hypot(a, b);
}

function mix(fromHex: string, toHex: string, t: number): string {
  const p = hexToLab(fromHex);
  const q = hexToLab(toHex);
  return labToHex(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t);
}

const moodAdjectives: Record<Creativity, readonly string[]> = {
  1: ['Refreshed', 'Gentle', 'Quietly Updated'],
  2: ['Calm', 'Inviting', 'Balanced'],
  3: ['Layered', 'Characterful', 'Spirited'],
  4: ['Bold', 'Dramatic', 'Statement'],
};

function composeIdea(args: {
  input: LocalIdeateInput;
  style: StyleDefinition;
  palette: IdeaPalette;
  index: number;
  random: () => number;
  usedTitles: ReadonlySet<string>;
  customWords: string | null;
}): DesignIdea {
  const { input, style, palette, index, customWords } = args;
  const exterior = input.exterior || isOutdoorRoomType(input.roomType);
  const room = roomTypeLabel(input.roomType);
  const roomLower = room.toLowerCase();
  const mood = style.mood[index % style.mood.length]!;
  const adjective = moodAdjectives[input.creativity][index % 3]!;
  const styleTitle = customWords ?? style.name;
  const titles = [
    `${adjective} ${styleTitle} ${room}`,
    `${styleTitle} ${room} in ${palette.walls.name}`,
    `${palette.walls.name} & ${palette.keepsFloor ? palette.textile.name : palette.floor.name} ${styleTitle} ${room}`,
  ];
  const shown = shownChanges(input, palette, exterior);
  const toAdd = notShown(input, style, index, exterior, palette);
  const materials = style.materials.slice(index % 2, (index % 2) + 2);
  const cost = estimateCost(style.costTier, input.creativity, palette.keepsFloor);
  const difficulty: Difficulty =
    input.creativity <= 1
      ? 'easy'
      : palette.keepsFloor
        ? input.creativity >= 4
          ? 'medium'
          : 'easy'
        : input.creativity >= 4
          ? 'hard'
          : 'medium';
  const warmth = clampUnit(style.lighting.warmth * (0.4 + 0.2 * input.creativity));
  const dim = (input.analysis?.light.level ?? 0.5) < 0.4;
  const brightness = clampUnit(
    style.lighting.brightness * (0.3 + 0.15 * input.creativity) + (dim ? 0.25 : 0),
  );
  const keep = input.itemsNotToChange?.trim();
  const styleLabel = customWords
    ? `${style.name.toLowerCase()} (your "${customWords}")`
    : style.name.toLowerCase();
  const description = [
    `${capitalise(withArticle(mood))} ${styleLabel} ${roomLower}: ${listJoin(shown)}.`,
    keep ? `Keeps ${keep} as ${keep.includes(',') || keep.includes(' and ') ? 'they are' : 'it is'}.` : '',
    input.prompt?.trim() ? `Shaped by your request: "${input.prompt.trim()}".` : '',
    toAdd.length > 0 ? `To add (not shown in the image): ${toAdd.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const colorPalette = palette.outdoor
    ? outdoorSwatches(palette, input.creativity)
    : uniqueSwatches([
        { name: palette.walls.name, hex: palette.walls.hex, role: 'walls' },
        ...(palette.keepsFloor
          ? []
          : [{ name: palette.floor.name, hex: palette.floor.hex, role: 'floor' as const }]),
        { name: palette.textile.name, hex: palette.textile.hex, role: 'textile' },
        ...palette.accents.map((c) => ({ name: c.name, hex: c.hex, role: 'accent' as const })),
      ]);
  const designElements = [
    ...shown.map(capitalise),
    ...(toAdd.length > 0 ? [`To add (not shown in the image): ${toAdd.join('; ')}`] : []),
  ];
  const wallWord = exterior ? 'facade' : 'walls';
  const floorWord = exterior ? 'paving' : 'floors';
  const prompt = [
    `Redesign this ${roomLower} in ${style.name} style with a ${mood} feel.`,
    `${capitalise(wallWord)}: ${palette.walls.name} (${palette.walls.hex}).`,
    palette.keepsFloor
      ? `Keep the existing ${floorWord}.`
      : `${capitalise(floorWord)}: ${palette.floor.name} (${palette.floor.hex}).`,
    palette.outdoor
      ? `Trim: ${palette.outdoor.trim.name} (${palette.outdoor.trim.hex}); front door: ${palette.outdoor.door.name} (${palette.outdoor.door.hex}); roof: ${palette.outdoor.roof.name} (${palette.outdoor.roof.hex}); lawn: ${palette.outdoor.lawn.name}; planting: ${palette.outdoor.planting}.`
      : `Accents: ${palette.accents.map((c) => `${c.name} (${c.hex})`).join(', ')}; textiles in ${palette.textile.name}.`,
    `Materials: ${materials.join(', ')}. Lighting: ${style.lighting.description}.`,
    input.prompt?.trim() ? `User request: ${input.prompt.trim()}.` : '',
    keep ? `Do not change: ${keep}.` : '',
    structurePromptSuffix,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    order: index + 1,
    title: uniqueTitle(titles, index, args.usedTitles, palette.accents[0]?.name ?? style.mood[0]!),
    description,
    style: style.name,
    styleId: style.id,
    mood,
    colorPalette,
    estimatedCost: cost,
    difficulty,
    targetAudience: audience(cost, roomLower, input.creativity),
    designElements,
    generatedPrompt: prompt,
    lighting: { warmth: round2(warmth), brightness: round2(brightness) },
    creativity: input.creativity,
  };
}

/** The idea's own template first, then the others; as a last resort the accent colour tells ideas apart. */
function uniqueTitle(titles: string[], index: number, used: ReadonlySet<string>, accent: string): string {
  const rotated = [...titles.slice(index % titles.length), ...titles.slice(0, index % titles.length)];
  return rotated.find((title) => !used.has(title)) ?? `${rotated[0]} with ${accent} Accents`;
}

function estimateCost(tier: CostTier, creativity: Creativity, keepsFloor: boolean): CostTier {
  const shift = creativity <= 1 ? -1 : creativity >= 4 && !keepsFloor ? 1 : 0;
  const index = Math.min(2, Math.max(0, costTiers.indexOf(tier) + shift));
  return costTiers[index]!;
}

function audience(cost: CostTier, room: string, creativity: Creativity): string {
  if (creativity <= 1) return `Renters and sellers who want a fresh ${room} for little effort`;
  if (cost === 'budget') return `First-time buyers and renters updating a ${room} on a budget`;
  if (cost === 'mid-range') return `Home owners planning a ${room} makeover`;
  return `Owners investing in a high-end ${room} renovation`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clampUnit(v: number): number {
  return Math.max(-1, Math.min(1, v));
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

export type { IdeaPalette, LocalIdeateInput } from './ideate-types';

/** An outdoor idea's swatches: facade, paving (when re-laid), front door, trim, roof from creativity 3, lawn. */
function outdoorSwatches(palette: IdeaPalette, creativity: Creativity) {
  const outdoor = palette.outdoor!;
  return uniqueSwatches([
    { name: palette.walls.name, hex: palette.walls.hex, role: 'walls' },
    ...(palette.keepsFloor
      ? []
      : [{ name: palette.floor.name, hex: palette.floor.hex, role: 'floor' as const }]),
    { name: outdoor.door.name, hex: outdoor.door.hex, role: 'door' },
    { name: outdoor.trim.name, hex: outdoor.trim.hex, role: 'trim' },
    ...(creativity >= 3 ? [{ name: outdoor.roof.name, hex: outdoor.roof.hex, role: 'roof' as const }] : []),
    { name: outdoor.lawn.name, hex: outdoor.lawn.hex, role: 'lawn' },
  ]);
}
