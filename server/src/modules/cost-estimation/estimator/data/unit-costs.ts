import type { FinishTier } from '@roomcraft/contracts';
import type { CostSourceId } from './sources';

/** Dollars per unit as published, in the source's price year (national US averages). */
export interface PublishedRange {
  low: number;
  high: number;
  /** The source's own average, when it gives one; otherwise the estimator uses the midpoint. */
  average?: number;
}

export interface UnitCost {
  description: string;
  /** 'percent' items are a share of other items' total (permits, design fees). */
  unit: 'sq ft' | 'linear ft' | 'each' | 'room' | 'percent';
  sourceId: CostSourceId;
  /** The year the source's prices describe. */
  priceYear: number;
  /** Either one range that the finish tiers split, or a published range per tier. */
  range?: PublishedRange;
  tiers?: Record<FinishTier, PublishedRange>;
  /**
   * What the source says about the material/labour split: the whole figure is a purchase price ('all'), or
   * it publishes material-only or labour-only figures for the same item. Absent: the split is unknown.
   */
  split?: 'all' | { material: PublishedRange } | { labour: PublishedRange };
}

const flooring = (low: number, high: number, matLow: number, matHigh: number, what: string): UnitCost => ({
  description: `${what}, installed`,
  unit: 'sq ft',
  sourceId: 'costflowai-flooring-2025',
  priceYear: 2025,
  range: { low, high },
  split: { material: { low: matLow, high: matHigh } },
});

const countertop = (low: number, high: number, what: string, material?: PublishedRange): UnitCost => ({
  description: `${what} countertop, installed`,
  unit: 'sq ft',
  sourceId: 'fshome-countertops',
  priceYear: 2024,
  range: { low, high },
  ...(material ? { split: { material } } : {}),
});

const kitchen2011 = (low: number, high: number, what: string): UnitCost => ({
  description: what,
  unit: 'each',
  sourceId: 'improvementcenter-kitchen-2011',
  priceYear: 2011,
  range: { low, high },
  // The guide lists purchase prices; installation is not in the figure.
  split: 'all',
});

/**
 * Unit costs keyed by `<scope kind>:<variant>`. Only figures we read on a published page are here: a scope
 * item without a sourced figure (a vanity, a wall oven, backsplash tile...) is not offered at all.
 */
