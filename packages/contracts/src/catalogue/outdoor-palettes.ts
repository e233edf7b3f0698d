import type { CatalogueDesignStyle } from './design-styles';
import type { NamedColour, StyleId } from './style-definitions';

/**
 * A style outdoors (issue 10, point 6): what an exterior is painted and covered with (facade, trim,
 * front door, roof) and what a garden is laid and planted with (lawn, paving, planting). Paving names
 * say their material ("Limestone Paving"), as the engine lays the material a name stands for.
 */
export interface OutdoorPalette {
  /** Facade paints, lightest first. */
  facade: readonly NamedColour[];
  trim: NamedColour;
  door: NamedColour;
  roof: NamedColour;
  lawn: NamedColour;
  paving: readonly NamedColour[];
  /** Planting in words: a photo recolour cannot plant it, so ideas list it under "To add". */
  planting: string;
}

const c = (name: string, hex: string): NamedColour => ({ name, hex });

const lawn = {
  lush: c('Lush Lawn', '#5e8c3a'),
  soft: c('Soft Meadow Green', '#7a9a52'),
  dry: c('Dry Meadow', '#9a9a5c'),
  moss: c('Moss Green', '#55703a'),
};

export const outdoorPalettes: Readonly<Record<StyleId, OutdoorPalette>> = {
  modern: {
    facade: [c('Chalk White', '#edebe6'), c('Warm Grey', '#a7a29a'), c('Graphite', '#4a4c4f')],
    trim: c('Matte Black', '#232323'),
    door: c('Natural Oak', '#a9794a'),
    roof: c('Slate Grey', '#5c6166'),
    lawn: lawn.lush,
    paving: [c('Pale Concrete Paving', '#b9b6af'), c('Grey Porcelain Tile', '#9c9a96')],
    planting: 'clipped grasses and a single multi-stem tree',
  },
  scandinavian: {
    facade: [c('Falu Red', '#8e2f24'), c('Soft White', '#efede7'), c('Pale Sage', '#b7bfa9')],
    trim: c('Linen White', '#f2f0ea'),
    door: c('Blue Grey', '#5d6b75'),
    roof: c('Charcoal Slate', '#3a3d42'),
    lawn: lawn.soft,
    paving: [c('Light Granite Paving', '#b8b5ae'), c('Grey Gravel Stone', '#a39f97')],
    planting: 'birch, lavender and wildflower meadow edges',
  },
  minimalist: {
    facade: [c('Pure White', '#f1f0ec'), c('Pale Stone', '#d9d4ca'), c('Concrete Grey', '#9e9c97')],
    trim: c('Warm White', '#f4f2ec'),
    door: c('Charcoal', '#36383b'),
    roof: c('Anthracite', '#35383c'),
    lawn: lawn.lush,
    paving: [c('Smooth Concrete Paving', '#c2bfb8'), c('Pale Limestone Paving', '#d3ccbd')],
    planting: 'a single specimen tree and low evergreen hedging',
  },
  industrial: {
    facade: [c('Brick Red', '#8a4a36'), c('Steel Grey', '#6e7275'), c('Soot Black', '#2d2d2d')],
    trim: c('Iron Black', '#262626'),
    door: c('Rust Orange', '#9a4e2a'),
    roof: c('Zinc Grey', '#6f7478'),
    lawn: lawn.dry,
    paving: [c('Raw Concrete Paving', '#9d9a94'), c('Reclaimed Brick Tile', '#8f5a45')],
    planting: 'steel planters of grasses and climbing ivy',
  },
  'mid-century': {
    facade: [c('Warm Sand', '#d8c6a5'), c('Olive Green', '#7a7a4a'), c('Teak Brown', '#7b5534')],
    trim: c('Cream', '#f1e8d4'),
    door: c('Mustard Yellow', '#c9a13b'),
    roof: c('Weathered Bronze', '#4b3f35'),
    lawn: lawn.soft,
    paving: [c('Terrazzo Tile', '#cfc7b8'), c('Pebble Concrete Paving', '#aba699')],
    planting: 'agave, ornamental grasses and a palm',
  },
  bohemian: {
    facade: [c('Terracotta Clay', '#b8694a'), c('Warm Ochre', '#c99a4f'), c('Sage Green', '#8e9b7a')],
    trim: c('Cream', '#efe4cf'),
    door: c('Teal', '#2f6f6a'),
    roof: c('Terracotta Roof Tile', '#9a5136'),
    lawn: lawn.soft,
    paving: [c('Encaustic Tile', '#b49a7a'), c('Sandstone Paving', '#c9b08a')],
    planting: 'overflowing pots, climbing jasmine and wildflowers',
  },
  traditional: {
    facade: [c('Cream', '#ede3cc'), c('Colonial Blue', '#6e8297'), c('Brick Red', '#874535')],
    trim: c('Classic White', '#f4f2ec'),
    door: c('Oxford Blue', '#23324a'),
    roof: c('Charcoal Slate', '#3a3d42'),
    lawn: lawn.lush,
    paving: [c('York Stone Paving', '#b7a88c'), c('Red Brick Tile', '#8e4e3c')],
    planting: 'boxwood hedging, roses and lavender borders',
  },
  transitional: {
    facade: [c('Greige', '#beb6a8'), c('Soft White', '#edebe4'), c('Taupe', '#8f8373')],
    trim: c('Linen White', '#f2f0ea'),
    door: c('Deep Navy', '#2b3646'),
    roof: c('Slate Grey', '#5c6166'),
    lawn: lawn.lush,
    paving: [c('Bluestone Paving', '#7d8589'), c('Limestone Paving', '#cfc6b2')],
    planting: 'hydrangeas, boxwood and a clipped hedge line',
  },
  farmhouse: {
    facade: [c('Farmhouse White', '#f0ede4'), c('Barn Red', '#7f2e25'), c('Sage Green', '#9aa58a')],
    trim: c('Black', '#252525'),
    door: c('Natural Wood', '#8a5e3b'),
    roof: c('Charcoal Metal', '#3e4144'),
    lawn: lawn.soft,
    paving: [c('Flagstone Paving', '#a49c8c'), c('Brick Tile', '#8f5541')],
    planting: 'climbing roses, herb beds and a picket-fence border',
  },
  coastal: {
    facade: [c('Weathered White', '#eceae3'), c('Sea Glass', '#a9c3bd'), c('Driftwood Grey', '#a39c90')],
    trim: c('Crisp White', '#f6f6f2'),
    door: c('Ocean Blue', '#2d5c7a'),
    roof: c('Weathered Cedar', '#7a6a57'),
    lawn: lawn.dry,
    paving: [c('Sandstone Paving', '#d1be9a'), c('White Limestone Paving', '#dad3c3')],
    planting: 'beach grasses, hydrangeas and sea lavender',
  },
  mediterranean: {
    facade: [c('Lime-Wash White', '#f1ece0'), c('Sun-Baked Ochre', '#d3a767'), c('Terracotta', '#b5643f')],
    trim: c('Olive Green', '#5e6440'),
    door: c('Aegean Blue', '#2c5d8a'),
    roof: c('Terracotta Roof Tile', '#9a5136'),
    lawn: lawn.dry,
    paving: [c('Terracotta Tile', '#b06a46'), c('Travertine Paving', '#d6c6a6')],
    planting: 'olive trees, lavender, rosemary and bougainvillea',
  },
  art_deco: {
    facade: [c('Ivory', '#efe8d6'), c('Mint Green', '#b9d3c2'), c('Blush Pink', '#e3c1b4')],
    trim: c('Brass Gold', '#b08d4a'),
    door: c('Emerald', '#1f5c4a'),
    roof: c('Slate Grey', '#5c6166'),
    lawn: lawn.lush,
    paving: [c('Black and White Tile', '#8c8c8c'), c('Terrazzo Tile', '#cfc7b8')],
    planting: 'palms, clipped topiary and geometric beds',
  },
  victorian: {
    facade: [c('Heritage Cream', '#e8dcc0'), c('Deep Plum', '#5a3346'), c('Forest Green', '#3c5240')],
    trim: c('Burgundy', '#6b2a31'),
    door: c('Victorian Black', '#1f1f22'),
    roof: c('Charcoal Slate', '#3a3d42'),
    lawn: lawn.lush,
    paving: [c('Encaustic Tile', '#9c6e55'), c('York Stone Paving', '#b7a88c')],
    planting: 'roses, ferns and a formal knot garden',
  },
  japanese: {
    facade: [c('Rice Paper White', '#eee9dc'), c('Charred Timber', '#2f2b28'), c('Stone Grey', '#8e8a82')],
    trim: c('Dark Timber', '#3a2f27'),
    door: c('Cedar', '#8b5e3c'),
    roof: c('Charcoal Tile', '#3b3c3e'),
    lawn: lawn.moss,
    paving: [c('Granite Stepping Stone', '#8f8c86'), c('Raked Gravel Stone', '#c4c0b6')],
    planting: 'Japanese maple, moss, bamboo and clipped azaleas',
  },
  luxury: {
    facade: [c('Limestone White', '#e6dfd1'), c('Warm Stone', '#c5b49a'), c('Charcoal', '#38393b')],
    trim: c('Bronze', '#6e5638'),
    door: c('Black Lacquer', '#1c1c1e'),
    roof: c('Charcoal Slate', '#3a3d42'),
    lawn: lawn.lush,
    paving: [c('Travertine Paving', '#d6c6a6'), c('Honed Marble Tile', '#d9d5cc')],
    planting: 'clipped box parterres, olive standards and white roses',
  },
};

/**
 * Design styles offered for an exterior or a garden: the ones that name a way of building and planting
 * (a "glam" or "shabby chic" facade is not a thing people ask for). Custom values stay allowed.
 */
export const outdoorDesignStyles: readonly CatalogueDesignStyle[] = [
  'modern',
  'contemporary',
  'minimalist',
  'scandinavian',
  'industrial',
  'mid-century-modern',
  'traditional',
  'transitional',
  'rustic',
  'farmhouse',
  'coastal',
  'mediterranean',
  'french-country',
  'japanese',
];

export function outdoorPaletteOf(style: StyleId): OutdoorPalette {
  return outdoorPalettes[style];
}
