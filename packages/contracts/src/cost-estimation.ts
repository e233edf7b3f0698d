import { z } from 'zod';

/**
 * Cost estimation (issue 12): the project description a homeowner (or the photo pipeline) sends, and the
 * itemised estimate the parametric estimator returns. Money is integer US cents (docs/spec §3: totals in
 * cents, shown as dollars); every unit cost names the published source it came from.
 */

export const finishTiers = ['budget', 'mid-range', 'luxury'] as const;
export const finishTierSchema = z.enum(finishTiers);
export type FinishTier = z.infer<typeof finishTierSchema>;

export const costRoomTypes = [
  'kitchen',
  'bathroom',
  'living-room',
  'bedroom',
  'dining-room',
  'office',
  'other',
] as const;
export const costRoomTypeSchema = z.enum(costRoomTypes);
export type CostRoomType = z.infer<typeof costRoomTypeSchema>;

export const flooringMaterials = [
  'carpet',
  'laminate',
  'luxury-vinyl-plank',
  'engineered-hardwood',
  'solid-hardwood',
  'ceramic-tile',
] as const;
export const countertopMaterials = [
  'laminate',
  'granite',
  'marble',
  'quartz',
  'butcher-block',
  'solid-surface',
] as const;
export const appliances = [
  'refrigerator',
  'range',
  'wall-oven',
  'cooktop',
  'range-hood',
  'dishwasher',
  'built-in-microwave',
  'garbage-disposal',
] as const;
export const plumbingFixtures = ['toilet', 'bathtub', 'shower', 'kitchen-sink', 'faucet', 'vanity'] as const;
export const lightingFixtures = ['replace-fixture', 'new-pendant', 'recessed-light'] as const;
export const windowMaterials = ['vinyl', 'wood', 'fiberglass'] as const;
export const furnitureItems = ['sofa', 'coffee-table', 'end-tables-pair'] as const;
export const medicineCabinetMounts = ['surface', 'recessed'] as const;
export const remodelLevels = ['minor', 'major'] as const;

/**
 * Who runs the job, which decides the markup on the work: a full-service remodeler (design, sale,
 * management and the trades, marked up as one job), a general contractor over subcontractors (overhead and
 * profit plus general conditions), or the homeowner hiring each trade directly (no markup beyond the trade's
 * own installed price).
 */
export const contractors = ['full-service-remodeler', 'general-contractor', 'trades-direct'] as const;
export const contractorSchema = z.enum(contractors);
export type Contractor = z.infer<typeof contractorSchema>;

const count = z.number().int().min(1).max(500).default(1);

/** One piece of work; `kind` picks the unit cost, the fields say how much of it. */
export const scopeItemSchema = z.discriminatedUnion('kind', [
  /**
   * The whole-room scope a published remodel of this room includes (kitchen: Remodeling's minor kitchen
   * remodel, or with `level: 'major'` its major one; bathroom: its midrange bathroom remodel). Items listed
   * beside it replace its items of the same kind. Other rooms have no published scope, so it is left out
   * there and said in the assumptions.
   */
  z.object({ kind: z.literal('remodel'), level: z.enum(remodelLevels).default('minor') }),
  z.object({ kind: z.literal('paint-walls') }),
  z.object({ kind: z.literal('paint-ceiling') }),
  z.object({ kind: z.literal('flooring'), material: z.enum(flooringMaterials) }),
  z.object({
    kind: z.literal('cabinets'),
    action: z.enum(['reface', 'replace']),
    linearFeet: z.number().positive().max(500).optional(),
  }),
  z.object({
    kind: z.literal('countertops'),
    material: z.enum(countertopMaterials),
    squareFeet: z.number().positive().max(2000).optional(),
  }),
  z.object({ kind: z.literal('appliance'), appliance: z.enum(appliances), quantity: count }),
  z.object({ kind: z.literal('plumbing-fixture'), fixture: z.enum(plumbingFixtures), quantity: count }),
  z.object({ kind: z.literal('lighting'), fixture: z.enum(lightingFixtures), quantity: count }),
  z.object({
    kind: z.literal('window'),
    material: z.enum(windowMaterials).default('vinyl'),
    quantity: count,
  }),
  z.object({ kind: z.literal('interior-door'), quantity: count }),
  /** New trim (casing) around a window, e.g. the outside re-trimmed when a window is replaced. */
  z.object({ kind: z.literal('window-trim'), quantity: count }),
  /** A medicine cabinet with mirror door, removed and replaced (surface-mounted unless said). */
  z.object({
    kind: z.literal('medicine-cabinet'),
    mount: z.enum(medicineCabinetMounts).default('surface'),
    quantity: count,
  }),
  /** New baseboard trim; absent length: the room's perimeter. */
  z.object({ kind: z.literal('baseboard'), linearFeet: z.number().positive().max(2000).optional() }),
  /** New supply and drain lines for a kitchen's or bathroom's fixtures (priced per room). */
  z.object({ kind: z.literal('plumbing') }),
  /** Rewiring a kitchen: circuits and outlets (priced per kitchen). */
  z.object({ kind: z.literal('electrical') }),
  /** New drywall on the walls and ceiling. */
  z.object({ kind: z.literal('drywall') }),
  /** Backsplash or tub-surround tile; no published default area, so it must be given. */
  z.object({ kind: z.literal('wall-tile'), squareFeet: z.number().positive().max(5000) }),
  z.object({ kind: z.literal('demolition') }),
  z.object({ kind: z.literal('furniture'), item: z.enum(furnitureItems), quantity: count }),
  z.object({ kind: z.literal('permits') }),
  z.object({ kind: z.literal('design-fees') }),
  /**
   * Someone runs the job and marks it up. Which markup follows the project's `contractor`; kept for
   * descriptions written before that option existed (alone, it means a general contractor on a one-trade job).
   */
  z.object({ kind: z.literal('general-contractor') }),
]);
export type ScopeItem = z.infer<typeof scopeItemSchema>;
export type ScopeItemInput = z.input<typeof scopeItemSchema>;
export type ScopeItemKind = ScopeItem['kind'];

