import type { CostProjectInput, FinishTier } from '@roomcraft/contracts';
import { describe, expect, it } from 'vitest';
import { estimateProjectCost } from './estimate';

const kitchen: CostProjectInput = {
  roomType: 'kitchen',
  floorArea: { value: 180, unit: 'ft2' },
  finishTier: 'mid-range',
  priceYear: 2024,
  region: { country: 'US', state: 'OH' },
  scope: [
    { kind: 'demolition' },
    { kind: 'cabinets', action: 'replace' },
    { kind: 'countertops', material: 'quartz' },
    { kind: 'flooring', material: 'engineered-hardwood' },
    { kind: 'paint-walls' },
    { kind: 'paint-ceiling' },
    { kind: 'appliance', appliance: 'refrigerator' },
    { kind: 'plumbing-fixture', fixture: 'kitchen-sink' },
    { kind: 'lighting', fixture: 'recessed-light', quantity: 6 },
    { kind: 'window', quantity: 1 },
    { kind: 'interior-door', quantity: 1 },
    { kind: 'furniture', item: 'sofa' },
    { kind: 'permits' },
    { kind: 'design-fees' },
    { kind: 'general-contractor' },
  ],
};
const withChanges = (changes: Partial<CostProjectInput>) => estimateProjectCost({ ...kitchen, ...changes });

describe('estimateProjectCost', () => {
  it('adds the line items up to the total and the range', () => {
    const estimate = estimateProjectCost(kitchen);
    const sum = (pick: 'low' | 'typical' | 'high') =>
      estimate.lineItems.reduce((acc, line) => acc + line.totalCents[pick], 0);
    expect(estimate.totalCents).toBe(sum('typical'));
    expect(estimate.rangeCents).toEqual({ low: sum('low'), high: sum('high') });
    expect(Number.isInteger(estimate.totalCents)).toBe(true);
  });

  it('orders every low, typical and high figure', () => {
    const estimate = estimateProjectCost(kitchen);
    for (const line of estimate.lineItems) {
      expect(line.totalCents.low).toBeLessThanOrEqual(line.totalCents.typical);
      expect(line.totalCents.typical).toBeLessThanOrEqual(line.totalCents.high);
      expect(line.unitCostCents.low).toBeLessThanOrEqual(line.unitCostCents.high);
    }
    expect(estimate.rangeCents.low).toBeLessThan(estimate.totalCents);
    expect(estimate.totalCents).toBeLessThan(estimate.rangeCents.high);
  });

  it('splits material and labour so they add up to the typical total', () => {
    const estimate = estimateProjectCost(kitchen);
    const split = estimate.lineItems.filter((line) => line.materialCents !== null);
    expect(split.length).toBeGreaterThan(3);
    for (const line of split)
      expect((line.materialCents ?? 0) + (line.labourCents ?? 0)).toBe(line.totalCents.typical);
  });

  it('names a published source for every line item and lists it', () => {
    const estimate = estimateProjectCost(kitchen);
    const listed = new Set(estimate.sources.map((source) => source.id));
    for (const line of estimate.lineItems) {
      expect(line.sourceIds.length).toBeGreaterThan(0);
      for (const id of line.sourceIds) expect(listed.has(id), id).toBe(true);
    }
  });

  it('costs luxury above mid-range above budget', () => {
    const total = (finishTier: FinishTier) => withChanges({ finishTier }).totalCents;
    expect(total('luxury')).toBeGreaterThan(total('mid-range'));
    expect(total('mid-range')).toBeGreaterThan(total('budget'));
  });

  it('costs more in a higher-price state and follows ZIP-3 to its state', () => {
    const ohio = withChanges({ region: { country: 'US', state: 'OH' } }).totalCents;
    const california = withChanges({ region: { country: 'US', state: 'CA' } }).totalCents;
    expect(california).toBeGreaterThan(ohio);
    expect(withChanges({ region: { country: 'US', zip3: '941' } }).totalCents).toBe(california);
    expect(withChanges({ region: { country: 'us', state: 'ca' } }).totalCents).toBe(california);
  });

  it('uses a sourced factor for a listed country and says when a country has none', () => {
    const japan = withChanges({ region: { country: 'JP' } });
    expect(japan.regionFactor).not.toBe(1);
    expect(japan.assumptions.join(' ')).toMatch(/Tokyo/);
    expect(withChanges({ region: { country: 'BR' } }).assumptions.join(' ')).toMatch(
      /No published cost factor/,
    );
  });

  it('costs a later price year more', () => {
    expect(withChanges({ priceYear: 2024 }).totalCents).toBeGreaterThan(
      withChanges({ priceYear: 2015 }).totalCents,
    );
  });

  it('gives the same estimate for the same room in square metres and square feet', () => {
    const metric = withChanges({ floorArea: { value: 20, unit: 'm2' } });
    const imperial = withChanges({ floorArea: { value: 20 * 10.763910416709722, unit: 'ft2' } });
    expect(metric.totalCents).toBe(imperial.totalCents);
    expect(metric.floorAreaSqFt).toBeCloseTo(215.28, 1);
  });

  it('states the defaults it used when the area and cabinet length are missing', () => {
    const estimate = withChanges({ floorArea: undefined });
    expect(estimate.floorAreaSqFt).toBe(200);
    const said = estimate.assumptions.join('\n');
    expect(said).toMatch(/No floor area given: 200 sq ft/);
    expect(said).toMatch(/No cabinet length given/);
    expect(said).toMatch(/gross wall area/);
  });

  it('leaves out cabinets it cannot size and says so', () => {
    const estimate = estimateProjectCost({
      roomType: 'bathroom',
      finishTier: 'budget',
      priceYear: 2024,
      scope: [{ kind: 'cabinets', action: 'replace' }, { kind: 'paint-walls' }],
    });
    expect(estimate.lineItems.map((line) => line.kind)).toEqual(['paint-walls']);
    expect(estimate.assumptions.join(' ')).toMatch(/Cabinets left out/);
  });

  it('rejects a description that does not match the contract', () => {
    expect(() => estimateProjectCost({ ...kitchen, scope: [] })).toThrow();
  });

  it('answers in milliseconds', () => {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) estimateProjectCost(kitchen);
    expect((performance.now() - started) / 100).toBeLessThan(50);
  });
});

