import {
  costProjectSchema,
  type Contractor,
  type CostEstimate,
  type CostLineItem,
  type CostProject,
  type CostProjectInput,
  type ScopeItem,
} from '@roomcraft/contracts';
import {
  majorKitchenRemodel,
  remodelScopes,
  upscaleRemodelScopes,
  type RemodelScope,
} from './data/remodel-scopes';
import { geometry, roomDefaults } from './data/room-defaults';
import { describeSource, type CostSourceId } from './data/sources';
import { unitCosts, type UnitCostKey } from './data/unit-costs';
import { materialShare, priceIndexFactor, priceIndexSourceIds, regionFactor, tierCost } from './pricing';
import {
  cabinetLinearFeet,
  countertopSquareFeet,
  roomGeometry,
  toSquareFeet,
  type RoomGeometry,
} from './quantities';

interface Quantity {
  key: UnitCostKey;
  quantity: number;
  extraSourceIds?: CostSourceId[];
  assumption?: string;
  /** A second priced line the item brings with it (installation of an appliance priced as a purchase). */
  also?: { key: UnitCostKey; quantity: number };
}

/** Installation labour for the appliances whose unit cost is a purchase price only. */
const applianceInstallKeys: Partial<Record<string, UnitCostKey>> = {
  dishwasher: 'appliance-install:dishwasher',
  'built-in-microwave': 'appliance-install:built-in-microwave',
};

/** Which unit cost a scope item uses and how much of it, or the reason (for the assumptions) when we cannot say. */
function quantify(item: ScopeItem, project: CostProject, room: RoomGeometry): Quantity | string {
  switch (item.kind) {
    case 'paint-walls':
      return { key: 'paint-walls', quantity: room.wallSqFt, extraSourceIds: [geometry.sourceId] };
    case 'paint-ceiling':
      return { key: 'paint-ceiling', quantity: room.floorSqFt };
    case 'flooring':
      return { key: `flooring:${item.material}`, quantity: room.floorSqFt };
    case 'cabinets': {
      const run = cabinetLinearFeet(project, room.floorSqFt, item.linearFeet);
      if (!run)
        return `Cabinets left out: give their length in linear feet (no published default for a ${project.roomType}).`;
      return {
        key: `cabinets:${item.action}`,
        quantity: run.linearFeet,
        extraSourceIds: run.assumption ? [geometry.kitchenCabinetSourceId] : [],
        assumption: run.assumption,
      };
    }
    case 'countertops': {
      const cabinets = project.scope.find((s) => s.kind === 'cabinets');
      const cabinetFeet = cabinets?.kind === 'cabinets' ? cabinets.linearFeet : undefined;
      const area = countertopSquareFeet(project, room.floorSqFt, item.squareFeet, cabinetFeet);
      if (!area) return 'Countertops left out: give their area in square feet.';
      const extra: CostSourceId[] = [];
      if (area.assumption) {
        extra.push(
          project.roomType === 'kitchen' ? geometry.kitchenCountertopSourceId : geometry.counterDepthSourceId,
        );
      }
      return {
        key: `countertops:${item.material}`,
        quantity: area.squareFeet,
        extraSourceIds: extra,
        assumption: area.assumption,
      };
    }
    case 'appliance': {
      const install = applianceInstallKeys[item.appliance];
      return {
        key: `appliance:${item.appliance}`,
        quantity: item.quantity,
        ...(install ? { also: { key: install, quantity: item.quantity } } : {}),
      };
    }
    case 'plumbing-fixture':
      return { key: `plumbing-fixture:${item.fixture}`, quantity: item.quantity };
    case 'lighting':
      return { key: `lighting:${item.fixture}`, quantity: item.quantity };
    case 'window':
      return { key: `window:${item.material}`, quantity: item.quantity };
    case 'interior-door':
      return { key: 'interior-door', quantity: item.quantity };
    case 'window-trim':
      return { key: 'window-trim', quantity: item.quantity };
    case 'medicine-cabinet':
      return { key: `medicine-cabinet:${item.mount}`, quantity: item.quantity };
    case 'baseboard':
      return {
        key: 'baseboard',
        quantity: item.linearFeet ?? room.perimeterFt,
        extraSourceIds: ['engineerfix-baseboard-material', ...(item.linearFeet ? [] : [geometry.sourceId])],
        assumption: item.linearFeet
          ? undefined
          : `No baseboard length given: the room perimeter, ${room.perimeterFt.toFixed(1)} ft, assumed (doors not deducted).`,
      };
    case 'plumbing':
      if (project.roomType !== 'kitchen' && project.roomType !== 'bathroom') {
        return 'Plumbing left out: published rough-in figures exist only for kitchens and bathrooms.';
      }
      return { key: `plumbing:${project.roomType}`, quantity: 1 };
    case 'electrical':
      if (project.roomType !== 'kitchen')
        return 'Electrical work left out: the only published figure is for kitchens.';
      return { key: 'electrical:kitchen', quantity: 1 };
    case 'drywall':
      return {
        key: 'drywall',
        quantity: room.wallSqFt + room.floorSqFt,
        extraSourceIds: [geometry.sourceId],
      };
    case 'wall-tile':
      return { key: 'wall-tile', quantity: item.squareFeet };
    case 'demolition':
      if (project.roomType === 'kitchen' || project.roomType === 'bathroom') {
        return { key: `demolition:${project.roomType}`, quantity: 1 };
      }
      return { key: 'demolition:room', quantity: room.floorSqFt };
    case 'furniture':
      return { key: `furniture:${item.item}`, quantity: item.quantity };
    case 'remodel':
      return 'A remodel scope is expanded before pricing.';
    case 'permits':
    case 'design-fees':
    case 'general-contractor':
      return { key: item.kind, quantity: 1 };
  }
}

