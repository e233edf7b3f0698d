/**
 * Honest comparisons of Roomcraft with other ways to design a room (spec: Reviews and Alternatives).
 * They compare kinds of tools and services, never named products, so every statement about the other
 * side is general and hedged; every statement about Roomcraft is true of this product as built.
 */

/** How well one side covers a row of the feature table; `note` says it in words. */
export type Support = 'yes' | 'partly' | 'no';

export interface ComparisonRow {
  feature: string;
  roomcraft: { support: Support; note: string };
  other: { support: Support; note: string };
}

export interface Comparison {
  /** The `:competitorId` of /reviews/:competitorId and /alternatives/:competitorId. */
  id: string;
  /** The kind of tool or service, as in "Roomcraft vs {name}". */
  name: string;
  /** One line for cards and search results. */
  summary: string;
  /** What the other option is, in a short paragraph. */
  about: string;
  goodFor: readonly string[];
  roomcraftBetter: readonly string[];
  roomcraftNot: readonly string[];
  table: readonly ComparisonRow[];
  /** The honest bottom line. */
  verdict: string;
}

const photoRow = (other: ComparisonRow['other']): ComparisonRow => ({
  feature: 'Starts from a photo of your own room',
  roomcraft: { support: 'yes', note: 'JPG, PNG or WebP up to 7 MB; the result keeps your layout.' },
  other,
});

const costRow = (other: ComparisonRow['other']): ComparisonRow => ({
  feature: 'Cost to try',
  roomcraft: {
    support: 'yes',
    note: '5 welcome credits for a new account; most designs cost 1 credit, and credits never expire.',
  },
  other,
});

