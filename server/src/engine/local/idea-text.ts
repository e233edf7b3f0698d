import {
  isCatalogueDesignStyle,
  styleDefinitions,
  type StyleDefinition,
} from '@roomcraft/contracts/catalogue/index';
import type { IdeaColour } from '../design-engine.port';
import { floorPhrase, pavingPhrase } from './floor-material';
import type { IdeaPalette, LocalIdeateInput } from './ideate-types';

/** The words of a local idea: what its image shows, what it cannot, and plain English for both. */

/**
 * The changes the offline render draws for this idea (see restyle.ts): walls, a re-laid floor from
 * creativity 2, fabrics from 2, cabinet fronts from 3. Surfaces the photo lacks are left out when the
 * analysis says so.
 */
export function shownChanges(input: LocalIdeateInput, palette: IdeaPalette, exterior: boolean): string[] {
  // Without an analysis the text names the usual surfaces; with one, only those the photo shows.
  const has = (surface: 'wall' | 'floor' | 'textile' | 'cabinet' | 'facade' | 'paving') => {
    if (!input.analysis) return surface !== 'cabinet';
    return (input.analysis.regions[surface]?.share ?? 0) >= 0.015;
  };
  // Door, roof and lawn are named only when the analysis saw them (thresholds as in restyle.ts).
  const seen = (surface: 'door' | 'roof' | 'lawn', least: number) =>
    (input.analysis?.regions[surface]?.share ?? 0) >= least;
  const shown: string[] = [];
  const floor = floorPhrase(palette.floor.name);
  if (exterior) {
    if (has('facade')) shown.push(`facade painted ${palette.walls.name} (${palette.walls.hex})`);
    const outdoor = palette.outdoor;
    if (outdoor && input.creativity >= 2 && seen('door', 0.003))
      shown.push(`front door in ${outdoor.door.name.toLowerCase()}`);
    if (outdoor && input.creativity >= 3 && seen('roof', 0.015))
      shown.push(`roof in ${outdoor.roof.name.toLowerCase()}`);
    if (outdoor && input.creativity >= 2 && seen('lawn', 0.015))
      shown.push(`lawn refreshed to ${outdoor.lawn.name.toLowerCase()}`);
    if (!palette.keepsFloor && input.creativity >= 2 && has('paving'))
      shown.push(`paving re-laid in ${pavingPhrase(palette.floor.name)}`);
    if (shown.length === 0) shown.push('the light and colour of the photo kept as they are');
    return shown;
  }
  if (has('wall')) shown.push(`walls painted ${palette.walls.name} (${palette.walls.hex})`);
  if (!palette.keepsFloor && input.creativity >= 2 && has('floor')) shown.push(`floor re-laid in ${floor}`);
  if (input.creativity >= 2 && has('textile'))
    shown.push(`upholstery and other fabrics in ${palette.textile.name.toLowerCase()}`);
  // The render takes the palette's first accent after a duplicate of the wall colour is dropped.
  const accent = palette.accents.find((c) => c.hex !== palette.walls.hex && c.name !== palette.walls.name);
  if (input.creativity >= 3 && accent && has('cabinet'))
    shown.push(`cabinet fronts in ${accent.name.toLowerCase()}`);
  if (shown.length === 0) shown.push('the light and colour of the photo kept as they are');
  return shown;
}

/** Ideas that belong to the design but that recolouring a photo cannot show. */
export function notShown(
  input: LocalIdeateInput,
  style: StyleDefinition,
  index: number,
  exterior: boolean,
  palette?: IdeaPalette,
): string[] {
  if (input.creativity <= 1) return [];
  // Outdoors: trim is too thin to find in a photo, and planting cannot be painted in.
  if (exterior && palette?.outdoor)
    return [`trim in ${palette.outdoor.trim.name.toLowerCase()}`, `planting: ${palette.outdoor.planting}`];
  const items = [style.furniture[index % style.furniture.length]!, style.lighting.description];
  if (input.creativity >= 3) items.push(`${style.materials[index % style.materials.length]!} details`);
  return exterior ? items.slice(1) : items;
}

/** The user's own words for a custom style, kept for the title ("Cosy Cabin"); null for catalogue styles. */
export function customStyleWords(designStyle: string, style: StyleDefinition): string | null {
  const text = designStyle.trim();
  const normal = text.toLowerCase().replace(/[-_]/g, ' ');
  if (!text || normal === style.id.replace(/[-_]/g, ' ') || normal === style.name.toLowerCase()) return null;
  if (styleDefinitions.some((s) => s.id === text || s.name.toLowerCase() === normal)) return null;
  if (isCatalogueDesignStyle(text)) return null;
  return titleCase(text.replace(/\s+/g, ' ').slice(0, 40));
}

/** Each colour once: the same hex or name twice would show as a repeated swatch. */
export function uniqueSwatches(colours: IdeaColour[]): IdeaColour[] {
  const seen = new Set<string>();
  return colours.filter((c) => {
    const keys = [c.hex.toLowerCase(), c.name.toLowerCase()];
    if (keys.some((k) => seen.has(k))) return false;
    keys.forEach((k) => seen.add(k));
    return true;
  });
}

export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** "a, b and c" */
export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