describe('who runs the job', () => {
  const bathroom = (changes: Partial<CostProjectInput> = {}) =>
    estimateProjectCost({
      roomType: 'bathroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'remodel' }],
      ...changes,
    });

  it('marks a remodeler-run job up more than a GC-run one, and a GC-run one more than trades hired directly', () => {
    const remodeler = bathroom({ contractor: 'full-service-remodeler' }).totalCents;
    const gc = bathroom({ contractor: 'general-contractor' }).totalCents;
    const direct = bathroom({ contractor: 'trades-direct' }).totalCents;
    expect(remodeler).toBeGreaterThan(gc);
    expect(gc).toBeGreaterThan(direct);
    expect(
      bathroom({ contractor: 'trades-direct' }).lineItems.some((l) => l.kind === 'general-contractor'),
    ).toBe(false);
  });

  it('defaults to a remodeler for a multi-trade remodel and to the trade for a one-trade job', () => {
    expect(bathroom().contractor).toBe('full-service-remodeler');
    const painting = estimateProjectCost({
      roomType: 'bedroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'paint-walls' }, { kind: 'paint-ceiling' }],
    });
    expect(painting.contractor).toBe('trades-direct');
    const withGc = estimateProjectCost({
      roomType: 'bedroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'paint-walls' }, { kind: 'general-contractor' }],
    });
    expect(withGc.contractor).toBe('general-contractor');
    expect(withGc.assumptions.join(' ')).toMatch(/general contractor/);
  });

  it('applies the remodeler markup to the job cost including permits', () => {
    const estimate = bathroom({ contractor: 'full-service-remodeler' });
    const markup = estimate.lineItems.find((line) => line.id.endsWith('remodeler-markup'));
    expect(markup).toBeDefined();
    const contingency = estimate.lineItems.find((line) => line.id.endsWith('contingency'));
    expect(contingency).toBeDefined();
    const jobCost = estimate.lineItems
      .filter((line) => line !== markup && line !== contingency)
      .reduce((sum, line) => sum + line.totalCents.typical, 0);
    expect((markup?.totalCents.typical ?? 0) / jobCost).toBeCloseTo(0.585, 2);
  });

  it('adds debris removal and a sourced contingency to a contractor-run remodel, not to a one-trade job', () => {
    const remodel = bathroom({ contractor: 'full-service-remodeler' });
    const debris = remodel.lineItems.find((line) => line.id.endsWith('debris-removal'));
    expect(debris?.sourceIds).toEqual(['eatsip365-dumpster-2026']);
    const contingency = remodel.lineItems.find((line) => line.id.endsWith('contingency'));
    expect(contingency?.sourceIds).toEqual(['repairrateguide-contingency']);
    expect(remodel.sources.map((source) => source.id)).toContain('repairrateguide-contingency');
    const contractPrice = remodel.lineItems
      .filter((line) => line !== contingency)
      .reduce((sum, line) => sum + line.totalCents.typical, 0);
    expect((contingency?.totalCents.typical ?? 0) / contractPrice).toBeCloseTo(0.1, 3);
    expect(remodel.assumptions.join(' ')).toMatch(/Contingency/);

    const gc = bathroom({ contractor: 'general-contractor' });
    expect(gc.lineItems.some((line) => line.id.endsWith('contingency'))).toBe(true);
    // A GC's general conditions already include the dumpster.
    expect(gc.lineItems.some((line) => line.id.endsWith('debris-removal'))).toBe(false);

    const direct = bathroom({ contractor: 'trades-direct' });
    expect(direct.lineItems.some((line) => line.id.endsWith('contingency'))).toBe(false);
    expect(direct.lineItems.some((line) => line.id.endsWith('debris-removal'))).toBe(false);
  });
});