const toCents = (dollars: number) => Math.round(dollars * 100);

type PercentKey =
  | 'permits'
  | 'design-fees'
  | 'general-contractor'
  | 'general-conditions'
  | 'remodeler-markup'
  | 'contingency';
const isPercentKind = (kind: ScopeItem['kind']) =>
  kind === 'permits' || kind === 'design-fees' || kind === 'general-contractor';

/** The trade each priced scope kind belongs to: a scope spanning two or more trades is a room remodel. */
const tradeOf: Partial<Record<ScopeItem['kind'], string>> = {
  'paint-walls': 'painting',
  'paint-ceiling': 'painting',
  flooring: 'flooring',
  cabinets: 'cabinetry',
  countertops: 'countertops',
  appliance: 'appliances',
  'plumbing-fixture': 'plumbing',
  plumbing: 'plumbing',
  lighting: 'electrical',
  electrical: 'electrical',
  window: 'windows',
  // Trim goes in with the windows (the same crew re-trims a replaced window).
  'window-trim': 'windows',
  'interior-door': 'carpentry',
  'medicine-cabinet': 'carpentry',
  baseboard: 'carpentry',
  drywall: 'drywall',
  'wall-tile': 'tile',
  demolition: 'demolition',
};

/** Who runs the job: as given, else a remodeler for a multi-trade remodel, else the trade (or a GC if asked). */
function resolveContractor(
  project: CostProject,
  pricedKinds: string[],
): { contractor: Contractor; why: string } {
  if (project.contractor) return { contractor: project.contractor, why: 'as given' };
  const trades = new Set(pricedKinds.map((kind) => tradeOf[kind as ScopeItem['kind']]).filter(Boolean));
  if (trades.size >= 2) {
    return {
      contractor: 'full-service-remodeler',
      why: `default for a remodel spanning ${trades.size} trades (${[...trades].join(', ')})`,
    };
  }
  if (project.scope.some((item) => item.kind === 'general-contractor')) {
    return {
      contractor: 'general-contractor',
      why: 'the scope asks for a general contractor on a one-trade job',
    };
  }
  return { contractor: 'trades-direct', why: 'default for a one-trade job: the trade is hired directly' };
}

const contractorNames: Record<Contractor, string> = {
  'full-service-remodeler': 'a full-service remodeler',
  'general-contractor': 'a general contractor over subcontractors',
  'trades-direct': 'the homeowner hiring the trades directly',
};

/**
 * Replaces a `remodel` item by the published remodel scope for the room; items the user lists beside it win
 * over the scope's items of the same kind.
 */
