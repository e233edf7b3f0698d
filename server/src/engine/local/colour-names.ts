import { deltaE, hexToLab } from '../image/color';

/**
 * Colour names people use for rooms, with sRGB values. The edit grammar reads them ("paint the walls
 * sage green") and the analysis names palette colours with the nearest one.
 */
export const colourNames: Readonly<Record<string, string>> = {
  white: '#f5f5f2', 'off white': '#f0ede4', 'pure white': '#fafafa', 'warm white': '#f3ecdf', ivory: '#f2ecd8',
  cream: '#efe3c8', eggshell: '#ede6d3', 'antique white': '#ebe0cc', bone: '#e6dccb', linen: '#e8e0d0',
  beige: '#d9c8a9', sand: '#d8c39d', oatmeal: '#d9cdb8', greige: '#c8bfb2', taupe: '#a89f91', mushroom: '#a59a8b',
  khaki: '#bfae82', camel: '#b0844f', tan: '#c29a6b', caramel: '#b07a3e', brown: '#7a5236', chocolate: '#4e3226',
  espresso: '#3b2a22', 'light grey': '#d3d3cf', 'pale grey': '#e1e1dd', grey: '#9b9b97', 'warm grey': '#a39d93',
  'cool grey': '#9aa0a6', 'dove grey': '#b7b1a8', 'stone grey': '#a7a39b', 'dark grey': '#5a5a58', charcoal: '#3c3f43',
  graphite: '#4a4a4a', slate: '#5d6770', black: '#1c1c1c', 'off black': '#2a2826',
  red: '#b03a2e', 'brick red': '#8a4b3a', burgundy: '#6b2331', oxblood: '#5c1f22', maroon: '#5e2129', crimson: '#9e1b32',
  terracotta: '#c06a4a', rust: '#a0522d', coral: '#e07a5f', salmon: '#e89a82', peach: '#f0c2a2', apricot: '#f2b385',
  orange: '#d9762b', 'burnt orange': '#c0602b', mustard: '#d1a23b', ochre: '#c8913a', gold: '#c9a227',
  yellow: '#e8c547', 'butter yellow': '#f3e1a0', 'pale yellow': '#f4eab8', lemon: '#efdc6a',
  pink: '#e3a5b4', 'blush pink': '#e6c1bc', blush: '#d9b3a5', 'dusty rose': '#c49a98', rose: '#c9787e',
  'hot pink': '#d6407a', magenta: '#a3306b', plum: '#5a2a4a', aubergine: '#3d2436', mauve: '#a98895',
  lavender: '#c0b2d6', lilac: '#c8a9c9', purple: '#6a4c8c', violet: '#7a5ca8',
  navy: '#27344f', 'navy blue': '#27344f', 'midnight blue': '#1d2a44', 'dark blue': '#24365f', blue: '#2f5fa0',
  'royal blue': '#2a4fa8', cobalt: '#2f52a0', 'cobalt blue': '#2f52a0', 'sky blue': '#9cc7e4', 'light blue': '#b7d3e6',
  'baby blue': '#bcd6ea', 'powder blue': '#b8cde0', 'pale blue': '#cfe0ea', 'dusty blue': '#7d97ab', 'slate blue': '#5d7185',
  'steel blue': '#4f7296', denim: '#4d6a8f', indigo: '#3b4a7a', teal: '#2f6f6f', turquoise: '#3fb0ac', aqua: '#7fcfcf',
  'duck egg': '#c2d8d2', 'duck egg blue': '#c2d8d2', petrol: '#1f4f5a', 'peacock blue': '#1f4f6a',
  green: '#3f7d4a', 'sage green': '#9caf88', sage: '#9caf88', 'dusty sage': '#b8c1ad', 'mint green': '#b5dcc0',
  mint: '#b5dcc0', 'pale green': '#cfe3c6', 'olive green': '#6b7340', olive: '#7f7a45', 'forest green': '#2f4f3a',
  'hunter green': '#35513e', 'bottle green': '#1f4a36', 'emerald green': '#1f6e4f', emerald: '#1f6e4f',
  'dark green': '#254536', moss: '#5f6b3f', 'moss green': '#5f6b3f', 'pistachio': '#b9c98e', eucalyptus: '#8fa895',
  'avocado': '#7d8a3e', 'library green': '#3e5641', 'jungle green': '#2f6b45',
};

const named = Object.entries(colourNames).map(([name, hex]) => ({ name, hex, lab: hexToLab(hex) }));

/** The closest colour name to a Lab colour. */
export function nearestColourName(lab: readonly number[]): string {
  let best = named[0]?.name ?? 'grey';
  let bestDistance = Infinity;
  for (const entry of named) {
    const distance = deltaE(lab, entry.lab);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry.name;
    }
  }
  return best;
}

/** Lightness/chroma modifiers of colour phrases ("light", "deep"), applied in Lab. */
export const colourModifiers: Readonly<Record<string, { dL: number; chroma: number }>> = {
  light: { dL: 14, chroma: 0.8 },
  pale: { dL: 18, chroma: 0.6 },
  soft: { dL: 8, chroma: 0.75 },
  muted: { dL: 0, chroma: 0.6 },
  dusty: { dL: 0, chroma: 0.65 },
  dark: { dL: -18, chroma: 1 },
  deep: { dL: -14, chroma: 1.15 },
  rich: { dL: -8, chroma: 1.2 },
  bright: { dL: 6, chroma: 1.3 },
  vivid: { dL: 0, chroma: 1.4 },
};
