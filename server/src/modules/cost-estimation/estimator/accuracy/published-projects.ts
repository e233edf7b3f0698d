import type { CostProjectInput, ScopeItemInput } from '@roomcraft/contracts';

/**
 * Whole-project costs published by third parties, with the project description in the estimator's terms.
 * They are independent of the unit-cost data (no figure here is used by the estimator). Where the
 * published scope names something the estimator has no sourced unit cost for, `reading` says what stands
 * in for it; those gaps are part of the measured error, not hidden.
 */
export interface PublishedProject {
  name: string;
  publishedCostDollars: number;
  source: { title: string; publisher: string; url: string; quote: string };
  reading: string;
  project: CostProjectInput;
}

const cvvScopeMinorKitchen: ScopeItemInput[] = [
  { kind: 'cabinets', action: 'reface', linearFeet: 30 },
  { kind: 'appliance', appliance: 'wall-oven' },
  { kind: 'appliance', appliance: 'cooktop' },
  { kind: 'countertops', material: 'laminate' },
  { kind: 'plumbing-fixture', fixture: 'kitchen-sink' },
  { kind: 'plumbing-fixture', fixture: 'faucet' },
  { kind: 'paint-walls' },
  { kind: 'flooring', material: 'luxury-vinyl-plank' },
  { kind: 'permits' },
  { kind: 'general-contractor' },
];
const cvvScopeMajorKitchen: ScopeItemInput[] = [
  { kind: 'demolition' },
  { kind: 'cabinets', action: 'replace', linearFeet: 30 },
  { kind: 'countertops', material: 'laminate' },
  { kind: 'plumbing-fixture', fixture: 'kitchen-sink' },
  { kind: 'plumbing-fixture', fixture: 'faucet' },
  { kind: 'appliance', appliance: 'wall-oven' },
  { kind: 'appliance', appliance: 'cooktop' },
  { kind: 'appliance', appliance: 'range-hood' },
  { kind: 'appliance', appliance: 'built-in-microwave' },
  { kind: 'appliance', appliance: 'dishwasher' },
  { kind: 'appliance', appliance: 'garbage-disposal' },
  { kind: 'plumbing' },
  { kind: 'electrical' },
  { kind: 'lighting', fixture: 'recessed-light', quantity: 4 },
  { kind: 'flooring', material: 'luxury-vinyl-plank' },
  { kind: 'paint-walls' },
  { kind: 'paint-ceiling' },
  { kind: 'permits' },
  { kind: 'general-contractor' },
];
const minorReading =
  'Hanley Wood description: 200 sq ft kitchen, 30 lf of cabinetry and countertops, cabinet fronts replaced ' +
  '(refacing), wall oven and cooktop replaced, laminate countertops, mid-priced sink and faucet, trim ' +
  'repainted and wall covering (wall painting stands in), resilient flooring (luxury vinyl plank). A ' +
  'remodeler runs the job.';
const majorReading =
  'Hanley Wood description: 200 sq ft kitchen, 30 lf semi-custom cabinets with island, laminate countertops, ' +
  'double-tub sink and faucet, wall oven, cooktop, ventilation (range hood), built-in microwave, dishwasher, ' +
  'disposal, custom lighting (4 recessed lights, and the kitchen rewiring a new layout with a wall oven ' +
  'needs), plumbing for the new sink and dishwasher, resilient flooring, painted walls and ceiling. A ' +
  'remodeler runs the job.';
const kitchen = (
  finishTier: 'mid-range' | 'luxury',
  priceYear: number,
  scope: ScopeItemInput[],
): CostProjectInput => ({
  roomType: 'kitchen',
  floorArea: { value: 200, unit: 'ft2' },
  finishTier,
  priceYear,
  region: { country: 'US' },
  scope,
});
const descriptionSource = 'https://firstlinepost.com/major-vs-minor-kitchen-remodels/';

