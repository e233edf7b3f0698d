import { routePath, type useCaseSlugs } from '@roomcraft/contracts/routes';
import type { MarketingQuestion, MarketingStep } from './site.marketing';
import type { SitePage } from './site.pages';

export type UseCaseSlug = (typeof useCaseSlugs)[number];

/** One /use-cases/:slug page: who it is for, what they do with Roomcraft, and where to start. */
export interface UseCaseContent {
  slug: UseCaseSlug;
  /** Who, as a plural noun ("Home owners"). */
  audience: string;
  title: string;
  /** Search-result description (and the page's lead when short enough). */
  description: string;
  lead: string;
  /** Their jobs to be done, each with what Roomcraft gives them. */
  needs: readonly { title: string; text: string }[];
  steps: readonly MarketingStep[];
  /** Feature pages that matter most, in order. */
  features: readonly string[];
  /** The tool the call to action opens. */
  toolPath: string;
  cta: string;
  /** What to know before relying on it: honest limits for this audience. */
  goodToKnow: readonly string[];
  faq: readonly MarketingQuestion[];
}

/** The six use cases (docs/spec §2), in the spec's order. */
export const useCases: readonly UseCaseContent[] = [
  {
    slug: 'home-owners',
    audience: 'Home owners',
    title: 'Roomcraft for home owners',
    description:
      'See your own rooms redesigned before you buy paint or furniture: design ideas from a photo, decluttering, furniture placement, cost estimates and budgets.',
    lead: 'See your own rooms redesigned before you buy a tin of paint. Start from a photo, compare ideas side by side, and find out what the one you like would cost.',
    needs: [
      {
        title: 'Find a direction',
        text: 'Ideation mode gives several ideas for the same room in the style you choose, so you compare real options on your own walls.',
      },
      {
        title: 'Try pieces before buying',
        text: 'Compose places catalogue furniture on your photo; Visualize changes one thing at a time in plain words ("paint the walls sage").',
      },
      {
        title: 'Know the cost',
        text: 'Cost analysis prices the work item by item with sources; Budget planning shows what your budget covers first.',
      },
    ],
    steps: [
      { title: 'Photograph the room', text: 'Daylight, from a corner, the whole room in view.' },
      { title: 'Get ideas', text: 'Pick a style and ask for a few ideas; each costs 1 credit.' },
      { title: 'Refine', text: 'Remix the favourite, edit it with words, add furniture.' },
      { title: 'Plan the work', text: 'Estimate the cost and set a budget (Professional plan).' },
    ],
    features: [
      '/features/ideation-mode',
      '/features/compose-mode',
      '/features/cost-analysis',
      '/features/budget-planning',
    ],
    toolPath: '/ideation',
    cta: 'Try it on your room',
    goodToKnow: [
      'New accounts get 5 welcome credits: enough for a first set of ideas.',
      'Images are suggestions for how a room could look; check sizes and fit before you buy.',
      'Cost figures are planning estimates from published data, not contractor quotes.',
    ],
    faq: [
      {
        question: 'Do I need design experience?',
        answer:
          'No. Choose a room type and a style, and the ideas come with a description of their design elements and palette you can take to a shop or a painter.',
      },
      {
        question: 'Is my photo private?',
        answer:
          'Your rooms and designs are visible only to you until you share one by link. The privacy policy explains what is stored and why.',
      },
    ],
  },
  {
    slug: 'renters',
    audience: 'Renters',
    title: 'Roomcraft for renters',
    description:
      'Make a rented room your own without touching the walls: see furniture, textiles and layout ideas on a photo of your room before you spend anything.',
    lead: 'Make a rented room feel like yours without breaking the lease. Try furniture, rugs, lighting and layouts on a photo first, and keep the changes you can take with you.',
    needs: [
      {
        title: 'Changes you can take with you',
        text: 'Ask for ideas and tell Ideation mode what must not change (walls, floor, fitted kitchen), so the ideas focus on furniture, textiles and light.',
      },
      {
        title: 'See it tidy',
        text: 'Decluttering shows the room without the clutter, a good start for a new arrangement.',
      },
      {
        title: 'Test a piece',
        text: 'Compose places a sofa, a table or a lamp on your photo before you order it.',
      },
    ],
    steps: [
      { title: 'Photograph the room', text: 'As it is today.' },
      { title: 'Say what stays', text: 'List what you may not change in the ideation settings.' },
      { title: 'Compare ideas', text: 'Before and after side by side, with a slider.' },
      { title: 'Share with flatmates', text: 'Send a link and decide together.' },
    ],
    features: ['/features/ideation-mode', '/features/decluttering', '/features/compose-mode'],
    toolPath: '/ideation',
    cta: 'Try it on your room',
    goodToKnow: [
      'Credits never expire, so a small pack lasts until your next move.',
      'Sharing links needs the Professional plan.',
    ],
    faq: [
      {
        question: 'Will the ideas repaint my walls?',
        answer:
          "Only if you let them. Put 'walls' in what must not change and keep the creativity low, and the ideas stay with furniture and decor.",
      },
    ],
  },
  {
    slug: 'real-estate-agents',
    audience: 'Real estate agents',
    title: 'Roomcraft for real estate agents',
    description:
      'Virtual staging for empty rooms, decluttering for lived-in ones and 3D floor plans for listings, from the photos you already take.',
    lead: 'Help buyers picture the home: stage empty rooms, declutter lived-in ones, and turn the floor plan into a 3D model, from the photos you already take.',
    needs: [
      {
        title: 'Empty rooms that sell',
        text: 'Virtual staging furnishes an empty room in a style that suits the listing, keeping walls, windows and floor as they are.',
      },
      {
        title: 'Lived-in rooms, tidied',
        text: 'Decluttering removes the objects you choose from a photo in one step.',
      },
      {
        title: 'A layout buyers understand',
        text: 'Floor plan mode turns the plan into a 3D model they can walk through, with room sizes.',
      },
    ],
    steps: [
      { title: 'Upload the listing photos', text: 'One room per request.' },
      { title: 'Declutter or stage', text: '1 credit per image.' },
      { title: 'Add the floor plan', text: '1 credit per plan, in 3D.' },
      { title: 'Share', text: 'Send a link to the seller or a buyer (Professional plan).' },
    ],
    features: ['/features/virtual-staging', '/features/decluttering', '/features/floor-plan-mode'],
    toolPath: '/virtual-staging',
    cta: 'Stage a room',
    goodToKnow: [
      'Staged and decluttered images are illustrations: disclose virtual staging in your listings as your market requires.',
      'Want it done for you? Our designers offer paid expert packages on the services page.',
    ],
    faq: [
      {
        question: 'How many rooms can I stage with the welcome credits?',
        answer:
          'Each staged or decluttered image costs 1 credit, so the 5 welcome credits stage five images. Credit packs and plans are on the pricing page.',
      },
      {
        question: 'Can my whole office use one account?',
        answer:
          'Team collaboration is part of the Business plan. For organisations and the developer API, see the enterprise page.',
      },
    ],
  },
  {
    slug: 'interior-designers',
    audience: 'Interior designers',
    title: 'Roomcraft for interior designers',
    description:
      'Several design directions from a client’s photo in minutes, furnishing on their own room, itemised cost estimates, and projects shared with clients.',
    lead: 'Go from a client’s photo to several directions in one meeting. Show options on their own room, refine the chosen one, price it, and keep everything in a shared project.',
    needs: [
      {
        title: 'Options, fast',
        text: 'Ideation mode gives up to six ideas per request with the design elements, palette and prompt of each, ready to discuss.',
      },
      {
        title: 'Refine with the client',
        text: 'Visualize edits a design in plain words or in one painted area; Compose places specific pieces.',
      },
      {
        title: 'Present and price',
        text: 'Projects gather a client’s rooms with notes and a shared board; cost analysis gives an itemised first estimate.',
      },
    ],
    steps: [
      { title: 'Start a project', text: 'One per client or home.' },
      { title: 'Generate directions', text: 'A few ideas per room, in the styles you shortlist.' },
      { title: 'Refine the chosen one', text: 'Edit, compose, compare before and after.' },
      { title: 'Share and estimate', text: 'Send the board, attach a cost estimate.' },
    ],
    features: [
      '/features/ideation-mode',
      '/features/share-collaborate',
      '/features/compose-mode',
      '/features/cost-analysis',
    ],
    toolPath: '/ideation',
    cta: 'Start with a client’s room',
    goodToKnow: [
      'Projects, sharing and cost estimation need the Professional plan; team collaboration needs Business.',
      'AI images are concepts: products and finishes in them are not specified items.',
    ],
    faq: [
      {
        question: 'Can clients comment on designs?',
        answer:
          'Yes: invite them to a project as viewers (read and comment) or editors (notes and order too).',
      },
      {
        question: 'Can I use the images in my presentations?',
        answer:
          'Yes: download them from the design page. Present them as concepts: the terms of use ask that a generated image is never passed off as a photo of a real property.',
      },
    ],
  },
  {
    slug: 'architects',
    audience: 'Architects',
    title: 'Roomcraft for architects',
    description:
      'Turn a floor plan into a 3D model clients can walk through, try interior directions on site photos, and get first cost figures with sources.',
    lead: 'Help clients read a plan and picture the interior: a 3D model from the plan image, interior directions on site photos, and first cost figures with their sources.',
    needs: [
      {
        title: 'Plans clients understand',
        text: 'Floor plan mode finds walls, doors, windows and rooms in a plan image and builds a 3D model to orbit and walk through.',
      },
      {
        title: 'Interior directions',
        text: 'Ideation mode and Visualize try materials, colours and furniture on photos of existing spaces.',
      },
      {
        title: 'Early cost conversations',
        text: 'Cost analysis prices a scope of work line by line with low, typical and high figures and every source named.',
      },
    ],
    steps: [
      { title: 'Upload the plan', text: 'A clean plan image, drawn from above.' },
      { title: 'Correct the scale', text: 'Give one room’s real width if the labels are unclear.' },
      { title: 'Walk the client through', text: 'In the browser, no software to install.' },
      { title: 'Share', text: 'Send the plan and designs in a project.' },
    ],
    features: ['/features/floor-plan-mode', '/features/cost-analysis', '/features/share-collaborate'],
    toolPath: '/floor-plans',
    cta: 'Upload a floor plan',
    goodToKnow: [
      'The 3D model is for visualisation, not a survey or construction document; it does not export to CAD or BIM formats.',
      'Cost figures are planning estimates from published data.',
    ],
    faq: [
      {
        question: 'Which plans work best?',
        answer:
          'Clean, high-contrast plans drawn from above with dimension labels. Photos of paper plans and hand sketches read less reliably.',
      },
    ],
  },
  {
    slug: 'furniture-retailers',
    audience: 'Furniture retailers',
    title: 'Roomcraft for furniture retailers',
    description:
      'Show furniture in a customer’s own room: place pieces on their photo, stage rooms in a style, and share the result.',
    lead: 'Show a piece in the customer’s own room, not just the showroom. Place items on their photo, stage a room in a style, and send them the result.',
    needs: [
      {
        title: 'In their room',
        text: 'Compose places catalogue pieces on the customer’s photo: drag, scale and turn each one.',
      },
      {
        title: 'Whole-room looks',
        text: 'Virtual staging furnishes an empty room in a chosen style for a complete picture.',
      },
      {
        title: 'Follow up',
        text: 'Share the result by link so the customer can show it at home.',
      },
    ],
    steps: [
      { title: 'Get the customer’s photo', text: 'Taken on their phone.' },
      { title: 'Place the pieces', text: 'Up to 12 items per composition.' },
      { title: 'Generate', text: '2 premium credits per composition.' },
      { title: 'Send it', text: 'A share link or a download.' },
    ],
    features: ['/features/compose-mode', '/features/virtual-staging', '/features/share-collaborate'],
    toolPath: '/compose',
    cta: 'Compose a room',
    goodToKnow: [
      'Compose uses the built-in furniture catalogue; your own product catalogue cannot be uploaded yet. Contact us if you need it.',
      'Compose is paid with premium (purchased) credits.',
    ],
    faq: [
      {
        question: 'Can we connect our shop to Roomcraft?',
        answer:
          'A developer API for organisations is on the enterprise page; get in touch through the contact form to talk about what you need.',
      },
    ],
  },
];

/** The document title of a use-case page (the heading names Roomcraft already; the title adds the topic). */
export function documentTitleOfUseCase(useCase: UseCaseContent): string {
  return `AI interior design for ${useCase.audience.toLowerCase()}`;
}

export function findUseCase(slug: string | undefined): UseCaseContent | undefined {
  return useCases.find((useCase) => useCase.slug === slug);
}

/** The six use-case pages for prerendering and the sitemap (ADR 021). */
export const useCaseSitePages: SitePage[] = useCases.map((useCase) => ({
  path: routePath('/use-cases/:slug', { slug: useCase.slug }),
  title: documentTitleOfUseCase(useCase),
  description: useCase.description,
}));