describe('remodel scope', () => {
  it("widens a mid-range bathroom remodel's range to cover both publishers' averages, keeping the typical", () => {
    const estimate = estimateProjectCost({
      roomType: 'bathroom',
      finishTier: 'mid-range',
      priceYear: 2020,
      contractor: 'full-service-remodeler',
      scope: [{ kind: 'remodel' }],
    });
    // HomeAdvisor's 2021 average $13,400 and Cost vs. Value's 2020 $21,377, in 2020 dollars.
    expect(estimate.rangeCents.low).toBeLessThanOrEqual(1_340_000);
    expect(estimate.rangeCents.high).toBeGreaterThanOrEqual(2_137_700);
    const lineTotal = estimate.lineItems.reduce((sum, line) => sum + line.totalCents.typical, 0);
    expect(estimate.totalCents).toBe(lineTotal);
    expect(estimate.assumptions.join(' ')).toMatch(/Published averages for this remodel disagree/);
    expect(estimate.sources.map((source) => source.id)).toContain('homeadvisor-truecost-2021-bath');
  });

  it('expands a bathroom remodel into what the published remodel includes, with its source', () => {
    const estimate = estimateProjectCost({
      roomType: 'bathroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'remodel' }],
    });
    const kinds = estimate.lineItems.map((line) => line.kind);
    for (const kind of [
      'plumbing-fixture',
      'medicine-cabinet',
      'wall-tile',
      'flooring',
      'permits',
      'demolition',
    ])
      expect(kinds).toContain(kind);
    expect(estimate.sources.map((s) => s.id)).toContain('onedaybath-cvv-2020');
    expect(estimate.lineItems.map((line) => line.description)).toContain(
      'Bathroom vanity with sink, purchase',
    );
    expect(estimate.assumptions.join(' ')).toMatch(/vanity is priced as a vanity with sink/);
  });

  it('prices the installation of appliances whose figure is a purchase price', () => {
    const estimate = estimateProjectCost({
      roomType: 'kitchen',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'appliance', appliance: 'dishwasher' }],
    });
    expect(estimate.lineItems.map((line) => line.description)).toEqual([
      'Dishwasher (energy-efficient), purchase',
      'Dishwasher installation (labour)',
    ]);
    const install = estimate.lineItems[1];
    expect(install?.labourCents).toBe(install?.totalCents.typical);
    expect(estimate.sources.map((s) => s.id)).toContain('properkitchen-dishwasher-labour');
  });

  it("sizes a remodel's countertops from the published run, with the island for a major kitchen", () => {
    const counter = (level: 'minor' | 'major', floorSqFt: number) =>
      estimateProjectCost({
        roomType: 'kitchen',
        floorArea: { value: floorSqFt, unit: 'ft2' },
        finishTier: 'mid-range',
        priceYear: 2024,
        scope: [{ kind: 'remodel', level }],
      }).lineItems.find((line) => line.kind === 'countertops')?.quantity;
    expect(counter('minor', 200)).toBeCloseTo(63.8, 1);
    expect(counter('major', 200)).toBeCloseTo(78.8, 1);
    expect(counter('minor', 400)).toBeGreaterThan(counter('minor', 200) ?? Infinity);
  });

  it('uses the upscale remodel at the luxury tier, larger bathroom included, and it costs more', () => {
    const bath = (finishTier: 'mid-range' | 'luxury') =>
      estimateProjectCost({
        roomType: 'bathroom',
        finishTier,
        priceYear: 2024,
        scope: [{ kind: 'remodel' }],
      });
    const luxury = bath('luxury');
    expect(luxury.floorAreaSqFt).toBe(100);
    expect(luxury.sources.map((s) => s.id)).toContain('siliconvalley-cvv-bath');
    expect(luxury.totalCents).toBeGreaterThan(bath('mid-range').totalCents);
    const kitchen = estimateProjectCost({
      roomType: 'kitchen',
      finishTier: 'luxury',
      priceYear: 2024,
      scope: [{ kind: 'remodel', level: 'major' }],
    });
    expect(kitchen.lineItems.map((line) => line.description)).toContain('Granite countertop, installed');
    expect(kitchen.sources.map((s) => s.id)).toContain('tdhome-cvv-2023');
    // A luxury minor kitchen keeps the minor scope (there is no published upscale minor kitchen).
    const minor = estimateProjectCost({
      roomType: 'kitchen',
      finishTier: 'luxury',
      priceYear: 2024,
      scope: [{ kind: 'remodel' }],
    });
    expect(minor.lineItems.map((line) => line.kind)).toContain('cabinets');
    expect(minor.sources.map((s) => s.id)).not.toContain('tdhome-cvv-2023');
  });

  it('lets listed items replace the remodel items of the same kind, and says when a room has no scope', () => {
    const estimate = estimateProjectCost({
      roomType: 'kitchen',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'remodel' }, { kind: 'flooring', material: 'ceramic-tile' }],
    });
    const floors = estimate.lineItems.filter((line) => line.kind === 'flooring');
    expect(floors).toHaveLength(1);
    expect(floors[0]?.description).toMatch(/Ceramic tile/);
    const office = estimateProjectCost({
      roomType: 'office',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'remodel' }, { kind: 'paint-walls' }],
    });
    expect(office.assumptions.join(' ')).toMatch(/no published remodel scope/);
    expect(office.lineItems.map((line) => line.kind)).toEqual(['paint-walls']);
  });

  it('offers the major kitchen remodel, which costs more than the minor one', () => {
    const kitchen = (level: 'minor' | 'major') =>
      estimateProjectCost({
        roomType: 'kitchen',
        finishTier: 'mid-range',
        priceYear: 2024,
        scope: [{ kind: 'remodel', level }],
      });
    const major = kitchen('major');
    expect(major.totalCents).toBeGreaterThan(kitchen('minor').totalCents);
    expect(major.lineItems.map((line) => line.id)).toContain('2-cabinets:replace');
    expect(major.assumptions.join(' ')).toMatch(/major kitchen remodel/);
  });

  it('prices baseboard along the room perimeter when no length is given', () => {
    const estimate = estimateProjectCost({
      roomType: 'bedroom',
      floorArea: { value: 120, unit: 'ft2' },
      finishTier: 'mid-range',
      priceYear: 2025,
      scope: [{ kind: 'baseboard' }],
    });
    expect(estimate.lineItems[0]?.quantity).toBeCloseTo(2 * (Math.sqrt(100) + Math.sqrt(100) * 1.2), 1);
  });
});
