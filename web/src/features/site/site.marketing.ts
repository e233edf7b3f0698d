import { featureCosts, modeCosts } from '@roomcraft/contracts/credits';
import { floorPlanCreditCost } from '@roomcraft/contracts/floor-plans';
import { generationLimits } from '@roomcraft/contracts/generations';
import { numberOfIdeasSchema } from '@roomcraft/contracts/catalogue/engine-options';

/** Shared shapes of the marketing pages' typed content (feature, use-case, tools pages). */
export interface MarketingStep {
  title: string;
  text: string;
}

export interface MarketingLink {
  to: string;
  label: string;
  text?: string;
}

export interface MarketingQuestion {
  question: string;
  answer: string;
}

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
const maxIdeas = numberOfIdeasSchema.maxValue ?? 6;

/** Upload limits every photo tool shares (docs/spec §1 and 9). */
export const uploadFacts = 'JPG, PNG or WebP, up to 7 MB; at least 1024 px wide gives the best results';

/** One feature marketing page (/features/...): what it does, steps, audience, credits, limits, questions. */
export interface FeatureContent {
  path: string;
  name: string;
  /** The tool the calls to action open (visitors sign in first). */
  toolPath: string;
  cta: string;
  lead: string;
  what: readonly string[];
  steps: readonly MarketingStep[];
  audience: readonly string[];
  /** What it costs, in the spec's credit numbers. */
  cost: string;
  /** Plan the tool needs, when it needs one. */
  plan?: string;
  limits: readonly string[];
  faq: readonly MarketingQuestion[];
  related: readonly string[];
  /** Use cases this feature matters most to. */
  useCases: readonly string[];
}

const modelAnswer: MarketingQuestion = {
  question: 'Which AI makes the images?',
  answer:
    "Roomcraft's own image engine runs on our servers and needs no outside service. Where they are switched on, the Premium (OpenAI) and Base (Google Gemini) model options send that request's photo and prompt to the provider; Auto picks the best one available.",
};

const failedAnswer: MarketingQuestion = {
  question: 'What happens to my credits if a request fails?',
  answer: 'The credits of a failed request come back to your balance automatically.',
};

