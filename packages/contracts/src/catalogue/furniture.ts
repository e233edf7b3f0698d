/**
 * The furniture catalogue used by compose and virtual staging. The spec's six items (modern sofa,
 * sectional sofa, armchair, coffee table, floor lamp, bookshelf) come first; the rest cover the other
 * room types. Real-world dimensions let the engine scale an item by perspective; `shape` names the
 * drawing the local engine uses; `finish` says which palette colour of the style it takes.
 */
export const furnitureCategories = ['seating', 'tables', 'lighting', 'storage', 'beds', 'decor'] as const;
export type FurnitureCategory = (typeof furnitureCategories)[number];

export const furnitureShapes = [
  'sofa',
  'sectional',
  'armchair',
  'coffee-table',
  'floor-lamp',
  'bookshelf',
  'dining-table',
  'dining-chair',
  'bed',
  'nightstand',
  'desk',
  'office-chair',
  'plant',
  'rug',
  'side-table',
  'sideboard',
] as const;
export type FurnitureShape = (typeof furnitureShapes)[number];

export interface FurnitureItem {
  id: string;
  name: string;
  category: FurnitureCategory;
  description: string;
  /** Catalogue room types the item suits. */
  commonRooms: readonly string[];
  widthCm: number;
  depthCm: number;
  heightCm: number;
  shape: FurnitureShape;
  finish: 'textile' | 'wood' | 'metal' | 'plant';
}

const living = [
  'living-room',
  'family-room',
  'open-concept',
  'studio-apartment',
  'media-room',
  'small-space',
];
const sleeping = ['bedroom', 'guest-room', 'kids-room', 'studio-apartment'];