export const publishedProjects: PublishedProject[] = [
  {
    name: 'Minor kitchen remodel, midrange (Cost vs. Value 2024)',
    publishedCostDollars: 27_492,
    source: {
      title: 'What is the national average kitchen remodel cost?',
      publisher: 'Stacker / KEYT, citing Remodeling 2024 Cost vs. Value',
      url: 'https://keyt.com/lifestyle/stacker-lifestyle/2025/10/31/what-is-the-national-average-kitchen-remodel-cost/',
      quote: '$27,492 for a minor remodel project (midrange)',
    },
    reading: `${minorReading} Description: ${descriptionSource}`,
    project: kitchen('mid-range', 2024, cvvScopeMinorKitchen),
  },
  {
    name: 'Major kitchen remodel, midrange (Cost vs. Value 2024)',
    publishedCostDollars: 79_982,
    source: {
      title: 'What is the national average kitchen remodel cost?',
      publisher: 'Stacker / KEYT, citing Remodeling 2024 Cost vs. Value',
      url: 'https://keyt.com/lifestyle/stacker-lifestyle/2025/10/31/what-is-the-national-average-kitchen-remodel-cost/',
      quote: '$79,982 for a major remodeling project (midrange)',
    },
    reading: `${majorReading} Description: ${descriptionSource}`,
    project: kitchen('mid-range', 2024, cvvScopeMajorKitchen),
  },
  {
    name: 'Minor kitchen remodel, midrange (Cost vs. Value 2011)',
    publishedCostDollars: 21_695,
    source: {
      title: 'Kitchen Costs',
      publisher: 'Improvement Center, citing Remodeling 2011 Cost vs. Value',
      url: 'https://www.improvementcenter.com/kitchens/kitchen-costs.html',
      quote: 'a midrange minor kitchen remodel can run $21,695',
    },
    reading: minorReading,
    project: kitchen('mid-range', 2011, cvvScopeMinorKitchen),
  },
  {
    name: 'Major kitchen remodel, midrange (Cost vs. Value 2011)',
    publishedCostDollars: 58_367,
    source: {
      title: 'Kitchen Costs',
      publisher: 'Improvement Center, citing Remodeling 2011 Cost vs. Value',
      url: 'https://www.improvementcenter.com/kitchens/kitchen-costs.html',
      quote: 'a major remodel can cost $58,367',
    },
    reading: majorReading,
    project: kitchen('mid-range', 2011, cvvScopeMajorKitchen),
  },
  {
    name: 'Minor kitchen remodel, midrange (Cost vs. Value 2008-09)',
    publishedCostDollars: 21_246,
    source: {
      title: 'Return On Investment On Your Westchester County Remodel',
      publisher: 'Westchester Home Remodeling News, citing Remodeling 2008-09 Cost vs. Value',
      url: 'http://westchesterhomeremodelingnews.com/return-on-investment-on-your-westchester-county-remodel/',
      quote: 'national average price of a mid-range minor kitchen remodel at $21,246',
    },
    reading: minorReading,
    project: kitchen('mid-range', 2008, cvvScopeMinorKitchen),
  },
  {
    name: 'Major kitchen remodel, midrange (Cost vs. Value 2008-09)',
    publishedCostDollars: 56_611,
    source: {
      title: 'Return On Investment On Your Westchester County Remodel',
      publisher: 'Westchester Home Remodeling News, citing Remodeling 2008-09 Cost vs. Value',
      url: 'http://westchesterhomeremodelingnews.com/return-on-investment-on-your-westchester-county-remodel/',
      quote: 'A major kitchen remodel at a mid-range price will run an average of $56,611',
    },
    reading: majorReading,
    project: kitchen('mid-range', 2008, cvvScopeMajorKitchen),
  },
  {
    name: 'Bathroom remodel, midrange (Cost vs. Value 2020)',
    publishedCostDollars: 21_377,
    source: {
      title: 'Average Cost to Remodel a Bathroom',
      publisher: '1-Day Bath Arizona, citing Remodeling 2020 Cost vs. Value',
      url: 'https://www.1daybatharizona.com/bathroom-remodeling/average-cost-to-remodel-a-bathroom/',
      quote: 'A mid-range bathroom remodel: Cost: $21,377',
    },
    reading:
      '5-by-7-foot bathroom: ceramic tile floor, standard toilet, solid-surface vanity counter with sink (about ' +
      '6 sq ft of counter; vanity cabinet not priced), recessed medicine cabinet with light (one fixture), ' +
      '30x60 tub with 4x4 ceramic tile surround (three walls, 10 ft x 5 ft = 50 sq ft), single-lever shower ' +
      'control (a faucet); replacing all fixtures means new supply and drain connections (bathroom rough-in). ' +
      'A remodeler runs the job.',
    project: {
      roomType: 'bathroom',
      floorArea: { value: 35, unit: 'ft2' },
      finishTier: 'mid-range',
      priceYear: 2020,
      scope: [
        { kind: 'demolition' },
        { kind: 'plumbing' },
        { kind: 'flooring', material: 'ceramic-tile' },
        { kind: 'plumbing-fixture', fixture: 'toilet' },
        { kind: 'countertops', material: 'solid-surface', squareFeet: 6 },
        { kind: 'lighting', fixture: 'replace-fixture' },
        { kind: 'plumbing-fixture', fixture: 'bathtub' },
        { kind: 'wall-tile', squareFeet: 50 },
        { kind: 'plumbing-fixture', fixture: 'faucet' },
        { kind: 'paint-walls' },
        { kind: 'permits' },
        { kind: 'general-contractor' },
      ],
    },
  },
  {
    name: 'Cabinet refacing, 30 linear feet, wood veneer (Fixr)',
    publishedCostDollars: 13_000,
    source: {
      title: 'Cabinet Refacing Cost',
      publisher: 'Fixr',
      url: 'https://www.fixr.com/costs/custom-cabinet-refacing',
      quote: 'around $13,000 on refacing 30 linear feet of cabinets with wood veneer on raised panel doors',
    },
    reading: 'Refacing 30 lf, mid-range finish; the page is undated, 2024 prices assumed.',
    project: {
      roomType: 'kitchen',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'cabinets', action: 'reface', linearFeet: 30 }],
    },
  },
  {
    name: 'Painting a 10x12 bedroom, walls only (EngineerFix)',
    publishedCostDollars: (300 + 800) / 2,
    source: {
      title: 'How Much Does It Cost to Paint the Interior of a House?',
      publisher: 'EngineerFix',
      url: 'https://engineerfix.com/how-much-does-it-cost-to-paint-the-interior-of-a-house',
      quote: 'a 10-foot by 12-foot bedroom, often costs between $300 and $800 ... covering just the walls',
    },
    reading: 'Midpoint of the published range; 2025 prices.',
    project: {
      roomType: 'bedroom',
      floorArea: { value: 120, unit: 'ft2' },
      finishTier: 'mid-range',
      priceYear: 2025,
      scope: [{ kind: 'paint-walls' }],
    },
  },
  {
    name: 'Painting a living room, walls only (EngineerFix)',
    publishedCostDollars: (700 + 1400) / 2,
    source: {
      title: 'How Much Does It Cost to Paint the Interior of a House?',
      publisher: 'EngineerFix',
      url: 'https://engineerfix.com/how-much-does-it-cost-to-paint-the-interior-of-a-house',
      quote: 'a living room or a family room, can fall in the range of $700 to $1,400',
    },
    reading: 'Midpoint of the published range; room size not published, the default living room is used.',
    project: {
      roomType: 'living-room',
      finishTier: 'mid-range',
      priceYear: 2025,
      scope: [{ kind: 'paint-walls' }],
    },
  },
  {
    name: 'Bathroom demolition (HomeGuide national average)',
    publishedCostDollars: 1_300,
    source: {
      title: 'How much does bathroom demolition cost?',
      publisher: 'HomeGuide',
      url: 'https://homeguide.com/costs/bathroom-demolition-cost',
      quote: 'National Average Cost | $1,300',
    },
    reading: 'Demolition of a bathroom; page undated, 2024 prices assumed.',
    project: {
      roomType: 'bathroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'demolition' }],
    },
  },
  {
    name: 'Replace ten vinyl windows (Cost vs. Value 2016)',
    publishedCostDollars: 14_725,
    source: {
      title: "Layman's Guide to Home Window Replacement",
      publisher: 'CenterPoint Renovations, citing Remodeling 2016 Cost vs. Value',
      url: 'https://www.centerpointrenovations.com/blog/p.171120000/laymans-guide-to-home-window-replacement/',
      quote: 'the national average for replacing ten standard vinyl windows is $14,725',
    },
    reading: 'Ten vinyl replacement windows, mid-range, done by a remodeler.',
    project: {
      roomType: 'other',
      finishTier: 'mid-range',
      priceYear: 2016,
      scope: [{ kind: 'window', material: 'vinyl', quantity: 10 }, { kind: 'general-contractor' }],
    },
  },
];
