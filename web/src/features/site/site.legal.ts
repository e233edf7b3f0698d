import type { LegalSection } from './components/legal-document';

/**
 * The legal pages' text (issue 14), written for this product: what runs on our servers (the built-in image
 * engine), what goes to an AI provider when one is configured (OpenAI, Google Gemini), payments through a
 * card processor (Stripe), and the spec's legal facts (docs/spec §1): updated May 1, 2025, minimum age 13,
 * content may be used to train models, payments non-refundable except as the law requires, 14 days' notice
 * of price changes.
 */
export const termsIntro =
  'These terms apply when you use Roomcraft, the AI interior-design app at this address: the website, the studio, the developer API and the design services. By creating an account or using the app you agree to them.';

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'Who may use Roomcraft',
    paragraphs: [
      'You must be at least 13 years old to use Roomcraft. If you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
      'You are responsible for your account and for keeping your password and sign-in codes to yourself. Tell us at once if you think someone else has used your account.',
    ],
  },
  {
    heading: 'What the service does',
    paragraphs: [
      'Roomcraft turns a photo of a room, an exterior, a garden or a floor plan into redesign ideas, edited images, staged or decluttered versions and cost estimates. Images are produced either by our own image engine, which runs on our servers, or by an AI provider (OpenAI or Google Gemini) when you choose a model option that uses one.',
      'Generated images are suggestions. They may not show what can be built in your space, and cost estimates are approximate: check measurements, structure, permits and prices with a professional before you buy or build anything.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep the rights you have in the photos you upload and the prompts you write. You give us a worldwide, non-exclusive licence to store, process and display that content to run the service for you, including sending it to the AI provider that handles your request.',
      'Content you upload and the images made from it may be used to improve and train our models. You can ask us to delete your content at any time (see the Privacy Policy).',
      'Only upload photos you have the right to use. Do not upload images of people without their consent, or anything unlawful, hateful or sexual.',
    ],
  },
  {
    heading: 'Credits, plans and payments',
    items: [
      'Generating images uses credits: one per idea in ideation mode, one per edit, two per compose, and the amounts shown before each cost estimate. Credits never expire.',
      'New accounts get 5 welcome credits. Free daily credits, where offered, are topped up to at most 5.',
      'Payments are processed by our card payment provider; we do not see or store your full card number.',
      'Payments are non-refundable, except where the law requires a refund.',
      'Subscriptions renew each period until you cancel; cancelling stops the next renewal and keeps the credits you have.',
      'We will tell you at least 14 days before a price change applies to you.',
    ],
  },
  {
    heading: 'Design services',
    paragraphs: [
      'An expert consultation is booked and paid on the Services page, through the same checkout as credit packs; it does not use or add credits. After payment a designer contacts you by email to agree a time. Like other payments, it is non-refundable except where the law requires a refund.',
    ],
  },
  {
    heading: 'Acceptable use',
    items: [
      'Do not try to get around credit checks, rate limits or access controls, or to reach other users’ rooms and designs.',
      'Do not use the developer API beyond the limits of your organization’s keys, or resell it without an agreement with us.',
      'Do not use the service to infringe anyone’s rights or to mislead people, for example by passing off a generated image as a photo of a real property.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep Roomcraft available but cannot promise it will always be. AI providers can be slow or unavailable; when a generation fails, the credits it reserved are returned.',
      'We may change these terms. If a change matters to you we will tell you in the app or by email before it applies.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'The service is provided as it is. To the extent the law allows, we are not liable for indirect losses, or for decisions you make based on generated images or estimates. Nothing in these terms limits rights you have as a consumer that cannot be limited.',
    ],
  },
  {
    heading: 'Ending your account',
    paragraphs: [
      'You can stop using Roomcraft and ask us to delete your account at any time. We may suspend accounts that break these terms. Unused credits are not refunded when an account is closed, except where the law requires it.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions about these terms: use the contact form at /contact or write to support@roomcraft.app.',
    ],
  },
];

export const privacyIntro =
  'This policy explains what Roomcraft collects when you use the app, why, who else sees it, and what you can ask us to do with it.';

export const privacySections: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    items: [
      'Account details: your email address, name, password (stored only as a one-way hash) and profile choices such as your default mode and style.',
      'Your content: photos you upload, prompts, generated images, favourites, projects and cost estimates.',
      'Usage: credit purchases and spending, sign-ins, the features you use, and technical data such as your IP address and browser, kept in logs for security.',
      'Messages you send us through the contact form, with the address and browser they came from (to stop spam).',
      'Payments: our card payment provider handles your card details; we receive the result, the amount and a reference.',
    ],
  },
  {
    heading: 'How we use it',
    items: [
      'To run the service: store your rooms and designs, generate images, keep your credit balance and show your history.',
      'To keep it safe: rate limits, spam protection and finding misuse.',
      'To improve it: the content you upload and the images made from it may be used to train and improve our models.',
      'To talk to you: sign-in codes, receipts, and answers to your messages. We do not send marketing email without your consent.',
    ],
  },
  {
    heading: 'Who processes your images',
    paragraphs: [
      'Our own image engine runs on our servers: images it works on are not sent anywhere else. When you pick a model option that uses an AI provider, the photo and prompt of that request are sent to that provider (OpenAI or Google) to produce the result, under their terms for business customers.',
      'We never sell your personal data.',
    ],
  },
  {
    heading: 'Other processors',
    items: [
      'Card payment provider (Stripe) for checkout and subscriptions.',
      'An email delivery service for sign-in codes and receipts.',
      'Hosting and storage providers that keep the database and files on our behalf.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your account and content while your account exists. When you ask us to delete your account, we delete your content and personal data, except records we must keep by law (such as invoices).',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and change your profile in your account settings, download your designs, and ask us for a copy of your data, for corrections, or for deletion. Depending on where you live you may also object to some uses or complain to a data protection authority.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Roomcraft is not for children under 13 and we do not knowingly collect their data. If you believe a child under 13 has an account, contact us and we will delete it.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: ['We use only the cookies the app needs to work; see the Cookies Policy.'],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We will post changes to this policy here and tell you about important ones. Questions or requests: use the contact form at /contact or write to support@roomcraft.app.',
    ],
  },
];

export const cookiesIntro =
  'Roomcraft uses a few cookies that the app needs to work. We do not use advertising or cross-site tracking cookies.';

export const cookiesSections: readonly LegalSection[] = [
  {
    heading: 'Cookies we set',
    items: [
      'Session cookie (roomcraft.session_token): keeps you signed in. HTTP-only, so scripts cannot read it; it ends when you sign out or after 30 days without use.',
      'Signed-in hint (rc_signed_in): tells the app that this browser has a session, so pages for visitors load without asking the server who you are. It holds no personal data.',
    ],
  },
  {
    heading: 'Storage in your browser',
    paragraphs: [
      'The app also keeps short-lived notes in your browser’s session storage, such as a message to show after a page reload or a design you chose to remix before signing in. They never leave your browser.',
    ],
  },
  {
    heading: 'Third parties',
    paragraphs: [
      'When you pay through our card payment provider’s checkout, that provider may set its own cookies on its pages to prevent fraud. We do not load analytics or advertising scripts.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'Because every cookie we use is essential, there is nothing to switch off: blocking them in your browser will sign you out and stop the app from working. The buttons above record no choice.',
    ],
  },
];
