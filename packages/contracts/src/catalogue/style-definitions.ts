import type { CostTier } from './engine-options';

/** A colour with the name designers use for it. */
export interface NamedColour {
  name: string;
  /** `#rrggbb` */
  hex: string;
}

export type StyleCategory = 'modern' | 'eclectic' | 'traditional' | 'specialty';

/**
 * One of the spec's 15 style definitions (id, name, description, keywords, category), with what a design
 * needs to be made from it: palette by surface, materials, furniture, lighting, mood and cost tier.
 */
export interface StyleDefinition {
  id: StyleId;
  name: string;
  description: string;
  keywords: readonly string[];
  category: StyleCategory;
  palette: {
    walls: readonly NamedColour[];
    floors: readonly NamedColour[];
    accents: readonly NamedColour[];
    textiles: readonly NamedColour[];
  };
  materials: readonly string[];
  furniture: readonly string[];
  /** warmth and brightness in [-1, 1]: -1 cool / dim, 0 neutral, 1 warm / bright. */
  lighting: { warmth: number; brightness: number; description: string };
  mood: readonly string[];
  costTier: CostTier;
}

export const styleIds = [
  'modern',
  'scandinavian',
  'minimalist',
  'industrial',
  'mid-century',
  'bohemian',
  'traditional',
  'transitional',
  'farmhouse',
  'coastal',
  'mediterranean',
  'art_deco',
  'victorian',
  'japanese',
  'luxury',
] as const;
export type StyleId = (typeof styleIds)[number];

const c = (name: string, hex: string): NamedColour => ({ name, hex });

