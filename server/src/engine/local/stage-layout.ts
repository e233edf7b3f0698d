import type { ComposeItem } from '../design-engine.port';

type Kind = 'living' | 'bedroom' | 'dining' | 'office' | 'outdoor' | 'other';

const kinds: Record<string, Kind> = {
  'living-room': 'living', 'family-room': 'living', 'media-room': 'living', 'open-concept': 'living', 'studio-apartment': 'living',
  'game-room': 'living', sunroom: 'living', basement: 'living', attic: 'living', library: 'office', 'small-space': 'living',
  bedroom: 'bedroom', 'guest-room': 'bedroom', 'kids-room': 'bedroom', nursery: 'bedroom',
  'dining-room': 'dining', kitchen: 'dining', 'home-office': 'office',
  balcony: 'outdoor', 'outdoor-patio': 'outdoor', garden: 'outdoor',
}; // prettier-ignore

/**
 * A staging layout for a room type, in image fractions: the main piece against the back of the floor,
 * the rest in front of and beside it. `floorTop` is where the floor starts, `horizon` the eye line.
 */
export function stagingLayout(roomType: string, floorTop: number, horizon: number): ComposeItem[] {
  const depth = Math.max(0.1, 1 - floorTop);
  const back = Math.max(horizon + 0.06, floorTop + depth * 0.22);
  const at = (fraction: number) => Math.min(0.97, back + depth * fraction);
  switch (kinds[roomType] ?? 'other') {
    case 'living':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.42) },
        { itemId: 'modern-sofa', x: 0.5, y: back },
        { itemId: 'floor-lamp', x: 0.22, y: back },
        { itemId: 'potted-plant', x: 0.82, y: back + depth * 0.02 },
        { itemId: 'coffee-table', x: 0.5, y: at(0.3) },
        { itemId: 'armchair', x: 0.15, y: at(0.45) },
      ];
    case 'bedroom':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.55) },
        { itemId: 'nightstand', x: 0.26, y: back },
        { itemId: 'nightstand', x: 0.74, y: back },
        { itemId: 'double-bed', x: 0.5, y: at(0.3) },
        { itemId: 'potted-plant', x: 0.9, y: at(0.1) },
      ];
    case 'dining':
      return [
        { itemId: 'area-rug', x: 0.5, y: at(0.5) },
        { itemId: 'dining-chair', x: 0.38, y: back },
        { itemId: 'dining-chair', x: 0.62, y: back },
        { itemId: 'dining-table', x: 0.5, y: at(0.22) },
        { itemId: 'dining-chair', x: 0.36, y: at(0.4) },
        { itemId: 'dining-chair', x: 0.64, y: at(0.4) },
      ];
    case 'office':
      return [
        { itemId: 'bookshelf', x: 0.2, y: back },
        { itemId: 'desk', x: 0.55, y: back },
        { itemId: 'office-chair', x: 0.55, y: at(0.2) },
        { itemId: 'potted-plant', x: 0.85, y: at(0.1) },
      ];
    case 'outdoor':
      return [
        { itemId: 'dining-table', x: 0.5, y: at(0.2) },
        { itemId: 'side-table', x: 0.2, y: at(0.3) },
        { itemId: 'potted-plant', x: 0.8, y: at(0.15) },
      ];
    default:
      return [
        { itemId: 'armchair', x: 0.35, y: at(0.1) },
        { itemId: 'side-table', x: 0.55, y: at(0.12) },
        { itemId: 'floor-lamp', x: 0.68, y: at(0.05) },
        { itemId: 'potted-plant', x: 0.85, y: at(0.1) },
      ];
  }
}