function expandRemodel(project: CostProject): {
  scope: ScopeItem[];
  floorArea?: CostProject['floorArea'];
  assumptions: string[];
  sourceIds: CostSourceId[];
  publishedAverages?: RemodelScope['publishedAverages'];
} {
  if (!project.scope.some((item) => item.kind === 'remodel')) {
    return { scope: project.scope, assumptions: [], sourceIds: [] };
  }
  const listed = project.scope.filter((item) => item.kind !== 'remodel');
  const asked = project.scope.find((item) => item.kind === 'remodel');
  const major = asked?.kind === 'remodel' && asked.level === 'major';
  const upscale =
    project.finishTier === 'luxury' && (project.roomType !== 'kitchen' || major)
      ? upscaleRemodelScopes[project.roomType]
      : undefined;
  const preset =
    upscale ??
    (major && project.roomType === 'kitchen' ? majorKitchenRemodel : remodelScopes[project.roomType]);
  const levelNote =
    major && project.roomType !== 'kitchen' && preset
      ? ' (no published major scope for this room: its only one at this tier)'
      : '';
  if (!preset) {
    return {
      scope: listed,
      assumptions: [
        `"remodel" left out: no published remodel scope for a ${project.roomType}; list the work instead.`,
      ],
      sourceIds: [],
    };
  }
  const assumptions: string[] = [];
  let floorArea = project.floorArea;
  if (!floorArea && preset.floorSqFt) {
    floorArea = { value: preset.floorSqFt, unit: 'ft2' };
    assumptions.push(
      `No floor area given: ${preset.floorSqFt} sq ft, the size the published remodel describes.`,
    );
  }
  const floorSqFt = floorArea
    ? toSquareFeet(floorArea)
    : (roomDefaults[project.roomType]?.areaSqFt ?? geometry.kitchenReferenceSqFt);
  const counterSqFt = preset.countertopSqFt?.(floorSqFt);
  const listedKinds = new Set<string>(listed.map((item) => item.kind));
  const added = preset.items
    .filter((item) => !listedKinds.has(item.kind))
    .map((item): ScopeItem =>
      item.kind === 'countertops' && item.squareFeet === undefined && counterSqFt !== undefined
        ? { ...item, squareFeet: Math.round(counterSqFt * 10) / 10 }
        : item,
    );
  assumptions.unshift(
    `"remodel" expanded to ${preset.what}${levelNote}; ${preset.leftOut}.` +
      (added.length < preset.items.length ? ' Items you listed replace its items of the same kind.' : ''),
  );
  return {
    scope: [...listed, ...added],
    floorArea,
    assumptions,
    sourceIds: [preset.sourceId],
    publishedAverages: preset.publishedAverages,
  };
}

/**
 * Estimates a remodelling project from published national unit costs (pure: no IO, no clock).
 * Throws a ZodError for a description that does not match the contract.
 */