export const unitCosts = {
  'paint-walls': {
    description: 'Paint walls (two coats, standard paint)',
    unit: 'sq ft',
    sourceId: 'engineerfix-painters-per-sqft',
    priceYear: 2025,
    range: { low: 1, high: 3 },
  },
  'paint-ceiling': {
    description: 'Paint ceiling',
    unit: 'sq ft',
    sourceId: 'homerenocost-painting-method',
    priceYear: 2026,
    range: { low: 0.75, high: 0.75 },
  },
  'flooring:carpet': flooring(3, 8, 2, 5, 'Carpet and pad'),
  'flooring:laminate': flooring(4, 10, 1.5, 5, 'Laminate flooring'),
  'flooring:luxury-vinyl-plank': flooring(5, 12, 2, 7, 'Luxury vinyl plank flooring'),
  'flooring:engineered-hardwood': flooring(8, 16, 4, 12, 'Engineered hardwood flooring'),
  'flooring:solid-hardwood': flooring(10, 20, 5, 15, 'Solid hardwood flooring'),
  'flooring:ceramic-tile': flooring(8, 18, 2, 10, 'Ceramic tile flooring'),
  'cabinets:reface': {
    description: 'Reface cabinets (new doors, drawer fronts, veneer, hardware)',
    unit: 'linear ft',
    sourceId: 'hellohomeimprovement-refacing',
    priceYear: 2024,
    range: { low: 100, high: 455, average: 275 },
  },
  'cabinets:replace': {
    description: 'New cabinets (stock to custom), installed',
    unit: 'linear ft',
    sourceId: 'suman-cabinet-install-2026',
    priceYear: 2026,
    range: { low: 100, high: 1200 },
  },
  'countertops:granite': countertop(80, 150, 'Granite', { low: 40, high: 100 }),
  'countertops:marble': countertop(40, 150, 'Marble', { low: 30, high: 130 }),
  'countertops:quartz': countertop(50, 200, 'Quartz', { low: 40, high: 170 }),
  'countertops:laminate': countertop(20, 80, 'Laminate'),
  'countertops:butcher-block': countertop(50, 150, 'Butcher block (wood)'),
  'countertops:solid-surface': countertop(50, 150, 'Solid-surface'),
  'appliance:range': kitchen2011(400, 600, 'Range (energy-efficient), purchase'),
  'appliance:refrigerator': kitchen2011(800, 1000, 'Refrigerator (energy-efficient), purchase'),
  'appliance:dishwasher': kitchen2011(400, 600, 'Dishwasher (energy-efficient), purchase'),
  'appliance:built-in-microwave': kitchen2011(400, 600, 'Built-in microwave, purchase'),
  // Installation labour for the appliances whose figure above is a purchase price only.
  'appliance-install:dishwasher': {
    description: 'Dishwasher installation (labour)',
    unit: 'each',
    sourceId: 'properkitchen-dishwasher-labour',
    priceYear: 2024,
    range: { low: 150, high: 300, average: 225 },
    split: { labour: { low: 150, high: 300 } },
  },
  'appliance-install:built-in-microwave': {
    description: 'Built-in microwave installation',
    unit: 'each',
    sourceId: 'hotfoodoven-microwave-install',
    priceYear: 2024,
    range: { low: 220, high: 580 },
  },
  'appliance:wall-oven': {
    description: 'Wall oven, installed (labour and material)',
    unit: 'each',
    sourceId: 'blockrenovation-wall-oven',
    priceYear: 2023,
    range: { low: 1225.37, high: 2597.99 },
  },
  'appliance:cooktop': {
    description: 'Electric cooktop, purchase',
    unit: 'each',
    sourceId: 'kitchencrafthubs-cooktop',
    priceYear: 2024,
    range: { low: 200, high: 1200 },
    split: 'all',
  },
  'appliance:range-hood': {
    description: 'Ducted under-cabinet range hood, purchase',
    unit: 'each',
    sourceId: 'sticksandstuff-range-hoods',
    priceYear: 2023,
    range: { low: 175, high: 250 },
    split: 'all',
  },
  'appliance:garbage-disposal': {
    description: 'Garbage disposal, installed (labour and materials)',
    unit: 'each',
    sourceId: 'fixapply-disposal',
    priceYear: 2024,
    range: { low: 185, high: 379, average: 266 },
  },
  'plumbing:bathroom': {
    description: 'Bathroom plumbing rough-in (toilet, sink, tub or shower lines)',
    unit: 'room',
    sourceId: 'contractorestimator-plumbing',
    priceYear: 2025,
    range: { low: 1500, high: 4000 },
  },
  'plumbing:kitchen': {
    description: 'Kitchen plumbing rough-in (sink, dishwasher lines)',
    unit: 'room',
    sourceId: 'contractorestimator-plumbing',
    priceYear: 2025,
    range: { low: 1000, high: 2500 },
  },
  'plumbing-fixture:faucet': {
    description: 'Faucet, purchase',
    unit: 'each',
    sourceId: 'fixapply-sink-install',
    priceYear: 2024,
    range: { low: 50, high: 500 },
    split: 'all',
  },
  'plumbing-fixture:vanity': {
    description: 'Bathroom vanity with sink, purchase',
    unit: 'each',
    sourceId: 'smartremodeling-5x7-bath',
    priceYear: 2026,
    range: { low: 200, high: 1000 },
    split: 'all',
  },
  'plumbing-fixture:kitchen-sink': kitchen2011(220, 380, 'Kitchen sink (medium quality), purchase'),
  'plumbing-fixture:toilet': {
    description: 'Toilet, removed and replaced by a plumber',
    unit: 'each',
    sourceId: 'engineerfix-toilet',
    priceYear: 2025,
    range: { low: 350, high: 800 },
    split: { labour: { low: 150, high: 450 } },
  },
  'plumbing-fixture:bathtub': {
    description: 'Bathtub (basic), materials and labour',
    unit: 'each',
    sourceId: 'allaboutshowers-tub-shower',
    priceYear: 2023,
    range: { low: 1100, high: 1800 },
  },
  'plumbing-fixture:shower': {
    description: 'Shower (average size), materials and labour',
    unit: 'each',
    sourceId: 'allaboutshowers-tub-shower',
    priceYear: 2023,
    range: { low: 815, high: 930 },
  },
  'lighting:replace-fixture': {
    description: 'Replace a ceiling light fixture (labour and basic materials)',
    unit: 'each',
    sourceId: 'eatsip365-lighting-2026',
    priceYear: 2026,
    range: { low: 100, high: 300 },
  },
  'lighting:new-pendant': {
    description: 'New pendant or chandelier (labour and basic materials)',
    unit: 'each',
    sourceId: 'eatsip365-lighting-2026',
    priceYear: 2026,
    range: { low: 250, high: 800 },
  },
  'lighting:recessed-light': {
    description: 'New recessed light (labour and basic materials)',
    unit: 'each',
    sourceId: 'eatsip365-lighting-2026',
    priceYear: 2026,
    range: { low: 175, high: 450 },
  },
  'window:vinyl': windowCost(300, 700, 'Vinyl'),
  'window:wood': windowCost(600, 1200, 'Wood'),
  'window:fiberglass': windowCost(700, 1500, 'Fiberglass'),
  'electrical:kitchen': {
    description: 'Kitchen electrical (rewiring, circuits, outlets)',
    unit: 'room',
    sourceId: 'beddinginn-kitchen-rewire',
    priceYear: 2025,
    range: { low: 1500, high: 4500, average: 3000 },
  },
  drywall: {
    description: 'New drywall on walls and ceiling (hang, tape, finish)',
    unit: 'sq ft',
    sourceId: 'homeguide-drywall-finish',
    priceYear: 2025,
    range: { low: 1.5, high: 3.5, average: 2.5 },
  },
  'wall-tile': {
    description: 'Ceramic or porcelain wall tile (backsplash, tub surround), installed',
    unit: 'sq ft',
    sourceId: 'flooringclarity-backsplash-tile',
    priceYear: 2025,
    range: { low: 8, high: 25 },
    split: { material: { low: 2, high: 10 } },
  },
  'interior-door': {
    description: 'Interior door replaced (door and labour)',
    unit: 'each',
    sourceId: 'engineerfix-interior-doors',
    priceYear: 2025,
    range: { low: 226, high: 824 },
  },
  'window-trim': {
    description: 'Window trim (casing) installed, per window',
    unit: 'each',
    sourceId: 'fixr-window-trim',
    priceYear: 2024,
    range: { low: 125, high: 275, average: 200 },
  },
  'medicine-cabinet:surface': {
    description: 'Surface-mounted medicine cabinet with mirror, installed',
    unit: 'each',
    sourceId: 'handymanfix-medicine-cabinet',
    priceYear: 2026,
    range: { low: 100, high: 750 },
    split: { labour: { low: 50, high: 150 } },
  },
  'medicine-cabinet:recessed': {
    description: 'Recessed medicine cabinet with mirror, installed',
    unit: 'each',
    sourceId: 'handymanfix-medicine-cabinet',
    priceYear: 2026,
    range: { low: 250, high: 1300 },
    split: { labour: { low: 150, high: 500 } },
  },
  // Installed = the labour page's $4-$7 per lf plus the material page's MDF $0.60-$1.50 per lf.
  baseboard: {
    description: 'MDF baseboard, installed (labour plus material)',
    unit: 'linear ft',
    sourceId: 'engineerfix-baseboard-labour',
    priceYear: 2025,
    range: { low: 4.6, high: 8.5 },
    split: { material: { low: 0.6, high: 1.5 } },
  },
  'demolition:room': demolition('sq ft', 4, 6, 'Interior demolition of a room'),
  'demolition:kitchen': demolition('room', 500, 3000, 'Kitchen demolition'),
  'demolition:bathroom': demolition('room', 550, 1500, 'Bathroom demolition'),
  permits: {
    description: 'Building permit',
    unit: 'percent',
    sourceId: 'havencostguide-permits',
    priceYear: 2026,
    range: { low: 1, high: 3 },
  },
  'general-contractor': {
    description: 'General contractor overhead and profit',
    unit: 'percent',
    sourceId: 'suparate-gc-estimating',
    priceYear: 2025,
    range: { low: 15, high: 25 },
  },
  'remodeler-markup': {
    description: 'Full-service remodeler markup on job cost (overhead and profit)',
    unit: 'percent',
    sourceId: 'remodeling-managing-markups',
    priceYear: 2026,
    range: { low: 50, high: 67 },
  },
  'general-conditions': {
    description: 'General conditions (dumpsters, temporary power, supervision, insurance)',
    unit: 'percent',
    sourceId: 'suparate-gc-estimating',
    priceYear: 2025,
    range: { low: 8, high: 12 },
  },
  // A remodel's reserve for what opening the walls finds (hidden damage, wiring or plumbing not to code).
  // The page's standard is 10 % (newer homes), 15-20 % for older homes and gut renovations: the average is
  // its standard, the range its span.
  contingency: {
    description: 'Contingency (hidden damage, wiring or plumbing brought up to code)',
    unit: 'percent',
    sourceId: 'repairrateguide-contingency',
    priceYear: 2026,
    range: { low: 10, high: 20, average: 10 },
  },
  // Debris removal on a remodeler-run job with demolition: one roll-off dumpster for a week. Remodeling
  // counts clean-up in the job cost the remodeler marks up; a GC's general conditions already include it.
  'debris-removal': {
    description: 'Debris removal (one roll-off dumpster, one week)',
    unit: 'each',
    sourceId: 'eatsip365-dumpster-2026',
    priceYear: 2026,
    range: { low: 300, high: 600 },
  },
  'design-fees': {
    description: 'Interior design fees',
    unit: 'percent',
    sourceId: 'thepricer-interior-designer',
    priceYear: 2024,
    range: { low: 5, high: 20 },
  },
  'furniture:sofa': furniture('Sofa', [400, 800], [1200, 3500], [4000, 8000]),
  // The source gives "from $1,000" for designer tables: the luxury tier is that single published figure.
  'furniture:coffee-table': furniture('Coffee table', [75, 200], [300, 750], [1000, 1000]),
  // No luxury figure is published for end tables: luxury stays at the top of the solid-wood range.
  'furniture:end-tables-pair': furniture('End tables (pair)', [100, 300], [400, 800], [800, 800]),
} as const satisfies Record<string, UnitCost>;

export type UnitCostKey = keyof typeof unitCosts;

function windowCost(low: number, high: number, what: string): UnitCost {
  return {
    description: `${what} replacement window, installed`,
    unit: 'each',
    sourceId: 'thecostguide-windows-2026',
    priceYear: 2026,
    range: { low, high },
  };
}

function demolition(unit: 'sq ft' | 'room', low: number, high: number, what: string): UnitCost {
  return {
    description: `${what} (labour, hauling)`,
    unit,
    sourceId: 'proest-interior-demolition',
    priceYear: 2023,
    range: { low, high },
  };
}

function furniture(what: string, budget: Pair, mid: Pair, luxury: Pair): UnitCost {
  const toRange = ([low, high]: Pair): PublishedRange => ({ low, high });
  return {
    description: what,
    unit: 'each',
    sourceId: 'engineerfix-furnish-living-room',
    priceYear: 2025,
    tiers: { budget: toRange(budget), 'mid-range': toRange(mid), luxury: toRange(luxury) },
    split: 'all',
  };
}
type Pair = readonly [number, number];