export const furnitureCatalogue: readonly FurnitureItem[] = [
  {
    id: 'modern-sofa',
    name: 'Modern Sofa',
    category: 'seating',
    description: 'Three-seat sofa with slim arms and tapered legs.',
    commonRooms: [...living, 'sunroom', 'library'],
    widthCm: 210,
    depthCm: 90,
    heightCm: 80,
    shape: 'sofa',
    finish: 'textile',
  },
  {
    id: 'sectional-sofa',
    name: 'Sectional Sofa',
    category: 'seating',
    description: 'L-shaped sectional with a chaise for large living spaces.',
    commonRooms: ['living-room', 'family-room', 'media-room', 'open-concept', 'basement'],
    widthCm: 290,
    depthCm: 170,
    heightCm: 82,
    shape: 'sectional',
    finish: 'textile',
  },
  {
    id: 'armchair',
    name: 'Armchair',
    category: 'seating',
    description: 'Upholstered lounge armchair.',
    commonRooms: [...living, ...sleeping, 'library', 'nursery', 'sunroom'],
    widthCm: 80,
    depthCm: 85,
    heightCm: 85,
    shape: 'armchair',
    finish: 'textile',
  },
  {
    id: 'coffee-table',
    name: 'Coffee Table',
    category: 'tables',
    description: 'Low rectangular coffee table.',
    commonRooms: [...living, 'sunroom'],
    widthCm: 120,
    depthCm: 60,
    heightCm: 42,
    shape: 'coffee-table',
    finish: 'wood',
  },
  {
    id: 'floor-lamp',
    name: 'Floor Lamp',
    category: 'lighting',
    description: 'Slim floor lamp with a drum shade.',
    commonRooms: [...living, ...sleeping, 'home-office', 'library', 'nursery'],
    widthCm: 40,
    depthCm: 40,
    heightCm: 160,
    shape: 'floor-lamp',
    finish: 'metal',
  },
  {
    id: 'bookshelf',
    name: 'Bookshelf',
    category: 'storage',
    description: 'Tall open bookshelf with five shelves.',
    commonRooms: [...living, 'home-office', 'library', 'kids-room', 'guest-room'],
    widthCm: 90,
    depthCm: 35,
    heightCm: 190,
    shape: 'bookshelf',
    finish: 'wood',
  },
  {
    id: 'dining-table',
    name: 'Dining Table',
    category: 'tables',
    description: 'Six-seat rectangular dining table.',
    commonRooms: ['dining-room', 'kitchen', 'open-concept', 'outdoor-patio'],
    widthCm: 180,
    depthCm: 90,
    heightCm: 75,
    shape: 'dining-table',
    finish: 'wood',
  },
  {
    id: 'dining-chair',
    name: 'Dining Chair',
    category: 'seating',
    description: 'Upholstered dining chair with a wooden frame.',
    commonRooms: ['dining-room', 'kitchen', 'open-concept'],
    widthCm: 48,
    depthCm: 52,
    heightCm: 88,
    shape: 'dining-chair',
    finish: 'textile',
  },
  {
    id: 'double-bed',
    name: 'Double Bed',
    category: 'beds',
    description: 'Upholstered double bed with headboard and bedding.',
    commonRooms: sleeping,
    widthCm: 160,
    depthCm: 210,
    heightCm: 110,
    shape: 'bed',
    finish: 'textile',
  },
  {
    id: 'nightstand',
    name: 'Nightstand',
    category: 'storage',
    description: 'Bedside table with one drawer.',
    commonRooms: sleeping,
    widthCm: 50,
    depthCm: 40,
    heightCm: 55,
    shape: 'nightstand',
    finish: 'wood',
  },
  {
    id: 'desk',
    name: 'Desk',
    category: 'tables',
    description: 'Writing desk with slim legs.',
    commonRooms: ['home-office', 'kids-room', 'library', 'studio-apartment', 'guest-room'],
    widthCm: 140,
    depthCm: 70,
    heightCm: 75,
    shape: 'desk',
    finish: 'wood',
  },
  {
    id: 'office-chair',
    name: 'Office Chair',
    category: 'seating',
    description: 'Swivel task chair.',
    commonRooms: ['home-office', 'kids-room', 'library'],
    widthCm: 65,
    depthCm: 65,
    heightCm: 105,
    shape: 'office-chair',
    finish: 'textile',
  },
  {
    id: 'potted-plant',
    name: 'Potted Plant',
    category: 'decor',
    description: 'Tall leafy plant in a ceramic pot.',
    commonRooms: [
      ...living,
      ...sleeping,
      'home-office',
      'sunroom',
      'entryway',
      'balcony',
      'outdoor-patio',
      'bathroom',
    ],
    widthCm: 55,
    depthCm: 55,
    heightCm: 130,
    shape: 'plant',
    finish: 'plant',
  },
  {
    id: 'area-rug',
    name: 'Area Rug',
    category: 'decor',
    description: 'Flat-woven area rug.',
    commonRooms: [...living, ...sleeping, 'dining-room', 'home-office', 'nursery'],
    widthCm: 240,
    depthCm: 170,
    heightCm: 1,
    shape: 'rug',
    finish: 'textile',
  },
  {
    id: 'side-table',
    name: 'Side Table',
    category: 'tables',
    description: 'Round side table.',
    commonRooms: [...living, 'sunroom', 'balcony', 'outdoor-patio'],
    widthCm: 45,
    depthCm: 45,
    heightCm: 55,
    shape: 'side-table',
    finish: 'wood',
  },
  {
    id: 'sideboard',
    name: 'Sideboard',
    category: 'storage',
    description: 'Low sideboard with doors, also a TV console.',
    commonRooms: [...living, 'dining-room', 'entryway', 'hallway'],
    widthCm: 180,
    depthCm: 45,
    heightCm: 70,
    shape: 'sideboard',
    finish: 'wood',
  },
];

const itemsById = new Map(furnitureCatalogue.map((item) => [item.id, item]));

export function findFurnitureItem(id: string): FurnitureItem | undefined {
  return itemsById.get(id);
}

/** Catalogue items that suit a room type, in catalogue order. */
export function furnitureForRoomType(roomType: string): FurnitureItem[] {
  return furnitureCatalogue.filter((item) => item.commonRooms.includes(roomType));
}