export function estimateProjectCost(input: CostProjectInput): CostEstimate {
  const parsed = costProjectSchema.parse(input);
  const remodel = expandRemodel(parsed);
  const project: CostProject = {
    ...parsed,
    scope: remodel.scope,
    ...(remodel.floorArea ? { floorArea: remodel.floorArea } : {}),
  };
  const room = roomGeometry(project);
  const region = regionFactor(project.region);
  const assumptions = [...remodel.assumptions, ...room.assumptions, ...region.assumptions];
  const usedSources = new Set<CostSourceId>([...remodel.sourceIds, ...room.sourceIds, ...region.sourceIds]);
  const indexNotes = new Set<string>();
  const lineItems: CostLineItem[] = [];
  const percentItems: { item: ScopeItem; index: number }[] = [];

  const price = (key: UnitCostKey, quantity: number) => {
    const unitCost = unitCosts[key];
    const tier = tierCost(unitCost, project.finishTier);
    const index = priceIndexFactor(unitCost.priceYear, project.priceYear);
    index.notes.forEach((note) => indexNotes.add(note));
    const scale = index.factor * region.factor;
    const unitCents = {
      low: toCents(tier.low * scale),
      typical: toCents(tier.typical * scale),
      high: toCents(tier.high * scale),
    };
    const totalCents = {
      low: toCents(tier.low * scale * quantity),
      typical: toCents(tier.typical * scale * quantity),
      high: toCents(tier.high * scale * quantity),
    };
    return { unitCost, unitCents, totalCents };
  };

  const pushLine = (
    index: number,
    kind: string,
    key: UnitCostKey,
    count: number,
    extraSourceIds: CostSourceId[],
  ) => {
    const { unitCost, unitCents, totalCents } = price(key, count);
    const share = materialShare(unitCost);
    const materialCents = share === null ? null : Math.round(totalCents.typical * share);
    const sourceIds: CostSourceId[] = [unitCost.sourceId, ...extraSourceIds];
    sourceIds.forEach((id) => usedSources.add(id));
    lineItems.push({
      id: `${index + 1}-${key}`,
      kind,
      description: unitCost.description,
      quantity: Math.round(count * 100) / 100,
      unit: unitCost.unit,
      unitCostCents: unitCents,
      totalCents,
      materialCents,
      labourCents: materialCents === null ? null : totalCents.typical - materialCents,
      sourceIds: [...new Set(sourceIds)],
    });
  };

  project.scope.forEach((item, index) => {
    if (isPercentKind(item.kind)) {
      percentItems.push({ item, index });
      return;
    }
    const quantity = quantify(item, project, room);
    if (typeof quantity === 'string') {
      assumptions.push(quantity);
      return;
    }
    if (quantity.assumption) assumptions.push(quantity.assumption);
    pushLine(index, item.kind, quantity.key, quantity.quantity, quantity.extraSourceIds ?? []);
    if (quantity.also) pushLine(index, item.kind, quantity.also.key, quantity.also.quantity, []);
  });

  // Percent items are a share of the work: design fees of everything, the others of the building work
  // (not furniture). They do not compound on each other.
  const sumOf = (items: CostLineItem[], kindFilter: (kind: string) => boolean) =>
    items
      .filter((line) => kindFilter(line.kind))
      .reduce(
        (acc, line) => ({
          low: acc.low + line.totalCents.low,
          typical: acc.typical + line.totalCents.typical,
          high: acc.high + line.totalCents.high,
        }),
        { low: 0, typical: 0, high: 0 },
      );
  const { contractor, why } = resolveContractor(
    project,
    lineItems.map((line) => line.kind),
  );
  assumptions.push(`Job run by ${contractorNames[contractor]} (${why}).`);
  const markupIndex =
    percentItems.find(({ item }) => item.kind === 'general-contractor')?.index ?? project.scope.length;
  // Clean-up is one of the five items of job cost a remodeler marks up (Remodeling, "Managing markups"):
  // a remodeler-run job with demolition hauls its debris in a dumpster. (A GC's general conditions include it.)
  if (contractor === 'full-service-remodeler' && project.scope.some((item) => item.kind === 'demolition')) {
    pushLine(markupIndex, 'demolition', 'debris-removal', 1, []);
    assumptions.push(
      'Debris removal: one roll-off dumpster for a week, part of the job cost the remodeler marks up.',
    );
  }
  const buildingWork = sumOf(lineItems, (kind) => kind !== 'furniture');
  const allWork = sumOf(lineItems, () => true);

  const percentLine = (index: number, kind: string, key: PercentKey, base: typeof allWork, of: string) => {
    const unitCost = unitCosts[key];
    const rate = tierCost(unitCost, project.finishTier);
    const totalCents = {
      low: Math.round((base.low * rate.low) / 100),
      typical: Math.round((base.typical * rate.typical) / 100),
      high: Math.round((base.high * rate.high) / 100),
    };
    usedSources.add(unitCost.sourceId);
    assumptions.push(
      `${unitCost.description}: ${rate.typical.toFixed(1)} % (range ${rate.low}-${rate.high} %) of ${of}.`,
    );
    const line: CostLineItem = {
      id: `${index + 1}-${key}`,
      kind,
      description: `${unitCost.description} (${rate.typical.toFixed(1)} % of the work)`,
      quantity: 1,
      unit: 'lump sum',
      unitCostCents: totalCents,
      totalCents,
      materialCents: null,
      labourCents: null,
      sourceIds: [unitCost.sourceId],
    };
    return line;
  };

  // Permits and design fees are shares of the priced items; the contractor's markup follows (the
  // remodeler marks up job cost, permits included, as Remodeling describes). Nothing else compounds.
  const percentLines: CostLineItem[] = [];
  for (const { item, index } of percentItems) {
    if (item.kind === 'permits') {
      percentLines.push(percentLine(index, item.kind, 'permits', buildingWork, 'the building work'));
    } else if (item.kind === 'design-fees') {
      percentLines.push(percentLine(index, item.kind, 'design-fees', allWork, 'the other items'));
    }
  }
  const permitsTotal = sumOf(percentLines, (kind) => kind === 'permits');
  if (contractor === 'full-service-remodeler') {
    const jobCost = {
      low: buildingWork.low + permitsTotal.low,
      typical: buildingWork.typical + permitsTotal.typical,
      high: buildingWork.high + permitsTotal.high,
    };
    percentLines.push(
      percentLine(
        markupIndex,
        'general-contractor',
        'remodeler-markup',
        jobCost,
        'the job cost (building work and permits)',
      ),
    );
  } else if (contractor === 'general-contractor') {
    percentLines.push(
      percentLine(markupIndex, 'general-contractor', 'general-contractor', buildingWork, 'the building work'),
      percentLine(markupIndex, 'general-contractor', 'general-conditions', buildingWork, 'the building work'),
    );
  }
  lineItems.push(...percentLines);

  // A contractor-run remodel (remodeler or GC) carries a contingency on the contract price: what opening
  // the walls finds (hidden damage, wiring or plumbing brought up to code). It is a share of everything
  // above but the furniture, and nothing is charged on it.
  if (contractor !== 'trades-direct') {
    const contractPrice = sumOf(lineItems, (kind) => kind !== 'furniture');
    lineItems.push(
      percentLine(
        markupIndex,
        'general-contractor',
        'contingency',
        contractPrice,
        "the contract price (building work, permits and the contractor's share); the source's standard " +
          'for a newer home, 15-20 % for an older home or a gut renovation',
      ),
    );
  }

  if (indexNotes.size > 0) {
    assumptions.push(`Price index (US CPI-U): ${[...indexNotes].join('; ')}.`);
  }
  assumptions.push(
    `Unit costs are published US national averages moved from their own year to ${project.priceYear} ` +
      'with the US consumer price index; finish tiers split each published range at its average.',
  );
  priceIndexSourceIds.forEach((id) => usedSources.add(id));

  const totals = sumOf(lineItems, () => true);
  // Where publishers' whole-room averages disagree (a bathroom: about 2x), the range spans them all, moved to
  // the price year and the region; the typical stays the sum of the line items.
  // They are what homeowners paid a contractor at the average finish, so only such an estimate gets them.
  const published =
    project.finishTier === 'mid-range' && contractor !== 'trades-direct'
      ? (remodel.publishedAverages ?? [])
      : [];
  if (published.length > 0) {
    const moved = published.map((p) => ({
      ...p,
      cents: toCents(p.dollars * priceIndexFactor(p.year, project.priceYear).factor * region.factor),
    }));
    const lowest = Math.min(...moved.map((p) => p.cents));
    const highest = Math.max(...moved.map((p) => p.cents));
    const geometricMean = Math.round(Math.sqrt(lowest * highest));
    moved.forEach((p) => usedSources.add(p.sourceId));
    totals.low = Math.min(totals.low, lowest);
    totals.high = Math.max(totals.high, highest);
    const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
    assumptions.push(
      `Published averages for this remodel disagree: ${moved
        .map(
          (p) =>
            `${p.who} ${dollars(p.dollars * 100)} (${p.year}), ${dollars(p.cents)} in ${project.priceYear} dollars here`,
        )
        .join(
          '; ',
        )}. The range is widened to cover them all; their geometric mean is ${dollars(geometricMean)}, ` +
        `the line items' typical ${dollars(totals.typical)}.`,
    );
  }
  return {
    currency: 'USD',
    roomType: project.roomType,
    finishTier: project.finishTier,
    priceYear: project.priceYear,
    floorAreaSqFt: Math.round(room.floorSqFt * 100) / 100,
    contractor,
    regionFactor: Math.round(region.factor * 1000) / 1000,
    lineItems,
    totalCents: totals.typical,
    rangeCents: { low: totals.low, high: totals.high },
    assumptions,
    sources: [...usedSources].map(describeSource),
  };
}
