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
  /** `year`: the year the figure describes (the report year cited, or the page's date; undated: assumed). */
  source: { title: string; publisher: string; year: number; url: string; quote: string };
  reading: string;
  project: CostProjectInput;
}

const cvvScopeMinorKitchen: ScopeItemInput[] = [
  { kind: 'cabinets', action: 'reface', linearFeet: 30 },
  { kind: 'appliance', appliance: 'wall-oven' },
  { kind: 'appliance', appliance: 'cooktop' },
  // 30 lf of countertops at 25.5 in depth (ADR 029: read from the description, not the generic 55 sq ft).
  { kind: 'countertops', material: 'laminate', squareFeet: 63.75 },
  { kind: 'plumbing-fixture', fixture: 'kitchen-sink' },
  { kind: 'plumbing-fixture', fixture: 'faucet' },
  { kind: 'paint-walls' },
  { kind: 'flooring', material: 'luxury-vinyl-plank' },
  { kind: 'permits' },
];
const cvvScopeMajorKitchen: ScopeItemInput[] = [
  { kind: 'demolition' },
  { kind: 'cabinets', action: 'replace', linearFeet: 30 },
  // 30 lf at 25.5 in depth plus the 3x5 ft island top (ADR 029).
  { kind: 'countertops', material: 'laminate', squareFeet: 78.75 },
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
];
const minorReading =
  'Hanley Wood description: 200 sq ft kitchen, 30 lf of cabinetry and countertops (at 25.5 in depth), cabinet fronts replaced ' +
  '(refacing), wall oven and cooktop replaced, laminate countertops, mid-priced sink and faucet, trim ' +
  'repainted and wall covering (wall painting stands in), resilient flooring (luxury vinyl plank). A ' +
  'remodeler runs the job.';
