import type { CostProject } from '@roomcraft/contracts';
import { geometry, roomDefaults } from './data/room-defaults';
import type { CostSourceId } from './data/sources';

const SQ_FT_PER_M2 = 10.763910416709722;
const FT_PER_M = 3.280839895013123;

export function toSquareFeet(area: { value: number; unit: 'm2' | 'ft2' }): number {
  return area.unit === 'm2' ? area.value * SQ_FT_PER_M2 : area.value;
}

export interface RoomGeometry {
  floorSqFt: number;
  ceilingHeightFt: number;
  perimeterFt: number;
  wallSqFt: number;
  assumptions: string[];
  sourceIds: CostSourceId[];
}

/** Floor, wall and ceiling areas, with a sentence for every figure the user did not give. */
export function roomGeometry(project: CostProject): RoomGeometry {
  const assumptions: string[] = [];
  const sourceIds: CostSourceId[] = [geometry.sourceId];
  let floorSqFt: number;
  if (project.floorArea) {
    floorSqFt = toSquareFeet(project.floorArea);
  } else {
    const fallback = roomDefaults[project.roomType] ?? roomDefaults['living-room'];
    if (!fallback) throw new Error('room defaults are missing');
    floorSqFt = fallback.areaSqFt;
    sourceIds.push(fallback.sourceId);
    const borrowed = roomDefaults[project.roomType] ? '' : ` (no published size for a ${project.roomType})`;
    assumptions.push(`No floor area given: ${floorSqFt} sq ft assumed, ${fallback.what}${borrowed}.`);
  }
  let ceilingHeightFt: number = geometry.ceilingHeightFt;
  if (project.ceilingHeight) {
    const { value, unit } = project.ceilingHeight;
    ceilingHeightFt = unit === 'm' ? value * FT_PER_M : value;
  } else {
    assumptions.push(`No ceiling height given: ${geometry.ceilingHeightFt} ft assumed.`);
  }
  const width = Math.sqrt(floorSqFt / geometry.aspectRatio);
  const perimeterFt = 2 * (width + width * geometry.aspectRatio);
  const wallSqFt = perimeterFt * ceilingHeightFt;
  assumptions.push(
    `Room taken as a ${geometry.aspectRatio}:1 rectangle: perimeter ${perimeterFt.toFixed(1)} ft, ` +
      `gross wall area ${wallSqFt.toFixed(0)} sq ft (doors and windows not deducted, as painters price it).`,
  );
  return { floorSqFt, ceilingHeightFt, perimeterFt, wallSqFt, assumptions, sourceIds };
}

/** Cabinet run: given, or scaled from the reference kitchen by perimeter (square root of area). */
export function cabinetLinearFeet(
  project: CostProject,
  floorSqFt: number,
  given: number | undefined,
): { linearFeet: number; assumption?: string } | undefined {
  if (given !== undefined) return { linearFeet: given };
  if (project.roomType !== 'kitchen') return undefined;
  const linearFeet = geometry.kitchenCabinetLinearFeet * Math.sqrt(floorSqFt / geometry.kitchenReferenceSqFt);
  return {
    linearFeet,
    assumption:
      `No cabinet length given: ${linearFeet.toFixed(1)} linear ft assumed (30 ft in a 200 sq ft kitchen, ` +
      'scaled with the room perimeter).',
  };
}

export function countertopSquareFeet(
  project: CostProject,
  floorSqFt: number,
  given: number | undefined,
  cabinetFeet: number | undefined,
): { squareFeet: number; assumption?: string } | undefined {
  if (given !== undefined) return { squareFeet: given };
  if (project.roomType === 'kitchen') {
    const squareFeet = geometry.kitchenCountertopSqFt * Math.sqrt(floorSqFt / geometry.kitchenReferenceSqFt);
    return {
      squareFeet,
      assumption: `No countertop area given: ${squareFeet.toFixed(0)} sq ft assumed (55 sq ft in an average kitchen).`,
    };
  }
  if (cabinetFeet === undefined) return undefined;
  const squareFeet = cabinetFeet * geometry.counterDepthFt;
  return {
    squareFeet,
    assumption: `No countertop area given: ${squareFeet.toFixed(0)} sq ft assumed (cabinet run x 25.5 in depth).`,
  };
}
