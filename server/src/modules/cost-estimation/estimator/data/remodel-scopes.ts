import type { CostRoomType, ScopeItem } from '@roomcraft/contracts';
import type { CostSourceId } from './sources';

/**
 * What a published whole-room remodel includes, in the estimator's scope items: the `remodel` scope item
 * expands to these. Only rooms whose remodel scope we read on a page are here. Where the description names
 * something without a sourced unit cost (vanity cabinet, wall covering, trim paint), it is left out and the
 * expansion's assumption says so.
 */
export interface RemodelScope {
  items: ScopeItem[];
  sourceId: CostSourceId;
  what: string;
  leftOut: string;
  /** Floor area the published project describes, used when the user gives none (sq ft). */
  floorSqFt?: number;
  /**
   * Countertop area from the description, for a given floor area: the published run of cabinets and
   * countertops (scaled with the room's perimeter like the cabinet run) times the counter depth, plus any
   * island top. Absent: the generic default.
   */
  countertopSqFt?: (floorSqFt: number) => number;
  /**
   * Whole-room national averages that publishers disagree on (about 2x for a bathroom). The estimate keeps
   * its line-item typical but widens its range to span these, so the user sees both publishers' figures.
   */
  publishedAverages?: { dollars: number; year: number; who: string; sourceId: CostSourceId }[];
}

/** 30 lf of cabinetry and countertops in the 200 sq ft kitchen, scaled with the perimeter, at 25.5 in depth. */
const kitchenRunCounter = (floorSqFt: number) => 30 * Math.sqrt(floorSqFt / 200) * (25.5 / 12);
/** The midrange major kitchen's 3x5 ft island top (tdhome-cvv-2023). */
const islandSqFt = 3 * 5;

/** Remodeling's major kitchen remodel, as quoted on the same First Line Post page. */
export const majorKitchenRemodel: RemodelScope = {
  sourceId: 'firstlinepost-kitchen-remodels',
  countertopSqFt: (floorSqFt) => kitchenRunCounter(floorSqFt) + islandSqFt,
  what: "Remodeling's major kitchen remodel (new layout: 30 lf of semi-custom cabinets with island, laminate counters, double-tub sink and faucet, wall oven, cooktop, ventilation, built-in microwave, dishwasher, disposal, custom lighting, resilient floor, painted walls, trim and ceiling)",
  leftOut:
    'the new layout is read as demolition, plumbing and kitchen rewiring; "custom lighting" as 4 recessed lights (our reading: the description gives no count); the 3x5 ft island is within the 30 lf cabinet run and adds 15 sq ft of countertop to the run\'s 25.5 in deep counters',
  items: [
    { kind: 'demolition' },
    { kind: 'cabinets', action: 'replace' },
    { kind: 'countertops', material: 'laminate' },
    { kind: 'plumbing-fixture', fixture: 'kitchen-sink', quantity: 1 },
    { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 1 },
    { kind: 'appliance', appliance: 'wall-oven', quantity: 1 },
    { kind: 'appliance', appliance: 'cooktop', quantity: 1 },
    { kind: 'appliance', appliance: 'range-hood', quantity: 1 },
    { kind: 'appliance', appliance: 'built-in-microwave', quantity: 1 },
    { kind: 'appliance', appliance: 'dishwasher', quantity: 1 },
    { kind: 'appliance', appliance: 'garbage-disposal', quantity: 1 },
    { kind: 'plumbing' },
    { kind: 'electrical' },
    { kind: 'lighting', fixture: 'recessed-light', quantity: 4 },
    { kind: 'flooring', material: 'luxury-vinyl-plank' },
    { kind: 'paint-walls' },
    { kind: 'paint-ceiling' },
    { kind: 'permits' },
  ],
};