const majorReading =
  'Hanley Wood description: 200 sq ft kitchen, 30 lf semi-custom cabinets with a 3x5 ft island, laminate countertops ' +
  '(the run at 25.5 in depth plus the island top), ' +
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
  contractor: 'full-service-remodeler',
  scope,
});
/** Remodeling's midrange bathroom (5x7 ft), as read in the 2020 case below. */
const cvvBathroom: CostProjectInput = {
  roomType: 'bathroom',
  floorArea: { value: 35, unit: 'ft2' },
  finishTier: 'mid-range',
  priceYear: 2020,
  contractor: 'full-service-remodeler',
  scope: [
    { kind: 'demolition' },
    { kind: 'plumbing' },
    { kind: 'flooring', material: 'ceramic-tile' },
    { kind: 'plumbing-fixture', fixture: 'toilet' },
    { kind: 'countertops', material: 'solid-surface', squareFeet: 6 },
    { kind: 'plumbing-fixture', fixture: 'vanity' },
    { kind: 'medicine-cabinet', mount: 'recessed' },
    { kind: 'lighting', fixture: 'replace-fixture' },
    { kind: 'plumbing-fixture', fixture: 'bathtub' },
    { kind: 'wall-tile', squareFeet: 50 },
    { kind: 'plumbing-fixture', fixture: 'faucet' },
    { kind: 'paint-walls' },
    { kind: 'permits' },
  ],
};
/** A one-trade job (the default contractor applies: the trade hired directly). */
const oneTrade = (
  roomType: CostProjectInput['roomType'],
  priceYear: number,
  scope: ScopeItemInput[],
  floorSqFt?: number,
): CostProjectInput => ({
  roomType,
  ...(floorSqFt ? { floorArea: { value: floorSqFt, unit: 'ft2' as const } } : {}),
  finishTier: 'mid-range',
  priceYear,
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
      year: 2024,
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
      year: 2024,
      url: 'https://keyt.com/lifestyle/stacker-lifestyle/2025/10/31/what-is-the-national-average-kitchen-remodel-cost/',
      quote: '$79,982 for a major remodeling project (midrange)',
    },
    reading: `${majorReading} Description: ${descriptionSource}`,
    project: kitchen('mid-range', 2024, cvvScopeMajorKitchen),
  },
  {
    name: 'Major kitchen remodel, upscale (Cost vs. Value 2024)',
    publishedCostDollars: 158_530,
    source: {
      title: 'What is the national average kitchen remodel cost?',
      publisher: 'Stacker / KEYT, citing Remodeling 2024 Cost vs. Value',
      year: 2024,
      url: 'https://keyt.com/lifestyle/stacker-lifestyle/2025/10/31/what-is-the-national-average-kitchen-remodel-cost/',
      quote: 'For an upscale major remodel, the average jumps to $158,530.',
    },
    reading:
      "The `remodel` scope at level major and the luxury tier (Remodeling's upscale major kitchen, ADR 029); " +
      'default 200 sq ft kitchen and contractor.',
    project: {
      roomType: 'kitchen',
      finishTier: 'luxury',
      priceYear: 2024,
      scope: [{ kind: 'remodel', level: 'major' }],
    },
  },
  {
    name: 'Minor kitchen remodel, midrange (Cost vs. Value 2011)',
    publishedCostDollars: 21_695,
    source: {
      title: 'Kitchen Costs',
      publisher: 'Improvement Center, citing Remodeling 2011 Cost vs. Value',
      year: 2011,
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
      year: 2011,
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
      year: 2008,
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
      year: 2008,
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
      year: 2020,
      url: 'https://www.1daybatharizona.com/bathroom-remodeling/average-cost-to-remodel-a-bathroom/',
      quote: 'A mid-range bathroom remodel: Cost: $21,377',
    },
    reading:
      '5-by-7-foot bathroom: ceramic tile floor, standard toilet, solid-surface vanity counter with sink (about ' +
      '6 sq ft of counter; since ADR 029 the vanity is priced as a vanity with sink), recessed medicine cabinet with light (a recessed ' +
      'medicine cabinet plus one light fixture), ' +
      '30x60 tub with 4x4 ceramic tile surround (three walls, 10 ft x 5 ft = 50 sq ft), single-lever shower ' +
      'control (a faucet); replacing all fixtures means new supply and drain connections (bathroom rough-in). ' +
      'A remodeler runs the job.',
    project: cvvBathroom,
  },
  {
    name: 'Cabinet refacing, 30 linear feet, wood veneer (Fixr)',
    publishedCostDollars: 13_000,
    source: {
      title: 'Cabinet Refacing Cost',
      publisher: 'Fixr',
      year: 2024,
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
      year: 2025,
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
      year: 2025,
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
      year: 2024,
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
      year: 2016,
      url: 'https://www.centerpointrenovations.com/blog/p.171120000/laymans-guide-to-home-window-replacement/',
      quote: 'the national average for replacing ten standard vinyl windows is $14,725',
    },
    reading:
      'Ten vinyl replacement windows, mid-range, done by a remodeler (Cost vs. Value prices a remodeler-run ' +
      'job; its description also re-trims the outside of each window: priced with the window-trim item since ' +
      'ADR 024 added a sourced figure for it).',
    project: {
      roomType: 'other',
      finishTier: 'mid-range',
      priceYear: 2016,
      contractor: 'full-service-remodeler',
      scope: [
        { kind: 'window', material: 'vinyl', quantity: 10 },
        { kind: 'window-trim', quantity: 10 },
      ],
    },
  },

  // ---- Added in a second pass: other publishers, per-unit and whole-room national averages. None of their
  // figures is a unit cost in data/. The description was written from the quote before the estimate was run.
  {
    name: 'Replace one window (HomeGuide national average)',
    publishedCostDollars: 500,
    source: {
      title: 'How much does a window replacement cost?',
      publisher: 'HomeGuide',
      year: 2024,
      url: 'https://homeguide.com/costs/window-replacement-cost',
      quote:
        'The average cost for window replacement is $500 to install a new window ... between $300 – $800 per window',
    },
    reading:
      'One replacement window, frame not stated (vinyl, the common one, assumed); page undated, 2024 prices assumed.',
    project: oneTrade('other', 2024, [{ kind: 'window', material: 'vinyl', quantity: 1 }]),
  },
  {
    name: 'Vinyl double-hung window, installed (The Home Depot)',
    publishedCostDollars: (800 + 1300) / 2,
    source: {
      title: 'How Much Does It Cost to Install Replacement Windows?',
      publisher: 'The Home Depot',
      year: 2024,
      url: 'https://www.homedepot.com/c/cost_install_replacement_windows',
      quote: 'Vinyl Windows ... installation Cost estimate per window ... Double hung: $800 - $1,300',
    },
    reading:
      'Midpoint of the range for one vinyl double-hung window installed by the retailer; page undated, 2024 ' +
      'prices assumed.',
    project: oneTrade('other', 2024, [{ kind: 'window', material: 'vinyl', quantity: 1 }]),
  },
  {
    name: 'Replace one window (Bob Vila, citing Angi and HomeAdvisor, 2023)',
    publishedCostDollars: 564,
    source: {
      title: 'How Much Does Window Replacement Cost? (2023)',
      publisher: 'Bob Vila, citing Angi and HomeAdvisor (copy at hometime.my.id)',
      year: 2023,
      url: 'https://hometime.my.id/how-much-does-window-replacement-cost-2023.html',
      quote: 'the national average cost of window replacement is around $564 per window',
    },
    reading: 'One replacement window, frame not stated (vinyl assumed).',
    project: oneTrade('other', 2023, [{ kind: 'window', material: 'vinyl', quantity: 1 }]),
  },
  {
    name: 'Ten midrange vinyl windows (Kiplinger, citing Cost vs. Value 2013)',
    publishedCostDollars: 9_770,
    source: {
      title: 'How to Pick the Perfect Window',
      publisher: "Kiplinger, citing Remodeling's 2013 Cost vs. Value Report",
      year: 2013,
      url: 'http://local.kiplinger.com/article/real-estate/T029-C000-S002-how-to-pick-the-perfect-window.html',
      quote:
        'national averages for installing ten double-hung windows measuring 3-by-5 feet ... Midrange vinyl: $9,770 (cost)',
    },
    reading: 'Ten vinyl windows, mid-range, run by a remodeler (Cost vs. Value prices a remodeler-run job).',
    project: {
      roomType: 'other',
      finishTier: 'mid-range',
      priceYear: 2013,
      contractor: 'full-service-remodeler',
      scope: [{ kind: 'window', material: 'vinyl', quantity: 10 }],
    },
  },
  {
    name: 'Painting a 12x12 room (HomeGuide)',
    publishedCostDollars: (300 + 800) / 2,
    source: {
      title: 'How Much Does It Cost To Paint A Room Or Home Interior?',
      publisher: 'HomeGuide',
      year: 2024,
      url: 'https://homeguide.com/costs/cost-to-paint-interior-of-house',
      quote: 'The average cost to paint a 12\u2019 x 12\u2019 room is between $300\u2013$800',
    },
    reading: 'Midpoint; walls of a 144 sq ft bedroom (ceiling not said); page undated, 2024 prices assumed.',
    project: {
      roomType: 'bedroom',
      floorArea: { value: 144, unit: 'ft2' },
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'paint-walls' }],
    },
  },
  {
    name: 'Painting a room, walls (Improovy painter survey 2024)',
    publishedCostDollars: 624,
    source: {
      title: 'How Much Does It Cost to Paint a Room?',
      publisher: 'Improovy',
      year: 2024,
      url: 'https://www.improovy.com/blog/how-much-does-it-cost-to-paint-a-room',
      quote:
        'the average cost to paint a room is $624 in 2024. This includes the total cost of labor, paint, and materials ... to paint walls in a room',
    },
    reading: 'Walls of one room; size not published, so the default bedroom (10x12 ft) is used.',
    project: {
      roomType: 'bedroom',
      finishTier: 'mid-range',
      priceYear: 2024,
      scope: [{ kind: 'paint-walls' }],
    },
  },
  {
    name: 'Hardwood flooring installed, per sq ft x 200 sq ft (HomeGuide)',
    publishedCostDollars: ((6 + 11) / 2) * 200,
    source: {
      title: 'How Much Does It Cost to Install Hardwood Flooring?',
      publisher: 'HomeGuide',
      year: 2024,
      url: 'https://homeguide.com/costs/hardwood-flooring-cost',
      quote:
        'Hardwood flooring costs $6 to $11 per square foot to install on average ... The installation includes finishing, trim, and removal of your old floor.',
    },
    reading:
      'Midpoint per sq ft applied to a 200 sq ft room of solid hardwood (removal of the old floor is in the ' +
      'published figure and not priced separately); page undated, 2024 prices assumed.',
    project: oneTrade('living-room', 2024, [{ kind: 'flooring', material: 'solid-hardwood' }], 200),
  },
  {
    name: 'Hardwood flooring, 200 sq ft installed (Fixr)',
    publishedCostDollars: 3_931,
    source: {
      title: 'How Much Does It Cost to Install Hardwood Flooring?',
      publisher: 'Fixr',
      year: 2024,
      url: 'https://www.fixr.com/costs/hardwood-floor-installation',
      quote:
        '200 square feet of hardwood flooring, along with a new plywood subfloor, will cost about $3,931 to install',
    },
    reading:
      '200 sq ft of solid hardwood (the new subfloor has no sourced figure); page undated, 2024 prices assumed.',
    project: oneTrade('living-room', 2024, [{ kind: 'flooring', material: 'solid-hardwood' }], 200),
  },
  {
    name: 'Granite countertops installed (Bob Vila, citing HomeAdvisor, 2022)',
    publishedCostDollars: 3_250,
    source: {
      title: 'What Is the Cost of Granite Countertops? (2022)',
      publisher: 'Bob Vila, citing HomeAdvisor (copy at onismdede.com)',
      year: 2022,
      url: 'https://www.onismdede.com/news/what-is-the-cost-of-granite-countertops-breaking-down/',
      quote:
        'the cost of granite countertops is between $2,000 and $4,500, with the national average at $3,250',
    },
    reading:
      "A kitchen's granite countertops, area not published: the estimator's default kitchen counter area.",
    project: oneTrade('kitchen', 2022, [{ kind: 'countertops', material: 'granite' }]),
  },
  {
    name: 'Medicine cabinet replaced by a carpenter (TMS / CT Now 2014)',
    publishedCostDollars: 393,
    source: {
      title: 'Medicine cabinet (Do It Yourself column)',
      publisher: 'Tribune Media Services, in CT Now (Hartford Courant)',
      year: 2014,
      url: 'http://www.ctnow.com/lifestyle/do-it-yourself/sns-201401031900--tms--doityrslmsdiy-a20140120-20140120,0,7879290.story',
      quote:
        'To remove an old cabinet and replace it with a good quality new unit, a carpenter will charge $393, which includes the labor and material.',
    },
    reading: 'One medicine cabinet, mount not stated (surface-mounted, the default).',
    project: oneTrade('bathroom', 2014, [{ kind: 'medicine-cabinet', quantity: 1 }]),
  },
  {
    name: 'Kitchen remodel, national average (Bob Vila, citing Angi and HomeAdvisor)',
    publishedCostDollars: 26_240,
    source: {
      title: 'How Much Does a Kitchen Remodel Cost?',
      publisher: 'Bob Vila, citing Angi and HomeAdvisor (copy at bestwade.top)',
      year: 2024,
      url: 'https://bestwade.top/articles/kitchen-remodel-cost',
      quote: 'A kitchen remodel costs between $14,551 and $40,541, with a national average of $26,240.',
    },
    reading:
      "No scope is published. Rule for a national-average remodel without a scope: the estimator's own " +
      "`remodel` scope for the room (Remodeling's midrange scope that keeps the layout: here the minor " +
      'kitchen remodel), default size and contractor. Page undated, 2024 prices assumed.',
    project: { roomType: 'kitchen', finishTier: 'mid-range', priceYear: 2024, scope: [{ kind: 'remodel' }] },
  },
  {
    name: 'Bathroom remodel, national average (HomeAdvisor True Cost Report 2021)',
    publishedCostDollars: 13_400,
    source: {
      title: 'How Much Does It Cost to Remodel a Bathroom in 2022?',
      publisher: 'Long Beach CA Historic Homes blog, citing the HomeAdvisor True Cost Report 2021',
      year: 2021,
      url: 'https://longbeachcahistorichomes4sale.realestate/2022/01/06/how-much-does-it-cost-to-remodel-a-bathroom-in-2022/?source=179',
      quote:
        "HomeAdvisor's latest True Cost Report for 2021 estimates the average cost of a bathroom remodel to be $13,400",
    },
    reading:
      'No scope is published; same rule as above: the `remodel` scope (the midrange 5x7 ft bathroom), default ' +
      'size and contractor.',
    project: { roomType: 'bathroom', finishTier: 'mid-range', priceYear: 2021, scope: [{ kind: 'remodel' }] },
  },
];
