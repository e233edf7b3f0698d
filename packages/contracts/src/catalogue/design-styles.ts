import { z } from 'zod';
import {
  getStyleDefinition,
  styleDefinitions,
  type StyleDefinition,
  type StyleId,
} from './style-definitions';

/** Design styles offered by the ideation settings (docs/spec §3). A custom value is allowed too. */
export const designStyles = [
  'modern',
  'contemporary',
  'minimalist',
  'scandinavian',
  'industrial',
  'bohemian',
  'mid-century-modern',
  'traditional',
  'transitional',
  'rustic',
  'farmhouse',
  'coastal',
  'mediterranean',
  'art-deco',
  'eclectic',
  'maximalist',
  'french-country',
  'shabby-chic',
  'glam',
  'japanese',
] as const;
export type CatalogueDesignStyle = (typeof designStyles)[number];

/** A catalogue design style or a custom one (trimmed, 1-60 characters). */
export const designStyleSchema = z.string().trim().min(1).max(60);
export type DesignStyle = CatalogueDesignStyle | (string & {});

/**
 * Which of the 15 style definitions renders each offered style. Styles without their own definition use
 * the closest one (the spec lists 20 offered styles but defines 15).
 */
export const designStyleDefinitions: Readonly<Record<CatalogueDesignStyle, StyleId>> = {
  modern: 'modern',
  contemporary: 'modern',
  minimalist: 'minimalist',
  scandinavian: 'scandinavian',
  industrial: 'industrial',
  bohemian: 'bohemian',
  'mid-century-modern': 'mid-century',
  traditional: 'traditional',
  transitional: 'transitional',
  rustic: 'farmhouse',
  farmhouse: 'farmhouse',
  coastal: 'coastal',
  mediterranean: 'mediterranean',
  'art-deco': 'art_deco',
  eclectic: 'bohemian',
  maximalist: 'art_deco',
  'french-country': 'traditional',
  'shabby-chic': 'farmhouse',
  glam: 'luxury',
  japanese: 'japanese',
};

export function isCatalogueDesignStyle(value: string): value is CatalogueDesignStyle {
  return (designStyles as readonly string[]).includes(value);
}

export function designStyleLabel(value: string): string {
  if (!isCatalogueDesignStyle(value)) return value.trim();
  if (value === 'art-deco') return 'Art Deco';
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const designStyleOptions = designStyles.map((value) => ({ value, label: designStyleLabel(value) }));

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
}

/**
 * The style definition for an offered or custom style. A custom value ("warm japandi with oak") is
 * matched on the definitions' names, ids and keywords; with no match it falls back to `modern`, and says so.
 */
export function resolveStyleDefinition(designStyle: string): { style: StyleDefinition; matched: boolean } {
  const value = designStyle.trim().toLowerCase();
  if (isCatalogueDesignStyle(value))
    return { style: getStyleDefinition(designStyleDefinitions[value]), matched: true };
  const wanted = new Set(words(value));
  let best: { style: StyleDefinition; score: number } | null = null;
  for (const style of styleDefinitions) {
    const vocabulary = [style.id, style.name, ...style.keywords, ...style.materials].flatMap(words);
    const score = vocabulary.filter((word) => wanted.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { style, score };
  }
  if (best) return { style: best.style, matched: true };
  // Offered styles without their own definition ("glam", "shabby chic") still name their stand-in.
  for (const offered of designStyles) {
    if (words(offered).some((word) => wanted.has(word))) {
      return { style: getStyleDefinition(designStyleDefinitions[offered]), matched: true };
    }
  }
  return { style: getStyleDefinition('modern'), matched: false };
}
