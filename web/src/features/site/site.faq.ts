/** FAQ categories (docs/spec §3, "FAQ item"), in display order. */
export const faqCategories = [
  'General Info',
  'Technical',
  'Security & Privacy',
  'Billing & Credits',
  'Features',
  'Real Estate',
  'Design Process',
  'Alternatives & Comparisons',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqItem {
  question: string;
  categories: readonly FaqCategory[];
  answer: string;
}

/** The questions, the first 7 of which the contact page shows. Answers describe this product as it is. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What is Roomcraft?',
    categories: ['General Info'],
    answer:
      'Roomcraft redesigns a room from one photo. Upload a picture, pick a mode and a style, and get redesign ideas with the before and after side by side. It also stages empty rooms, clears clutter, turns floor plans into 3D views and estimates what a redesign costs.',
  },
  {
    question: 'How long does a design take?',
    categories: ['General Info', 'Technical'],
    answer:
      'Most designs are ready in 10 to 30 seconds. A detailed cost analysis can take up to 45 seconds. Ideas arrive one by one, so you can look at the first while the others are still being made.',
  },
  {
    question: 'Do credits expire?',
    categories: ['Billing & Credits'],
    answer:
      'No. Credits never expire, whether they came with your welcome bonus, a credit pack or a subscription.',
  },
  {
    question: 'How many credits does a design cost?',
    categories: ['Billing & Credits', 'Features'],
    answer:
      'Each AI transformation costs 1 credit: one per idea in ideation mode (1 to 6 ideas), 1 for a prompt edit, decluttering, virtual staging or a floor plan, and 2 for compose. Cost estimates show their price before you start. New accounts get 5 welcome credits.',
  },
  {
    question: 'What photos work best?',
    categories: ['Design Process', 'Technical'],
    answer:
      'A bright, level photo taken from a corner or doorway, showing most of the room. JPG, PNG and WebP up to 7 MB are accepted; at least 1024 pixels wide gives the best results.',
  },
  {
    question: 'Who can see my photos and designs?',
    categories: ['Security & Privacy'],
    answer:
      'Only you, unless you share a design or a project. Our own image engine runs on our servers; when you choose a model option that uses an AI provider, that request’s photo and prompt are sent to the provider to make the image. See the Privacy Policy for details.',
  },
  {
    question: 'Can I get a refund?',
    categories: ['Billing & Credits'],
    answer:
      'Payments are non-refundable except where the law requires a refund. If a generation fails, the credits it reserved are returned to your balance automatically.',
  },
  {
    question: 'Which modes are there?',
    categories: ['Features'],
    answer:
      'Ideation (several ideas from one photo, the default), Visualize (edit with a text prompt), Compose (add furniture and items), Floor plan (blueprint to 3D), Decluttering, Virtual staging and Cost analysis.',
  },
  {
    question: 'Can I use Roomcraft for property listings?',
    categories: ['Real Estate', 'Features'],
    answer:
      'Yes. Virtual staging furnishes empty rooms and decluttering clears busy ones. Label staged photos as such in your listings: generated images show a possibility, not the property as it is.',
  },
  {
    question: 'How accurate are the cost estimates?',
    categories: ['Features', 'Design Process'],
    answer:
      'Estimates list each item with a price range and usually land within 15 to 20% of actual cost. Prices vary by region and supplier, so use them to plan a budget and confirm with quotes.',
  },
  {
    question: 'Can I share designs with clients or family?',
    categories: ['Features', 'Real Estate'],
    answer:
      'Yes. Share a single design through a link, or group rooms and designs into a project and share the whole project.',
  },
  {
    question: 'Is there an API for businesses?',
    categories: ['Technical', 'General Info'],
    answer:
      'A developer API for organizations is not open for self-service yet. Tell us what you need through the contact form and we will tell you what we can set up.',
  },
  {
    question: 'Can I talk to a human designer?',
    categories: ['Design Process', 'General Info'],
    answer:
      'Yes. An expert video consultation costs $99: book and pay on the Services page, through the same checkout as credit packs, and a designer emails you to arrange the call.',
  },
  {
    question: 'How is my payment information handled?',
    categories: ['Security & Privacy', 'Billing & Credits'],
    answer:
      'Card payments are processed by our payment provider. We never see or store your full card number; we keep the amount, date and a reference for your invoices.',
  },
  {
    question: 'How does Roomcraft compare with other AI interior-design tools?',
    categories: ['Alternatives & Comparisons'],
    answer:
      'Most tools restyle a photo. Roomcraft also gives several ideas at once, cost estimates, floor plans, staging and decluttering in one account, with credits that never expire. Our Reviews and Alternatives pages compare the main tools honestly, including where they do better.',
  },
  {
    question: 'Do I need to install anything?',
    categories: ['Technical'],
    answer: 'No. Roomcraft runs in your browser on a phone, tablet or computer.',
  },
];

/** Items matching a search text (question or answer) and a category (or all). */
export function filterFaq(items: readonly FaqItem[], search: string, category: FaqCategory | 'all') {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.categories.includes(category)) &&
      (needle === '' ||
        item.question.toLowerCase().includes(needle) ||
        item.answer.toLowerCase().includes(needle)),
  );
}