export const areaUnits = ['m2', 'ft2'] as const;
export const lengthUnits = ['m', 'ft'] as const;

/** A US state (two letters), a US ZIP code's first three digits, or an ISO 3166-1 alpha-2 country. */
const unitedStates = z.string().regex(/^us$/i);
export const costRegionSchema = z.union([
  z.object({ country: unitedStates, state: z.string().regex(/^[A-Za-z]{2}$/) }),
  z.object({ country: unitedStates, zip3: z.string().regex(/^\d{3}$/) }),
  z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) }),
]);
export type CostRegion = z.infer<typeof costRegionSchema>;

export const costProjectSchema = z.object({
  roomType: costRoomTypeSchema,
  /** Absent: the room type's default area is used and said in the assumptions. */
  floorArea: z.object({ value: z.number().positive().max(100_000), unit: z.enum(areaUnits) }).optional(),
  ceilingHeight: z.object({ value: z.number().positive().max(100), unit: z.enum(lengthUnits) }).optional(),
  finishTier: finishTierSchema,
  region: costRegionSchema.default({ country: 'US' }),
  priceYear: z.number().int().min(2000).max(2100),
  /**
   * Who runs the job. Absent: a full-service remodeler when the scope spans two or more trades (a room
   * remodel), otherwise the trade itself (or a general contractor when the scope asks for one).
   */
  contractor: contractorSchema.optional(),
  scope: z.array(scopeItemSchema).min(1).max(100),
});
export type CostProject = z.infer<typeof costProjectSchema>;
export type CostProjectInput = z.input<typeof costProjectSchema>;

const cents = z.number().int();
const centsRangeSchema = z.object({ low: cents, typical: cents, high: cents });
export type CentsRange = z.infer<typeof centsRangeSchema>;

export const costSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  year: z.number().int(),
  url: z.url(),
  /** Where on the page the figure is, in our words. */
  note: z.string(),
});
export type CostSource = z.infer<typeof costSourceSchema>;

export const costLineItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  description: z.string(),
  quantity: z.number().nonnegative(),
  unit: z.string(),
  unitCostCents: centsRangeSchema,
  totalCents: centsRangeSchema,
  /** Typical total split by the source's published material share; null where the source gives none. */
  materialCents: cents.nullable(),
  labourCents: cents.nullable(),
  sourceIds: z.array(z.string()).min(1),
});
export type CostLineItem = z.infer<typeof costLineItemSchema>;

export const costEstimateSchema = z.object({
  currency: z.literal('USD'),
  roomType: costRoomTypeSchema,
  finishTier: finishTierSchema,
  priceYear: z.number().int(),
  floorAreaSqFt: z.number().positive(),
  /** Who the estimate assumes runs the job (given, or chosen from the scope). */
  contractor: contractorSchema,
  regionFactor: z.number().positive(),
  lineItems: z.array(costLineItemSchema),
  /** Typical total; equals the sum of the line items' typical totals. */
  totalCents: cents,
  rangeCents: z.object({ low: cents, high: cents }),
  assumptions: z.array(z.string()),
  sources: z.array(costSourceSchema),
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;