export const remodelScopes: Partial<Record<CostRoomType, RemodelScope>> = {
  kitchen: {
    sourceId: 'firstlinepost-kitchen-remodels',
    countertopSqFt: kitchenRunCounter,
    what: "Remodeling's minor kitchen remodel (cabinet fronts replaced, new wall oven, cooktop, laminate counters, sink, faucet, resilient floor, walls)",
    leftOut:
      'trim repainting and wall covering are priced as wall painting; the countertops follow the 30 lf run at 25.5 in depth',
    items: [
      { kind: 'cabinets', action: 'reface' },
      { kind: 'appliance', appliance: 'wall-oven', quantity: 1 },
      { kind: 'appliance', appliance: 'cooktop', quantity: 1 },
      { kind: 'countertops', material: 'laminate' },
      { kind: 'plumbing-fixture', fixture: 'kitchen-sink', quantity: 1 },
      { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 1 },
      { kind: 'paint-walls' },
      { kind: 'flooring', material: 'luxury-vinyl-plank' },
      { kind: 'permits' },
    ],
  },
  bathroom: {
    sourceId: 'onedaybath-cvv-2020',
    publishedAverages: [
      {
        dollars: 13_400,
        year: 2021,
        who: "HomeAdvisor's True Cost Report",
        sourceId: 'homeadvisor-truecost-2021-bath',
      },
      { dollars: 21_377, year: 2020, who: "Remodeling's Cost vs. Value", sourceId: 'onedaybath-cvv-2020' },
    ],
    what: "Remodeling's midrange bathroom remodel (all fixtures replaced: tile floor, toilet, solid-surface vanity top with sink, recessed medicine cabinet with light, 30x60 tub with a tiled surround, shower control)",
    leftOut:
      'the vanity is priced as a vanity with sink (purchase) beside the 6 sq ft solid-surface top; the tub surround is three walls of 10 ft x 5 ft; vinyl wallpaper is priced as wall painting',
    items: [
      { kind: 'demolition' },
      { kind: 'plumbing' },
      { kind: 'flooring', material: 'ceramic-tile' },
      { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
      { kind: 'countertops', material: 'solid-surface', squareFeet: 6 },
      { kind: 'plumbing-fixture', fixture: 'vanity', quantity: 1 },
      { kind: 'medicine-cabinet', mount: 'recessed', quantity: 1 },
      { kind: 'lighting', fixture: 'replace-fixture', quantity: 1 },
      { kind: 'plumbing-fixture', fixture: 'bathtub', quantity: 1 },
      { kind: 'wall-tile', squareFeet: 50 },
      { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 1 },
      { kind: 'paint-walls' },
      { kind: 'permits' },
    ],
  },
};

/**
 * Upscale (luxury-tier) scopes: Remodeling's upscale major kitchen and upscale bathroom remodel. Used for
 * a `remodel` at the luxury tier (the kitchen's at level major; a luxury minor kitchen keeps the minor scope).
 */
export const upscaleRemodelScopes: Partial<Record<CostRoomType, RemodelScope>> = {
  kitchen: {
    sourceId: 'tdhome-cvv-2023',
    countertopSqFt: kitchenRunCounter,
    what: "Remodeling's upscale major kitchen remodel (30 lf of custom cabinets, stone countertops, built-in refrigerator, cooktop and vent hood, wall oven, built-in microwave, undermount sink with designer faucet, general and task lighting, tile flooring)",
    leftOut:
      'stone is priced as granite at the luxury tier; the tile backsplash, under-cabinet lights and water filtration have no sourced figure and are left out; the built-in refrigerator and commercial-grade cooktop are priced with the generic appliance figures, which are far below built-in and commercial-grade prices',
    items: [
      { kind: 'demolition' },
      { kind: 'cabinets', action: 'replace' },
      { kind: 'countertops', material: 'granite' },
      { kind: 'plumbing-fixture', fixture: 'kitchen-sink', quantity: 1 },
      { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 1 },
      { kind: 'appliance', appliance: 'refrigerator', quantity: 1 },
      { kind: 'appliance', appliance: 'wall-oven', quantity: 1 },
      { kind: 'appliance', appliance: 'cooktop', quantity: 1 },
      { kind: 'appliance', appliance: 'range-hood', quantity: 1 },
      { kind: 'appliance', appliance: 'built-in-microwave', quantity: 1 },
      { kind: 'plumbing' },
      { kind: 'electrical' },
      { kind: 'lighting', fixture: 'recessed-light', quantity: 4 },
      { kind: 'flooring', material: 'ceramic-tile' },
      { kind: 'paint-walls' },
      { kind: 'paint-ceiling' },
      { kind: 'permits' },
    ],
  },
  bathroom: {
    sourceId: 'siliconvalley-cvv-bath',
    floorSqFt: 100,
    what: "Remodeling's upscale bathroom remodel (the 5x7 bathroom expanded to 10x10 ft within the house, fixtures relocated, tiled neo-angle shower, whirlpool tub, custom vanity cabinets with a stone top and two sinks, two medicine cabinets with lights)",
    leftOut:
      'the frameless glass enclosure and body sprays have no sourced figure; the whirlpool tub is priced with the basic tub figure; the vanity is two vanities with sink at the luxury tier and a 72x22 in granite top (11 sq ft); the shower walls are two 3 ft walls, 7 ft high (42 sq ft of tile); moved walls are priced as new drywall',
    items: [
      { kind: 'demolition' },
      { kind: 'plumbing' },
      { kind: 'drywall' },
      { kind: 'flooring', material: 'ceramic-tile' },
      { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
      { kind: 'plumbing-fixture', fixture: 'shower', quantity: 1 },
      { kind: 'wall-tile', squareFeet: 42 },
      { kind: 'plumbing-fixture', fixture: 'bathtub', quantity: 1 },
      { kind: 'plumbing-fixture', fixture: 'vanity', quantity: 2 },
      { kind: 'countertops', material: 'granite', squareFeet: 11 },
      { kind: 'plumbing-fixture', fixture: 'faucet', quantity: 3 },
      { kind: 'medicine-cabinet', mount: 'recessed', quantity: 2 },
      { kind: 'lighting', fixture: 'replace-fixture', quantity: 2 },
      { kind: 'paint-walls' },
      { kind: 'permits' },
    ],
  },
};