export const comparisons: readonly Comparison[] = [
  {
    id: 'hiring-an-interior-designer',
    name: 'hiring an interior designer',
    summary: 'A professional who knows your home, your taste and your suppliers, at a professional price.',
    about:
      'An interior designer visits or studies your home, listens to how you live, and produces a scheme: layout, colours, materials, furniture and often the project management to carry it out. Fees and ways of working vary widely between designers.',
    goodFor: [
      'Whole-home projects, renovations and anything involving layout changes or trades.',
      'Judgement about proportion, light and materials that comes from experience in real rooms.',
      'Sourcing real products, managing suppliers and solving problems on site.',
    ],
    roomcraftBetter: [
      'Speed: most designs are ready in 10 to 30 seconds, so you can try many directions in one evening.',
      'Cost of exploring: new accounts get 5 welcome credits, and most designs cost 1 credit.',
      'Seeing your own room: every idea is shown over your photo, with the before and after side by side.',
      'Deciding what you want before you pay for professional time.',
    ],
    roomcraftNot: [
      'Roomcraft does not visit your home, take measurements or manage a project.',
      'Generated images show a possibility; the furniture in them is an illustration, not a product list you can order.',
      'It cannot weigh up things a photo does not show, like how a room sounds, smells or is used.',
    ],
    table: [
      photoRow({ support: 'yes', note: 'Usually a visit, photos and measurements.' }),
      {
        feature: 'Several design ideas quickly',
        roomcraft: { support: 'yes', note: 'Ideation mode gives 1 to 6 ideas from one photo.' },
        other: { support: 'partly', note: 'Usually one or two concepts per round, over days or weeks.' },
      },
      {
        feature: 'Real products you can buy',
        roomcraft: { support: 'no', note: 'Generated furniture is an illustration.' },
        other: { support: 'yes', note: 'Designers usually specify real products.' },
      },
      {
        feature: 'Project management and trades',
        roomcraft: { support: 'no', note: 'Not offered.' },
        other: { support: 'partly', note: 'Many designers offer it; it depends on the designer.' },
      },
      {
        feature: 'Cost estimate',
        roomcraft: { support: 'yes', note: 'Itemised with price ranges; confirm with quotes.' },
        other: { support: 'partly', note: 'Often part of the service; depends on the designer.' },
      },
      {
        feature: 'A human opinion',
        roomcraft: { support: 'partly', note: 'An expert video consultation can be booked for $99.' },
        other: { support: 'yes', note: 'That is the service.' },
      },
      costRow({ support: 'partly', note: 'Professional fees; some offer a short first consultation.' }),
    ],
    verdict:
      'For a renovation or a whole home, a designer brings judgement and follow-through that no image tool replaces. Roomcraft is a good first step: explore directions on your own photos, then take the ones you like to a designer, or book our expert consultation.',
  },
  {
    id: '3d-home-design-software',
    name: '3D home design software',
    summary: 'Programs where you draw a home to scale and furnish it in 3D.',
    about:
      'Home design programs let you draw walls, doors and windows to exact dimensions, place furniture from a catalogue and look around the result in 3D. They range from simple browser tools to professional software used by architects.',
    goodFor: [
      'Exact layouts: checking to the centimetre whether furniture fits.',
      'Planning changes to walls, doors and windows.',
      'Drawings you can share with builders, when the software produces them.',
    ],
    roomcraftBetter: [
      'No drawing: start from a photo, and the result looks like your room, not a model of it.',
      'No learning curve: pick a mode and a style, and results arrive in seconds.',
      'Realistic images for mood and style, the part a 3D model often shows least well.',
      'Floor plans too: upload an image of a plan and get a 3D model you can orbit and walk through, with furnishing ideas per room.',
    ],
    roomcraftNot: [
      'Roomcraft has no tool to draw a plan from scratch or edit walls to exact measurements.',
      'Its images are not measured drawings; do not use them to order a fitted kitchen.',
      'The 3D model of a floor plan comes from the plan you upload and is as accurate as that plan.',
    ],
    table: [
      photoRow({ support: 'no', note: 'Usually you draw the room; some can trace a photo or a plan.' }),
      {
        feature: 'Exact dimensions',
        roomcraft: { support: 'no', note: 'Images are illustrations, not measured drawings.' },
        other: { support: 'yes', note: 'The main strength of this kind of software.' },
      },
      {
        feature: 'Photorealistic result of your own room',
        roomcraft: { support: 'yes', note: 'Every mode works on your photo.' },
        other: { support: 'partly', note: 'Depends on the software and on how much time you spend.' },
      },
      {
        feature: 'Floor plan to 3D',
        roomcraft: {
          support: 'yes',
          note: 'From an uploaded plan image, 1 credit; orbit and walk-through.',
        },
        other: { support: 'yes', note: 'By drawing the plan in the program.' },
      },
      {
        feature: 'Time to a first result',
        roomcraft: { support: 'yes', note: 'Most designs in 10 to 30 seconds.' },
        other: { support: 'partly', note: 'Minutes to hours, depending on the room and your skill.' },
      },
      costRow({ support: 'partly', note: 'From free tools to paid licences.' }),
    ],
    verdict:
      'If you need exact measurements or plan to move walls, use 3D design software, or a professional who does. If you want to see how your room could look, and try many styles quickly, Roomcraft gets you there faster; many people use both.',
  },
  {
    id: 'manual-mood-boards',
    name: 'mood boards',
    summary: 'Collecting photos, swatches and products on a board, on paper or online.',
    about:
      'A mood board gathers images of rooms you like, paint chips, fabric samples and products in one place, on a pinboard or in an online board. It is how many designers start a project.',
    goodFor: [
      'Discovering what you like, across many rooms and styles.',
      'Collecting real products, samples and materials you can touch.',
      'Sharing a direction with a partner, a designer or a builder.',
    ],
    roomcraftBetter: [
      'Your own room: a mood board shows other people’s rooms; Roomcraft shows the style in yours, with its walls, windows and floor.',
      'Fewer surprises: you see how a colour or a style looks in your light and your layout before you buy.',
      'Speed: several complete ideas from one photo in seconds, instead of hours of collecting.',
    ],
    roomcraftNot: [
      'It does not collect products or real samples: you cannot feel a fabric in Roomcraft.',
      'It is less suited to open-ended browsing across thousands of rooms.',
      'Generated images can get small details wrong; always check a real sample.',
    ],
    table: [
      photoRow({ support: 'no', note: 'Shows other rooms and products.' }),
      {
        feature: 'Real samples and products',
        roomcraft: { support: 'no', note: 'Not a product catalogue.' },
        other: { support: 'yes', note: 'Swatches, chips and product links.' },
      },
      {
        feature: 'See a style in your room',
        roomcraft: { support: 'yes', note: 'Ideation, Visualize and Compose modes.' },
        other: { support: 'no', note: 'You imagine it.' },
      },
      {
        feature: 'Share with others',
        roomcraft: { support: 'yes', note: 'Share a design or a whole project through a link.' },
        other: { support: 'yes', note: 'Boards are easy to share.' },
      },
      costRow({ support: 'yes', note: 'Usually free, apart from samples.' }),
    ],
    verdict:
      'Mood boards and Roomcraft work well together: collect what you like on a board, then see it in your own room with Roomcraft before you buy anything.',
  },
  {
    id: 'traditional-home-staging',
    name: 'traditional home staging',
    summary: 'Furnishing a property for sale with rented or owned furniture.',
    about:
      'A stager furnishes and styles an empty or lived-in property for sale, for the photos and the viewings, usually with furniture hired for the duration of the sale.',
    goodFor: [
      'Viewings in person: buyers walk through furnished rooms, not only photos.',
      'Real furniture that shows true scale in the room.',
      'A professional eye for styling a whole property.',
    ],
    roomcraftBetter: [
      'Speed and cost: Virtual staging furnishes a photo of an empty room in seconds for 1 credit, with nothing to deliver or collect.',
      'Choice: try several styles for the same room and keep the one that suits the likely buyers.',
      'Decluttering clears a busy room in a photo when there is no time to empty it.',
    ],
    roomcraftNot: [
      'Virtual staging only changes photos; buyers still see the empty room at a viewing.',
      'Staged and edited photos must be labelled as such; check the rules of your market and platform.',
      'It does not replace cleaning, repairs or real preparation of the property.',
    ],
    table: [
      {
        feature: 'Furnished listing photos',
        roomcraft: { support: 'yes', note: 'Virtual staging, 1 credit per image.' },
        other: { support: 'yes', note: 'Photographed in the staged rooms.' },
      },
      {
        feature: 'Furnished viewings',
        roomcraft: { support: 'no', note: 'Photos only.' },
        other: { support: 'yes', note: 'The furniture is really there.' },
      },
      {
        feature: 'Several styles for one room',
        roomcraft: { support: 'yes', note: 'Generate again in another style.' },
        other: { support: 'no', note: 'One set of furniture at a time.' },
      },
      {
        feature: 'Decluttering a lived-in home',
        roomcraft: { support: 'yes', note: 'In the photo only, 1 credit.' },
        other: { support: 'yes', note: 'In the real rooms, with work.' },
      },
      {
        feature: 'Time to a result',
        roomcraft: { support: 'yes', note: 'Most designs in 10 to 30 seconds.' },
        other: { support: 'partly', note: 'Days to arrange delivery and styling.' },
      },
    ],
    verdict:
      'For listing photos, virtual staging is a fast, low-cost option, as long as it is labelled. If buyers will walk through an empty home, real staging does something a photo cannot.',
  },
  {
    id: 'general-ai-image-generators',
    name: 'general AI image generators',
    summary: 'All-purpose AI tools that make or edit any kind of image from a prompt.',
    about:
      'General image generators and chat assistants with image tools can create or edit almost any picture from a text prompt, interior rooms included.',
    goodFor: [
      'Any subject, not only rooms, and very open-ended creative prompts.',
      'People who already pay for one and enjoy writing detailed prompts.',
    ],
    roomcraftBetter: [
      'Made for rooms: modes for ideas, prompt edits, adding furniture, decluttering, staging, floor plans and cost estimates.',
      'Styles instead of prompts: pick a style and get ideas without writing one.',
      'Before and after side by side on every result, and ideas kept in your gallery and projects.',
      'Credits of a failed request come back to your balance automatically.',
    ],
    roomcraftNot: [
      'It only does rooms: it is not a general-purpose image tool.',
      'For some requests Roomcraft itself uses AI providers’ models (the Base and Premium model options), so the images come from similar technology.',
      'Someone comfortable writing long prompts may get similar single images from a general tool.',
    ],
    table: [
      photoRow({
        support: 'partly',
        note: 'Many can edit a photo; whether the layout is kept varies with the tool and the prompt.',
      }),
      {
        feature: 'Room-specific modes',
        roomcraft: {
          support: 'yes',
          note: 'Ideation, Visualize, Compose, Decluttering, Virtual staging, Floor plans.',
        },
        other: { support: 'no', note: 'One general prompt box.' },
      },
      {
        feature: 'Cost estimate of a redesign',
        roomcraft: { support: 'yes', note: 'Itemised, with price ranges.' },
        other: { support: 'no', note: 'Not what they are for.' },
      },
      {
        feature: 'Any kind of image',
        roomcraft: { support: 'no', note: 'Rooms only.' },
        other: { support: 'yes', note: 'Their main strength.' },
      },
      costRow({ support: 'partly', note: 'Free tiers and subscriptions vary.' }),
    ],
    verdict:
      'If you want one tool for every kind of image, a general generator is more flexible. If you are redesigning a room, Roomcraft saves the prompt-writing and adds what a redesign needs around the image: several ideas, staging, floor plans, cost estimates and sharing.',
  },
];

export function findComparison(id: string | undefined): Comparison | undefined {
  return comparisons.find((comparison) => comparison.id === id);
}

/** "Hiring an interior designer" from "hiring an interior designer". */
export function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Page titles, distinct for search results: the review and the alternative of the same comparison. */
export const reviewTitle = (comparison: Comparison) => `${capitalised(comparison.name)}: an honest review`;
export const alternativeTitle = (comparison: Comparison) => `Roomcraft vs ${comparison.name}`;