export const styleDefinitions: readonly StyleDefinition[] = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean lines, open space and a restrained palette with one confident accent.',
    keywords: ['clean lines', 'open', 'sleek', 'neutral', 'geometric'],
    category: 'modern',
    palette: {
      walls: [c('Gallery White', '#f2f1ed'), c('Soft Greige', '#d6d0c4'), c('Charcoal', '#3c3f43')],
      floors: [c('Light Oak', '#c9a77c'), c('Polished Concrete', '#9a9894'), c('Smoked Oak', '#6b5240')],
      accents: [c('Cobalt', '#2f52a0'), c('Matte Black', '#222222'), c('Burnt Orange', '#c0602b')],
      textiles: [c('Stone Grey', '#a7a39b'), c('Ink Blue', '#2c3a57')],
    },
    materials: ['lacquer', 'glass', 'brushed steel', 'oak veneer'],
    furniture: ['low-profile sofa', 'glass coffee table', 'arc floor lamp', 'floating shelves'],
    lighting: {
      warmth: 0,
      brightness: 0.3,
      description: 'even neutral light, recessed spots and one sculptural lamp',
    },
    mood: ['crisp', 'calm', 'confident'],
    costTier: 'mid-range',
  },
  {
    id: 'scandinavian',
    name: 'Scandinavian',
    description: 'Bright, airy rooms with pale wood, soft textiles and cosy simplicity (hygge).',
    keywords: ['hygge', 'light wood', 'airy', 'cosy', 'functional'],
    category: 'modern',
    palette: {
      walls: [c('Chalk White', '#f4f2ec'), c('Pale Fog', '#e3e3dc'), c('Dusty Sage', '#b8c1ad')],
      floors: [c('White Oak', '#d8c2a0'), c('Ash', '#cdb89a'), c('Whitewashed Pine', '#e2d6c2')],
      accents: [c('Dusty Blue', '#7d97ab'), c('Blush', '#d9b3a5'), c('Forest Green', '#3f5b47')],
      textiles: [c('Oatmeal', '#d9cdb8'), c('Light Grey Wool', '#bfbdb7')],
    },
    materials: ['birch', 'wool', 'linen', 'sheepskin', 'ceramic'],
    furniture: ['tapered-leg sofa', 'round oak coffee table', 'wishbone chairs', 'open shelving'],
    lighting: { warmth: 0.4, brightness: 0.6, description: 'maximised daylight with warm paper pendants' },
    mood: ['airy', 'cosy', 'serene'],
    costTier: 'budget',
  },
  {
    id: 'minimalist',
    name: 'Minimalist',
    description: 'Only what matters: a calm, uncluttered room of few pieces and quiet surfaces.',
    keywords: ['uncluttered', 'simple', 'monochrome', 'negative space', 'essential'],
    category: 'modern',
    palette: {
      walls: [c('Pure White', '#f6f6f4'), c('Warm Bone', '#e8e2d6'), c('Pebble', '#cfccc6')],
      floors: [c('Pale Concrete', '#b9b7b2'), c('Bleached Oak', '#dcc9ab'), c('Limestone', '#d6cfc2')],
      accents: [c('Graphite', '#4a4a4a'), c('Sand', '#cbb89a'), c('Black', '#1c1c1c')],
      textiles: [c('Ivory', '#efeae0'), c('Taupe', '#a89f91')],
    },
    materials: ['plaster', 'matte lacquer', 'linen', 'pale stone'],
    furniture: ['low modular sofa', 'slim coffee table', 'hidden storage', 'single statement lamp'],
    lighting: { warmth: 0.1, brightness: 0.5, description: 'soft, diffuse light with no visible fittings' },
    mood: ['calm', 'ordered', 'quiet'],
    costTier: 'mid-range',
  },
  {
    id: 'industrial',
    name: 'Industrial',
    description: 'Raw materials and warehouse character: exposed brick, steel, concrete and worn leather.',
    keywords: ['loft', 'raw', 'exposed', 'metal', 'reclaimed'],
    category: 'eclectic',
    palette: {
      walls: [c('Concrete Grey', '#8e8c88'), c('Brick Red', '#8a4b3a'), c('Soot', '#3a3836')],
      floors: [
        c('Dark Concrete', '#6e6c68'),
        c('Reclaimed Oak', '#7a5a3f'),
        c('Weathered Walnut', '#5b4333'),
      ],
      accents: [c('Rust', '#a0522d'), c('Black Steel', '#2b2b2b'), c('Tobacco', '#8b5e34')],
      textiles: [c('Cognac Leather', '#8c4f2b'), c('Charcoal Canvas', '#4a4a48')],
    },
    materials: ['exposed brick', 'black steel', 'concrete', 'reclaimed wood', 'leather'],
    furniture: ['leather chesterfield', 'steel-frame bookshelf', 'factory pendant', 'reclaimed-wood table'],
    lighting: { warmth: 0.6, brightness: -0.2, description: 'warm Edison bulbs and dark-metal pendants' },
    mood: ['raw', 'moody', 'urban'],
    costTier: 'mid-range',
  },
  {
    id: 'mid-century',
    name: 'Mid-Century Modern',
    description: 'Organic curves, tapered legs and warm teak with saturated 1950s-60s colour.',
    keywords: ['retro', 'teak', 'tapered legs', 'organic curves', '1950s'],
    category: 'modern',
    palette: {
      walls: [c('Warm White', '#f1ebe0'), c('Olive', '#8a8a5c'), c('Teal', '#2f6f6f')],
      floors: [c('Teak', '#9a6a3f'), c('Walnut', '#6f4a32'), c('Honey Oak', '#b88a55')],
      accents: [c('Mustard', '#d1a23b'), c('Burnt Orange', '#c0602b'), c('Avocado', '#7d8a3e')],
      textiles: [c('Tweed Grey', '#8f8a82'), c('Rust Velvet', '#a14a2a')],
    },
    materials: ['teak', 'walnut', 'moulded plywood', 'brass', 'boucle'],
    furniture: ['lounge chair and ottoman', 'tapered-leg sideboard', 'sputnik chandelier', 'tulip table'],
    lighting: { warmth: 0.5, brightness: 0.1, description: 'warm globe lights and a sculptural arc lamp' },
    mood: ['playful', 'warm', 'nostalgic'],
    costTier: 'mid-range',
  },
  {
    id: 'bohemian',
    name: 'Bohemian',
    description: 'Layered patterns, plants and collected treasures in warm, earthy colour.',
    keywords: ['boho', 'layered', 'plants', 'eclectic', 'global'],
    category: 'eclectic',
    palette: {
      walls: [c('Terracotta', '#c06a4a'), c('Warm Sand', '#e0c9a6'), c('Clay Pink', '#d49a87')],
      floors: [c('Honey Oak', '#b88a55'), c('Saltillo Tile', '#b56a45'), c('Jute', '#c2a477')],
      accents: [c('Saffron', '#e2a527'), c('Jungle Green', '#2f6b45'), c('Deep Teal', '#1f5a5e')],
      textiles: [c('Kilim Red', '#a63c2e'), c('Indigo', '#3b4a7a')],
    },
    materials: ['rattan', 'macrame', 'kilim rugs', 'terracotta', 'carved wood'],
    furniture: ['floor cushions', 'rattan armchair', 'layered rugs', 'hanging planters'],
    lighting: { warmth: 0.8, brightness: -0.1, description: 'warm lanterns, string lights and candle glow' },
    mood: ['free-spirited', 'warm', 'lived-in'],
    costTier: 'budget',
  },
  {
    id: 'traditional',
    name: 'Traditional',
    description: 'Classic European comfort: symmetry, rich wood, moulding and refined fabrics.',
    keywords: ['classic', 'symmetry', 'moulding', 'rich wood', 'elegant'],
    category: 'traditional',
    palette: {
      walls: [c('Cream', '#efe6d2'), c('Library Green', '#3e5641'), c('Claret', '#6e2b34')],
      floors: [c('Cherry', '#7b3f2a'), c('Mahogany', '#5a2e22'), c('Walnut', '#6f4a32')],
      accents: [c('Antique Gold', '#b08d4a'), c('Navy', '#27344f'), c('Burgundy', '#6b2331')],
      textiles: [c('Damask Cream', '#e3d5b8'), c('Hunter Green', '#35513e')],
    },
    materials: ['mahogany', 'damask', 'brass', 'marble', 'velvet'],
    furniture: ['rolled-arm sofa', 'wingback chair', 'carved coffee table', 'glass-front cabinet'],
    lighting: {
      warmth: 0.6,
      brightness: 0,
      description: 'warm table lamps with fabric shades and a chandelier',
    },
    mood: ['refined', 'comfortable', 'timeless'],
    costTier: 'luxury',
  },
  {
    id: 'transitional',
    name: 'Transitional',
    description: 'A balanced blend of traditional warmth and modern simplicity in soft neutrals.',
    keywords: ['balanced', 'neutral', 'updated classic', 'soft', 'layered neutrals'],
    category: 'traditional',
    palette: {
      walls: [c('Agreeable Grey', '#d1cbc1'), c('Warm White', '#f1ebe0'), c('Soft Taupe', '#b9ab99')],
      floors: [c('Natural Oak', '#b8925f'), c('Greige Oak', '#a89580'), c('Espresso', '#4a3428')],
      accents: [c('Slate Blue', '#5d7185'), c('Brushed Nickel', '#a3a3a0'), c('Camel', '#b0844f')],
      textiles: [c('Linen', '#ddd3c2'), c('Mushroom', '#a59a8b')],
    },
    materials: ['linen', 'natural oak', 'brushed nickel', 'marble', 'wool'],
    furniture: ['track-arm sofa', 'upholstered armchair', 'stone-top coffee table', 'console table'],
    lighting: { warmth: 0.3, brightness: 0.2, description: 'layered ambient and lamp light in soft white' },
    mood: ['balanced', 'welcoming', 'polished'],
    costTier: 'mid-range',
  },
  {
    id: 'farmhouse',
    name: 'Farmhouse',
    description: 'Rustic country comfort with shiplap, distressed wood and practical charm.',
    keywords: ['rustic', 'shiplap', 'country', 'distressed wood', 'cosy'],
    category: 'traditional',
    palette: {
      walls: [c('Shiplap White', '#efebe2'), c('Sage', '#a7b39a'), c('Barn Grey', '#8d8a83')],
      floors: [c('Distressed Pine', '#a57c52'), c('Wide-Plank Oak', '#8c6a48'), c('Barnwood', '#6e5a48')],
      accents: [c('Black Iron', '#262626'), c('Barn Red', '#8e3b30'), c('Galvanised', '#9aa0a3')],
      textiles: [c('Buffalo Check', '#3b3b3b'), c('Flax', '#d8c8a8')],
    },
    materials: ['shiplap', 'reclaimed pine', 'wrought iron', 'cotton', 'galvanised metal'],
    furniture: ['slipcovered sofa', 'farmhouse table', 'ladder shelf', 'lantern pendant'],
    lighting: { warmth: 0.6, brightness: 0.2, description: 'warm lantern pendants and natural daylight' },
    mood: ['homely', 'relaxed', 'rustic'],
    costTier: 'budget',
  },
  {
    id: 'coastal',
    name: 'Coastal',
    description: 'Breezy seaside rooms in whites, sand and ocean blues with natural textures.',
    keywords: ['beach', 'breezy', 'nautical', 'light', 'natural fibres'],
    category: 'specialty',
    palette: {
      walls: [c('Sea Salt', '#eef1ec'), c('Pale Aqua', '#cfe3e0'), c('Sand Dune', '#e3d6bd')],
      floors: [c('Driftwood', '#b7a48a'), c('Bleached Oak', '#dcc9ab'), c('Sisal', '#c9b48f')],
      accents: [c('Ocean Blue', '#2e6f95'), c('Navy', '#27344f'), c('Coral', '#e07a5f')],
      textiles: [c('Sailcloth White', '#f2efe6'), c('Chambray', '#8fa6bf')],
    },
    materials: ['driftwood', 'rattan', 'linen', 'jute', 'whitewashed wood'],
    furniture: ['slipcovered sofa', 'rattan chairs', 'jute rug', 'driftwood coffee table'],
    lighting: { warmth: 0.1, brightness: 0.7, description: 'bright, breezy daylight and woven pendants' },
    mood: ['breezy', 'relaxed', 'fresh'],
    costTier: 'mid-range',
  },
  {
    id: 'mediterranean',
    name: 'Mediterranean',
    description: 'Sun-baked warmth: lime-washed walls, terracotta, arches and deep blue accents.',
    keywords: ['terracotta', 'lime wash', 'arches', 'sun-baked', 'tile'],
    category: 'specialty',
    palette: {
      walls: [c('Lime Wash', '#efe5d0'), c('Warm Ochre', '#d8b07a'), c('Sun-Baked Clay', '#c98a62')],
      floors: [c('Terracotta Tile', '#b5623f'), c('Travertine', '#d9c7a7'), c('Olive Wood', '#8e7350')],
      accents: [c('Aegean Blue', '#1f4e8c'), c('Olive Green', '#6b7340'), c('Wrought Iron', '#2e2a27')],
      textiles: [c('Natural Linen', '#ddd0b8'), c('Indigo Stripe', '#34457a')],
    },
    materials: ['terracotta', 'lime plaster', 'wrought iron', 'olive wood', 'hand-painted tile'],
    furniture: ['linen sofa', 'wrought-iron chairs', 'rustic wood table', 'ceramic urns'],
    lighting: { warmth: 0.7, brightness: 0.4, description: 'warm sunlit glow with iron lanterns' },
    mood: ['sunny', 'relaxed', 'rustic'],
    costTier: 'mid-range',
  },
  {
    id: 'art_deco',
    name: 'Art Deco',
    description: 'Glamorous 1920s geometry: jewel tones, brass, lacquer and bold symmetry.',
    keywords: ['glamour', 'geometric', 'brass', 'jewel tones', '1920s'],
    category: 'eclectic',
    palette: {
      walls: [c('Emerald', '#1f5e4a'), c('Deep Navy', '#1d2a44'), c('Champagne', '#e6d8b8')],
      floors: [
        c('Black Marble', '#2a2a2a'),
        c('Herringbone Walnut', '#5e3f2c'),
        c('White Marble', '#e4e1da'),
      ],
      accents: [c('Brass', '#b5913f'), c('Black Lacquer', '#151515'), c('Ruby', '#8e1f35')],
      textiles: [c('Teal Velvet', '#1f5a5e'), c('Blush Velvet', '#d3a29a')],
    },
    materials: ['brass', 'velvet', 'black lacquer', 'marble', 'mirror'],
    furniture: ['channel-tufted sofa', 'mirrored console', 'fan-back chair', 'globe pendant'],
    lighting: { warmth: 0.5, brightness: -0.2, description: 'dramatic warm light from brass sconces' },
    mood: ['glamorous', 'dramatic', 'opulent'],
    costTier: 'luxury',
  },
  {
    id: 'victorian',
    name: 'Victorian',
    description: 'Ornate 19th-century richness: dark woods, patterned paper and deep colour.',
    keywords: ['ornate', 'antique', 'patterned', 'dark wood', '19th century'],
    category: 'traditional',
    palette: {
      walls: [c('Oxblood', '#5c1f22'), c('Victorian Green', '#2f4a3a'), c('Parchment', '#e7d9b9')],
      floors: [c('Dark Mahogany', '#4a2519'), c('Parquet Oak', '#8a5d3b'), c('Encaustic Tile', '#7a4a3a')],
      accents: [c('Old Gold', '#a8863e'), c('Plum', '#5a2a4a'), c('Peacock Blue', '#1f4f6a')],
      textiles: [c('Crimson Velvet', '#7a1e2c'), c('Tapestry Gold', '#b99a55')],
    },
    materials: ['carved mahogany', 'velvet', 'patterned wallpaper', 'brass', 'stained glass'],
    furniture: ['tufted settee', 'carved side tables', 'curio cabinet', 'fringed lamps'],
    lighting: { warmth: 0.8, brightness: -0.3, description: 'low, warm lamp light with fringed shades' },
    mood: ['rich', 'romantic', 'ornate'],
    costTier: 'luxury',
  },
  {
    id: 'japanese',
    name: 'Japanese Zen',
    description: 'Serene simplicity: natural wood, paper, low furniture and harmony with nature.',
    keywords: ['zen', 'wabi-sabi', 'natural wood', 'low furniture', 'serene'],
    category: 'specialty',
    palette: {
      walls: [c('Rice Paper', '#efe8d8'), c('Tatami Green', '#b9b48a'), c('Warm Clay', '#c9b49a')],
      floors: [c('Hinoki', '#d8bf94'), c('Tatami', '#c8b77e'), c('Dark Cedar', '#6a4d36')],
      accents: [c('Sumi Black', '#2a2826'), c('Moss', '#5f6b3f'), c('Indigo', '#2f3e5c')],
      textiles: [c('Undyed Linen', '#ddd3bf'), c('Stone', '#a8a092')],
    },
    materials: ['hinoki wood', 'shoji paper', 'bamboo', 'stone', 'linen'],
    furniture: ['low platform sofa', 'low tea table', 'shoji screen', 'bonsai'],
    lighting: { warmth: 0.4, brightness: 0.1, description: 'soft diffused light through paper lanterns' },
    mood: ['serene', 'balanced', 'natural'],
    costTier: 'mid-range',
  },
  {
    id: 'luxury',
    name: 'Luxury',
    description: 'High-end hotel polish: marble, velvet, metallic accents and tailored details.',
    keywords: ['high-end', 'marble', 'velvet', 'metallic', 'tailored'],
    category: 'specialty',
    palette: {
      walls: [c('Ivory Silk', '#f0ead9'), c('Taupe Suede', '#a8998a'), c('Midnight', '#1f2433')],
      floors: [c('Calacatta Marble', '#ece8e1'), c('Smoked Oak', '#6b5240'), c('Ebony', '#2e2420')],
      accents: [c('Champagne Gold', '#c8a96a'), c('Onyx', '#1a1a1a'), c('Sapphire', '#24407a')],
      textiles: [c('Dove Velvet', '#b7b1a8'), c('Cream Boucle', '#ece4d4')],
    },
    materials: ['marble', 'velvet', 'polished brass', 'silk', 'lacquered wood'],
    furniture: ['curved velvet sofa', 'marble coffee table', 'crystal chandelier', 'upholstered headboard'],
    lighting: {
      warmth: 0.4,
      brightness: 0.2,
      description: 'layered warm light with crystal and brass fittings',
    },
    mood: ['opulent', 'polished', 'indulgent'],
    costTier: 'luxury',
  },
];

const byId = new Map<string, StyleDefinition>(styleDefinitions.map((style) => [style.id, style]));

/** The style definition with this id; throws for an unknown id, which is a programming error. */
export function getStyleDefinition(id: StyleId): StyleDefinition {
  const style = byId.get(id);
  if (!style) throw new Error(`Unknown style definition: ${id}`);
  return style;
}