/** The eight feature pages, in the order the tools page and the explore hub list them. */
export const featurePages: readonly FeatureContent[] = [
  {
    path: '/features/ideation-mode',
    name: 'Ideation mode',
    toolPath: '/ideation',
    cta: 'Get design ideas',
    lead: `Upload one photo of a room and get up to ${maxIdeas} different design ideas, each with its own image, title, description and the prompt that made it.`,
    what: [
      'Reads your photo and proposes several directions for the same room, in the style and room type you choose.',
      'Each idea arrives as it is ready: a placeholder fills in with the image, design elements and colour palette.',
      "Keep the ones you like as favourites, ask for 'More ideas like this' on any idea, or open an idea's image details to remix or edit it.",
      'Compare before and after with a draggable slider and download the image.',
    ],
    steps: [
      { title: 'Upload a room', text: `Take or upload a photo of the room (${uploadFacts}).` },
      {
        title: 'Choose the settings',
        text: `Room type, design style, how bold the changes may be, what must not change, and 1 to ${maxIdeas} ideas.`,
      },
      {
        title: 'Watch the ideas arrive',
        text: 'Progress shows each step while the room is analysed and the images are made.',
      },
      {
        title: 'Keep, remix, share',
        text: 'Favourite, compare, download, remix an idea, or share the whole set by link.',
      },
    ],
    audience: [
      'Home owners and renters who want to see options before they buy anything.',
      'Designers who want several starting points for a client conversation.',
      'Anyone stuck on a room who does not know where to start.',
    ],
    cost: `${credits(modeCosts.ideation)} per idea: 1 to ${maxIdeas} credits per request. New accounts start with 5 welcome credits.`,
    limits: [
      `Up to ${maxIdeas} ideas per request.`,
      `Photos: ${uploadFacts}.`,
      'Ideas keep the room’s layout (walls, windows, floor) so before and after line up; they are visual suggestions, not construction drawings.',
    ],
    faq: [
      {
        question: 'How many ideas should I ask for?',
        answer:
          'Three is a good start: enough to see different directions for a few credits. You can ask for more ideas like any one you liked afterwards.',
      },
      modelAnswer,
      failedAnswer,
    ],
    related: ['/features/compose-mode', '/features/cost-analysis', '/features/share-collaborate'],
    useCases: ['home-owners', 'renters', 'interior-designers'],
  },
  {
    path: '/features/compose-mode',
    name: 'Compose mode',
    toolPath: '/compose',
    cta: 'Compose a room',
    lead: 'Place furniture and decor from the catalogue on a photo of your room, size and turn each piece, and get an image of the room with them in it.',
    what: [
      'A catalogue of furniture and decor items you pick from.',
      'Drag each item where it should stand, scale it and rotate it on the photo.',
      'The result blends the items into your room, in its light and perspective.',
      'Every result is kept in your gallery with before and after.',
    ],
    steps: [
      { title: 'Upload a room', text: `A photo of the room to furnish (${uploadFacts}).` },
      {
        title: 'Pick items',
        text: `Choose up to ${generationLimits.composeMaxItems} pieces from the catalogue.`,
      },
      { title: 'Place them', text: 'Drag, scale and rotate each item on the photo.' },
      { title: 'Generate', text: 'Get the composed image, compare it with the original and download it.' },
    ],
    audience: [
      'Home owners checking whether a sofa or a table fits before buying it.',
      'Furniture retailers and stagers showing pieces in a real room.',
      'Designers presenting a furnishing plan on the client’s own photo.',
    ],
    cost: `${credits(modeCosts.compose)} per composition, paid with premium (purchased) credits.`,
    limits: [
      `Up to ${generationLimits.composeMaxItems} items per composition.`,
      `Each item can be scaled from ${generationLimits.composeScaleMin}× to ${generationLimits.composeScaleMax}×.`,
      'Compose is a premium feature: welcome and daily free credits do not pay for it.',
    ],
    faq: [
      {
        question: 'Why does Compose need premium credits?',
        answer:
          'Composition is one of the premium-only features (with the advanced cost analyses). Credits you buy, as a pack or with a plan, are premium credits.',
      },
      {
        question: 'Can I add my own furniture?',
        answer: 'Not yet: Compose places items from the built-in catalogue.',
      },
      failedAnswer,
    ],
    related: ['/features/ideation-mode', '/features/virtual-staging', '/features/cost-analysis'],
    useCases: ['furniture-retailers', 'home-owners', 'interior-designers'],
  },
  {
    path: '/features/virtual-staging',
    name: 'Virtual staging',
    toolPath: '/virtual-staging',
    cta: 'Stage a room',
    lead: 'Furnish an empty room for a listing: pick the room type and a style, and get a furnished photo that keeps the room’s walls, windows and floor.',
    what: [
      'Turns an empty or bare room into a furnished one in the style you choose.',
      'Keeps the architecture so buyers see the real room, furnished.',
      'Works with the same upload, compare and download as every other mode.',
    ],
    steps: [
      { title: 'Upload the empty room', text: `A photo of the room as it is (${uploadFacts}).` },
      { title: 'Pick type and style', text: 'Living room, bedroom, office... and the design style.' },
      { title: 'Generate', text: 'The staged image arrives in seconds, beside the original.' },
      { title: 'Use it', text: 'Download it for your listing or share it by link.' },
    ],
    audience: [
      'Real estate agents and sellers with empty rooms to show.',
      'Landlords listing unfurnished rentals.',
      'Home owners who want to picture a new room before moving in.',
    ],
    cost: `${credits(modeCosts['virtual-staging'])} per staged image.`,
    limits: [
      `Photos: ${uploadFacts}.`,
      'A staged image is an illustration: when you use it in a listing, say that the room is virtually staged.',
    ],
    faq: [
      {
        question: 'Can I stage a room that still has furniture?',
        answer: 'Clear it first with Decluttering (1 credit), then stage the empty result.',
      },
      modelAnswer,
      failedAnswer,
    ],
    related: ['/features/decluttering', '/features/floor-plan-mode', '/features/share-collaborate'],
    useCases: ['real-estate-agents', 'home-owners'],
  },
  {
    path: '/features/decluttering',
    name: 'Decluttering',
    toolPath: '/decluttering',
    cta: 'Declutter a photo',
    lead: 'Remove clutter from a photo of your room: we find the objects, you untick what should stay or paint over anything else, and get a tidy room.',
    what: [
      'Finds the loose objects in the photo and lists them (finding them is free).',
      'You choose what to remove; a brush marks anything the list missed.',
      'The rest of the room stays as it is.',
    ],
    steps: [
      { title: 'Upload a room', text: `A photo of the room as it is (${uploadFacts}).` },
      { title: 'Review what we found', text: 'Untick what should stay; paint over anything else to remove.' },
      { title: 'Generate', text: 'Get the decluttered photo beside the original.' },
      {
        title: 'Go further',
        text: 'Stage the cleared room, or use it as a clean start for new ideas.',
      },
    ],
    audience: [
      'Sellers and agents photographing lived-in homes.',
      'Anyone who wants to see a room without the clutter before tidying it.',
    ],
    cost: `${credits(modeCosts.decluttering)} per decluttered image; finding the objects costs nothing.`,
    limits: [
      `Photos: ${uploadFacts}.`,
      'Removing large furniture can leave areas the AI has to invent; check walls and floors in the result.',
    ],
    faq: [
      {
        question: 'Does it remove furniture too?',
        answer:
          'It removes what you choose. Mark a piece of furniture with the brush and it is taken out; for an empty room ready to furnish, follow up with Virtual staging.',
      },
      failedAnswer,
    ],
    related: ['/features/virtual-staging', '/features/ideation-mode', '/features/compose-mode'],
    useCases: ['real-estate-agents', 'renters', 'home-owners'],
  },
  {
    path: '/features/floor-plan-mode',
    name: 'Floor plan mode',
    toolPath: '/floor-plans',
    cta: 'Upload a floor plan',
    lead: 'Upload a floor plan image: Roomcraft finds its walls, doors, windows and rooms, builds a 3D model you can orbit and walk through, and furnishes each room.',
    what: [
      'Reads walls, doors, windows and rooms from a plan image.',
      'Builds a 3D model you can orbit around and walk through in the browser.',
      'Shows room names and sizes, with the scale read from the plan’s dimension labels; correct it with the real width of one room.',
      'Design ideas for each room of the plan.',
    ],
    steps: [
      { title: 'Upload the plan', text: 'A clear image of the floor plan, drawn from above.' },
      { title: 'Check the rooms', text: 'Rename rooms and correct the scale with one room’s real width.' },
      { title: 'Explore in 3D', text: 'Orbit the model or walk through it room by room.' },
      { title: 'Furnish', text: 'Get design ideas for the rooms in the style you pick, and share the plan.' },
    ],
    audience: [
      'Architects and designers showing a plan to clients who do not read drawings.',
      'Agents presenting off-plan or hard-to-photograph homes.',
      'Buyers and home owners picturing a layout.',
    ],
    cost: `${credits(floorPlanCreditCost)} per plan.`,
    limits: [
      'Works best with clean, high-contrast plans; hand sketches and photos of paper plans read less reliably.',
      'The model is for visualisation; it is not a survey or a construction document.',
    ],
    faq: [
      {
        question: 'Are the room sizes exact?',
        answer:
          'They are as exact as the scale. Roomcraft reads it from the dimension labels on the plan; give the real width of one room and every size is computed again from it.',
      },
      failedAnswer,
    ],
    related: ['/features/virtual-staging', '/features/cost-analysis', '/features/share-collaborate'],
    useCases: ['architects', 'real-estate-agents', 'interior-designers'],
  },
  {
    path: '/features/cost-analysis',
    name: 'Cost analysis',
    toolPath: '/cost-analysis',
    cta: 'Estimate a room',
    lead: 'Get an itemised estimate of what a redesign would cost: every line with a low, typical and high price, the assumptions made, and the published sources the prices come from.',
    what: [
      'Suggests the scope of work from your photo; you review and edit it before anything is priced.',
      'Prices each item (materials and labour where the source splits them) for your region and finish level.',
      'Shows a range, the assumptions, and every source used.',
      'Keeps every estimate so you can come back to it.',
    ],
    steps: [
      { title: 'Pick a room or design', text: 'Start from a photo or a design you made.' },
      {
        title: 'Review the scope',
        text: 'Check the suggested work list: flooring, paint, cabinets, lighting...',
      },
      { title: 'Set region and finish', text: 'Budget, mid-range or luxury, and where the work happens.' },
      { title: 'Read the estimate', text: 'Line items, a low-to-high range and the sources.' },
    ],
    audience: [
      'Home owners deciding whether a redesign is affordable.',
      'Designers and agents giving clients a first idea of cost.',
      'Anyone preparing to talk to contractors.',
    ],
    cost: `Basic estimate ${credits(featureCosts.BASIC_COST_ESTIMATION)}; advanced analysis ${credits(featureCosts.ADVANCED_COST_ANALYSIS_V2)} (premium credits).`,
    plan: 'Professional plan or higher',
    limits: [
      'Estimates come from published cost data; a contractor’s quote for your job can differ.',
      'Regions without their own sourced price factor use US prices, and the estimate says so.',
      'The advanced analysis is premium-only: welcome and daily free credits do not pay for it.',
    ],
    faq: [
      {
        question: 'How accurate is the estimate?',
        answer:
          'It is a planning figure, not a quote: each line shows a low, typical and high price and the source it comes from, so you can see where the range comes from before you ask contractors.',
      },
      {
        question: 'Do I need a plan?',
        answer:
          'Yes: cost estimation is part of the Professional plan and above. The credits are charged per estimate on top.',
      },
      failedAnswer,
    ],
    related: ['/features/budget-planning', '/features/ideation-mode', '/features/floor-plan-mode'],
    useCases: ['home-owners', 'interior-designers', 'architects'],
  },
  {
    path: '/features/budget-planning',
    name: 'Budget planning',
    toolPath: '/budget-planning',
    cta: 'Plan a budget',
    lead: 'Set a budget, list the work in the order that matters to you, and see live which items the budget covers, what a different finish level would do, and what is left.',
    what: [
      'Lists the work in your order of priority and prices it with the same estimator as Cost analysis.',
      'Shows which items fit in the budget and what is left over or missing.',
      'Compares finish levels (budget, mid-range, luxury) for the whole project.',
    ],
    steps: [
      { title: 'Set the budget', text: 'The amount you want to spend.' },
      { title: 'List the work', text: 'Add items and put the most important first.' },
      { title: 'See what fits', text: 'Covered items, the remainder, and what a finish swap changes.' },
      { title: 'Adjust', text: 'Reorder, remove or change items until the plan works.' },
    ],
    audience: [
      'Home owners planning a renovation in stages.',
      'Designers agreeing priorities with a client.',
    ],
    cost: 'No credits: the budget preview is free to use.',
    plan: 'Professional plan or higher',
    limits: [
      'Figures are planning estimates from published cost data, not quotes.',
      'Nothing is saved as an estimate; run a cost analysis for a room to keep one.',
    ],
    faq: [
      {
        question: 'How is this different from Cost analysis?',
        answer:
          'Cost analysis prices the work a room needs; Budget planning starts from what you can spend and shows what it covers.',
      },
    ],
    related: ['/features/cost-analysis', '/features/ideation-mode', '/features/share-collaborate'],
    useCases: ['home-owners', 'interior-designers'],
  },
  {
    path: '/features/share-collaborate',
    name: 'Share & collaborate',
    toolPath: '/projects',
    cta: 'Open projects',
    lead: 'Share a design or a set of ideas by link, gather a home’s rooms into projects, and decide together with comments and invited members.',
    what: [
      'Share links for a design or an ideation: before and after, style and palette, nothing else from your account.',
      'Choose how long a link works; revoke it and it stops working at once, images included.',
      'Projects group rooms and designs by client or home, with notes, a cover and a read-only shared board.',
      'Invite people to a project as viewers or editors, comment on designs and follow the activity.',
    ],
    steps: [
      { title: 'Make a project', text: 'Group the rooms and designs of one home or client.' },
      { title: 'Share a link', text: 'Send a design, a set of ideas or the whole project.' },
      { title: 'Invite people', text: 'Add viewers or editors who comment and follow changes.' },
      { title: 'Stay in control', text: 'See views of each link and revoke any of them.' },
    ],
    audience: [
      'Designers and agents showing work to clients.',
      'Couples, families and flatmates deciding together.',
      'Teams working on the same homes.',
    ],
    cost: 'No credits: sharing and projects cost nothing per use.',
    plan: 'Professional plan for sharing and projects; Business for team collaboration',
    limits: [
      'Shared pages are read-only for people without an account.',
      'Anyone with a link can view it until it expires or you revoke it.',
    ],
    faq: [
      {
        question: 'Can people without an account see what I share?',
        answer: 'Yes: a share link opens for anyone who has it, until it expires or you revoke it.',
      },
      {
        question: 'Can I see how a shared page looks?',
        answer: 'Yes: the sharing demo shows a shared page as your client would see it.',
      },
    ],
    related: ['/features/ideation-mode', '/features/floor-plan-mode', '/features/cost-analysis'],
    useCases: ['interior-designers', 'real-estate-agents', 'architects'],
  },
];

export function featureByPath(path: string): FeatureContent | undefined {
  return featurePages.find((page) => page.path === path);
}
