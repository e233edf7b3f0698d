import {
  Archive,
  Armchair,
  BedDouble,
  Lamp,
  LampDesk,
  LampFloor,
  Library,
  Monitor,
  RectangleHorizontal,
  Sofa,
  Sprout,
  Square,
  Table,
  Table2,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { FurnitureShape } from '@roomcraft/contracts/catalogue/furniture';

/** The picture of each catalogue shape in the compose palette and on the photo. */
export const furnitureIcons: Record<FurnitureShape, LucideIcon> = {
  sofa: Sofa,
  sectional: Sofa,
  armchair: Armchair,
  'coffee-table': Table2,
  'floor-lamp': LampFloor,
  bookshelf: Library,
  'dining-table': Table,
  'dining-chair': Utensils,
  bed: BedDouble,
  nightstand: Lamp,
  desk: Monitor,
  'office-chair': LampDesk,
  plant: Sprout,
  rug: RectangleHorizontal,
  'side-table': Square,
  sideboard: Archive,
};
