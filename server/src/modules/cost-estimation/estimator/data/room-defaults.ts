import type { CostRoomType } from '@roomcraft/contracts';
import type { CostSourceId } from './sources';

/** Reference room sizes the cost guides themselves use, for when the user gives no floor area. */
export const roomDefaults: Partial<Record<CostRoomType, { areaSqFt: number; sourceId: CostSourceId; what: string }>> = {
  kitchen: { areaSqFt: 200, sourceId: 'improvementcenter-kitchen-2011', what: 'the guide\'s "average 200 sq ft kitchen"' },
  bathroom: { areaSqFt: 35, sourceId: 'onedaybath-cvv-2020', what: 'the Cost vs. Value 5-by-7-foot bathroom' },
  'living-room': { areaSqFt: 320, sourceId: 'homeadvisor-flooring', what: 'HomeAdvisor\'s "standard 320-square-foot living room"' },
  bedroom: { areaSqFt: 120, sourceId: 'engineerfix-painting-per-sqft', what: 'the 10-by-12-foot room of the painting guide' },
};

/** Geometry conventions from the painting guide's worked example (10 x 12 ft room, 8 ft ceiling). */
export const geometry = {
  ceilingHeightFt: 8,
  /** Length to width of the example room: its perimeter is 2 x (10 + 12) = 44 ft for 120 sq ft. */
  aspectRatio: 1.2,
  sourceId: 'engineerfix-painting-per-sqft' as CostSourceId,
  /** The kitchen guide's 200 sq ft kitchen has 30 linear feet of cabinets. */
  kitchenCabinetLinearFeet: 30,
  kitchenReferenceSqFt: 200,
  kitchenCabinetSourceId: 'improvementcenter-kitchen-2011' as CostSourceId,
  /** An average kitchen needs 55 sq ft of countertop. */
  kitchenCountertopSqFt: 55,
  kitchenCountertopSourceId: 'synchrony-countertops' as CostSourceId,
  /** Counter depth 25 to 26 inches: 25.5 in. */
  counterDepthFt: 25.5 / 12,
  counterDepthSourceId: 'willyhomes-countertops' as CostSourceId,
} as const;
