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
}

/** Remodeling's major kitchen remodel, as quoted on the same First Line Post page. */
export const majorKitchenRemodel: RemodelScope = {
  sourceId: 'firstlinepost-kitchen-remodels',
  what: "Remodeling's major kitchen remodel (new layout: 30 lf of semi-custom cabinets with island, laminate counters, double-tub sink and faucet, wall oven, cooktop, ventilation, built-in microwave, dishwasher, disposal, custom lighting, resilient floor, painted walls, trim and ceiling)",
  leftOut:
    'the new layout is read as demolition, plumbing and kitchen rewiring; "custom lighting" as 4 recessed lights (our reading: the description gives no count); the island is priced within the cabinet run',
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
    what: "Remodeling's minor kitchen remodel (cabinet fronts replaced, new wall oven, cooktop, laminate counters, sink, faucet, resilient floor, walls)",
    leftOut: 'trim repainting and wall covering are priced as wall painting',
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
    what: "Remodeling's midrange bathroom remodel (all fixtures replaced: tile floor, toilet, solid-surface vanity top with sink, recessed medicine cabinet with light, 30x60 tub with a tiled surround, shower control)",
    leftOut:
      'the vanity cabinet has no sourced figure; the vanity top is 6 sq ft and the tub surround three walls of 10 ft x 5 ft',
    items: [
      { kind: 'demolition' },
      { kind: 'plumbing' },
      { kind: 'flooring', material: 'ceramic-tile' },
      { kind: 'plumbing-fixture', fixture: 'toilet', quantity: 1 },
      { kind: 'countertops', material: 'solid-surface', squareFeet: 6 },
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
