import { z } from 'zod';

/**
 * Plans, paywall status and payments (docs/spec §§3, 4, 6, 7, 8 and 9; api.md). Prices are integer
 * cents (USD). Subscription tiers and credit packages are rows an admin can change; the defaults below
 * seed them. Plan-type mapping and the test checkout: docs/decisions/013-payments.md.
 *
 * Live updates: a completed payment, a subscription change or a renewal publishes `credits`, `billing`
 * (query keys under ['billing', ...]), `plan` and `paywall-status` to the owner.
 *
 * The endpoints are declared once, in `billingRoutes` (./billing.routes.ts).
 */

/** Web pages of the payment flow. Checkout returns to success/cancelled with `?payment=<paymentId>`. */
export const billingPagePaths = {
  pricing: '/pricing',
  credits: '/credits',
  billing: '/billing',
  success: '/services/success',
  cancelled: '/services/cancelled',
  testCheckout: (paymentId: string) => `/billing/pay/${encodeURIComponent(paymentId)}`,
  invoice: (invoiceId: string) => `/billing/invoice/${encodeURIComponent(invoiceId)}`,
} as const;

export const billingTopics = {
  billing: 'billing',
  plan: 'plan',
  paywallStatus: 'paywall-status',
  /** Broadcast to every tab when an admin edits a tier (query key ['billing', 'tiers']). */
  tiers: 'billing:tiers',
  /** Broadcast to every tab when an admin edits a package (query key ['billing', 'packages']). */
  packages: 'billing:packages',
} as const;

export const billingErrorCodes = {
  loginRequired: 'billing.login_required',
  packageNotFound: 'billing.package_not_found',
  serviceNotFound: 'billing.service_not_found',
  tierNotFound: 'billing.tier_not_found',
  paymentNotFound: 'billing.payment_not_found',
  paymentNotPending: 'billing.payment_not_pending',
  subscriptionNotFound: 'billing.subscription_not_found',
  invoiceNotFound: 'billing.invoice_not_found',
  invalidSignature: 'billing.invalid_signature',
  providerFailed: 'billing.provider_failed',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Plans and features (docs/spec §§3 and 6)
// ---------------------------------------------------------------------------------------------------------
export const planTypes = ['credits', 'professional', 'business', 'business-max', 'enterprise'] as const;
export const planTypeSchema = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeSchema>;

export const downloadQualities = ['hd', '4k', '8k'] as const;
export const downloadQualitySchema = z.enum(downloadQualities);
export const processingPrioritySchema = z.enum(['standard', 'priority', 'highest']);
export const supportLevelSchema = z.enum(['email', 'priority', 'dedicated']);

/** Counts use -1 for unlimited. */
export const featuresSchema = z.object({
  downloadQuality: z.array(downloadQualitySchema),
  maxProjectCount: z.number().int(),
  canShareDesigns: z.boolean(),
  canViewAnalytics: z.boolean(),
  hasRoomieAI: z.boolean(),
  hasCostEstimation: z.boolean(),
  processingPriority: processingPrioritySchema,
  hasTeamCollaboration: z.boolean(),
  hasAPIAccess: z.boolean(),
  supportLevel: supportLevelSchema,
  canExportAnalytics: z.boolean(),
  commercialUse: z.boolean(),
  maxShareLinks: z.number().int(),
  canOrganizeGallery: z.boolean(),
  canAddNotes: z.boolean(),
  watermark: z.boolean(),
  teamMembers: z.number().int(),
});
export type Features = z.infer<typeof featuresSchema>;
export const UNLIMITED = -1;

/** docs/spec §3: with no plan, hd only, 0 projects, no sharing, watermark on, email support, commercial use. */
export const defaultFeatures: Features = {
  downloadQuality: ['hd'],
  maxProjectCount: 0,
  canShareDesigns: false,
  canViewAnalytics: false,
  hasRoomieAI: false,
  hasCostEstimation: false,
  processingPriority: 'standard',
  hasTeamCollaboration: false,
  hasAPIAccess: false,
  supportLevel: 'email',
  canExportAnalytics: false,
  commercialUse: true,
  maxShareLinks: 0,
  canOrganizeGallery: false,
  canAddNotes: false,
  watermark: true,
  teamMembers: 0,
};

/** Reviewers and super admins (docs/spec §6): every feature, all qualities, unlimited counts. */
export const allFeatures: Features = {
  downloadQuality: [...downloadQualities],
  maxProjectCount: UNLIMITED,
  canShareDesigns: true,
  canViewAnalytics: true,
  hasRoomieAI: true,
  hasCostEstimation: true,
  processingPriority: 'highest',
  hasTeamCollaboration: true,
  hasAPIAccess: true,
  supportLevel: 'dedicated',
  canExportAnalytics: true,
  commercialUse: true,
  maxShareLinks: UNLIMITED,
  canOrganizeGallery: true,
  canAddNotes: true,
  watermark: false,
  teamMembers: UNLIMITED,
};

const professionalFeatures: Features = {
  ...defaultFeatures,
  downloadQuality: ['hd', '4k'],
  maxProjectCount: 25,
  canShareDesigns: true,
  canViewAnalytics: true,
  hasRoomieAI: true,
  hasCostEstimation: true,
  processingPriority: 'priority',
  supportLevel: 'priority',
  maxShareLinks: 50,
  canOrganizeGallery: true,
  canAddNotes: true,
  watermark: false,
  teamMembers: 1,
};
const businessFeatures: Features = {
  ...professionalFeatures,
  downloadQuality: [...downloadQualities],
  maxProjectCount: 100,
  hasTeamCollaboration: true,
  canExportAnalytics: true,
  maxShareLinks: 250,
  teamMembers: 5,
};

/**
 * Features per plan type. `credits` (pay-as-you-go and the Starter/Hobby subscriptions) keeps the
 * default matrix: the gates of docs/spec §6 start at Professional.
 */
export const planFeatures: Record<PlanType, Features> = {
  credits: defaultFeatures,
  professional: professionalFeatures,
  business: businessFeatures,
  'business-max': {
    ...businessFeatures,
    maxProjectCount: UNLIMITED,
    processingPriority: 'highest',
    maxShareLinks: UNLIMITED,
    teamMembers: 20,
  },
  enterprise: allFeatures,
};

/** docs/spec §6: professional or higher is pro; business, business-max or enterprise is business. */
export function planTierFlags(planType: PlanType, isPrivileged = false) {
  if (isPrivileged) return { isPro: true, isBusiness: true, isEnterprise: true };
  return {
    isPro: planType !== 'credits',
    isBusiness: planType === 'business' || planType === 'business-max' || planType === 'enterprise',
    isEnterprise: planType === 'enterprise',
  };
}

/** Features denied while the debug paywall flag says "show paywall" (docs/spec §6). */
export const paywallDeniedFeatures = [
  'hasRoomieAI',
  'canShareDesigns',
  'hasCostEstimation',
  'canViewAnalytics',
  'hasTeamCollaboration',
  'hasAPIAccess',
  'canExportAnalytics',
  'canOrganizeGallery',
  'canAddNotes',
] as const satisfies readonly (keyof Features)[];

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** docs/spec §4: active or trialing, or canceled with the next billing date still in the future. */
export function isSubscriptionActive(
  sub: { status: SubscriptionStatus; nextBillingDate: string | null },
  now: Date = new Date(),
): boolean {
  if (sub.status === 'active' || sub.status === 'trialing') return true;
  if (sub.status === 'canceled' && sub.nextBillingDate) return new Date(sub.nextBillingDate) > now;
  return false;
}

export const planResponseSchema = z.object({
  planType: planTypeSchema,
  features: featuresSchema,
  subscriptionDetails: z
    .object({ status: subscriptionStatusSchema, nextBillingDate: z.string().nullable() })
    .nullable(),
  /** Tier flags of docs/spec §6 (reviewers and super admins count as all three). */
  isPro: z.boolean(),
  isBusiness: z.boolean(),
  isEnterprise: z.boolean(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Paywall (docs/spec §§3 and 4)
// ---------------------------------------------------------------------------------------------------------
/**
 * free_trial: signed up, never paid; legacy_free: an account upgraded from the legacy system that never
 * paid; paid: a completed purchase or an active subscription; staff: reviewers and super admins.
 */
export const accountTypes = ['free_trial', 'legacy_free', 'paid', 'staff'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const paywallStatusSchema = z.object({
  accountType: accountTypeSchema,
  /** True only while the paywall is enabled, for an unpaid non-staff account with no credits left. */
  needsPayment: z.boolean(),
  hasPaidAccount: z.boolean(),
  /** The 'enable-paywall' feature flag (server config PAYWALL_ENABLED); false bypasses the guard. */
  paywallEnabled: z.boolean(),
});
export type PaywallStatus = z.infer<typeof paywallStatusSchema>;

export const paywallDebugSchema = z.object({ shouldSeePaywall: z.boolean() });

export const paywallConfig = {
  featureFlag: 'enable-paywall',
  guardDelayMs: 500,
  /** Prefixes the guard never redirects from (docs/spec §4). `/design` matches `/design/{id}`, etc. */
  exemptPaths: [
    '/gallery',
    '/design/',
    '/cost-estimations/',
    '/ideations/',
    '/projects/',
    '/shared-rooms',
    '/account',
    '/billing',
    '/credits',
    '/settings',
    '/dashboard',
  ],
} as const;

export const paywallMessages = {
  legacyFree: (product: string) =>
    `Free access period has ended. Please select a plan to continue using ${product}`,
  selectPlan: (product: string) => `Please select a plan to continue using ${product}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Tiers and packages (docs/spec §§3 and 9)
// ---------------------------------------------------------------------------------------------------------
export const billingPeriodSchema = z.enum(['monthly', 'annual']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const subscriptionTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: billingPeriodSchema,
  /** Cents charged per period. */
  price: z.number().int().min(0),
  /** Premium credits granted per period (annual: 12x the monthly credits, all at once). */
  credits: z.number().int().min(0),
  planType: planTypeSchema,
  perks: z.array(z.string()),
  isMostPopular: z.boolean(),
  /** 'Save 2 months' on annual tiers, else null. */
  badge: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().min(0),
  credits: z.number().int().min(1),
  description: z.string(),
  isMostPopular: z.boolean(),
  /** A lucide icon name. */
  icon: z.string(),
  /** Gradient colours of the card (CSS colours). */
  colors: z.object({ from: z.string(), to: z.string() }),
  sortOrder: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const subscriptionTiersResponseSchema = z.object({ tiers: z.array(subscriptionTierSchema) });
export const creditPackagesResponseSchema = z.object({ packages: z.array(creditPackageSchema) });

// ---------------------------------------------------------------------------------------------------------
// Admin: editing tiers and packages (super admins). Edits apply to new checkouts at once; payments and
// subscriptions already created keep their own price. Changing the price of a row linked to a Stripe Price
// unlinks it (checkout then sends the new price inline) unless the same edit names another Stripe Price.
// ---------------------------------------------------------------------------------------------------------
const adminRowFields = {
  /** False: hidden from the public lists and refused at checkout. */
  isActive: z.boolean(),
  stripePriceId: z.string().nullable(),
  updatedAt: z.string(),
};
export const adminSubscriptionTierSchema = subscriptionTierSchema.extend(adminRowFields);
export type AdminSubscriptionTier = z.infer<typeof adminSubscriptionTierSchema>;
export const adminCreditPackageSchema = creditPackageSchema.extend(adminRowFields);
export type AdminCreditPackage = z.infer<typeof adminCreditPackageSchema>;
export const adminSubscriptionTiersResponseSchema = z.object({ tiers: z.array(adminSubscriptionTierSchema) });
export const adminCreditPackagesResponseSchema = z.object({ packages: z.array(adminCreditPackageSchema) });

export const catalogueLimits = {
  nameMaxLength: 80,
  /** $100,000 in cents. */
  maxPrice: 10_000_000,
  maxCredits: 1_000_000,
  maxPerks: 12,
  perkMaxLength: 200,
  descriptionMaxLength: 300,
  badgeMaxLength: 40,
} as const;

const catalogueNameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(catalogueLimits.nameMaxLength, `Keep the name under ${catalogueLimits.nameMaxLength} characters.`);
const cataloguePriceSchema = z
  .number({ error: 'Enter the price in cents as a whole number, e.g. 999 for $9.99.' })
  .int('Enter the price in cents as a whole number, e.g. 999 for $9.99.')
  .positive('The price must be more than 0 cents.')
  .max(catalogueLimits.maxPrice, 'The price must be at most $100,000 (10000000 cents).');
const catalogueCreditsSchema = z
  .number({ error: 'Enter the credits as a whole number.' })
  .int('Enter the credits as a whole number.')
  .positive('The credits must be more than 0.')
  .max(catalogueLimits.maxCredits, `The credits must be at most ${catalogueLimits.maxCredits}.`);
const catalogueSortOrderSchema = z
  .number({ error: 'Enter the sort order as a whole number.' })
  .int('Enter the sort order as a whole number.')
  .min(0, 'The sort order cannot be negative.')
  .max(1000, 'The sort order must be at most 1000.');
const stripePriceIdSchema = z
  .string({ error: 'Enter a Stripe Price id (price_...) or null.' })
  .regex(/^price_[A-Za-z0-9]{1,100}$/, 'Enter a Stripe Price id (price_...) or null.')
  .nullable();
const catalogueFlagSchema = (what: string) => z.boolean({ error: `${what} must be true or false.` });
const hasAChange = (update: object) => Object.keys(update).length > 0;
const noChangeMessage = 'Send at least one field to change.';

/** PATCH body of a tier: only the fields sent change; unknown fields are refused. */
export const adminTierUpdateSchema = z
  .strictObject({
    name: catalogueNameSchema,
    price: cataloguePriceSchema,
    credits: catalogueCreditsSchema,
    perks: z
      .array(
        z
          .string({ error: 'Each perk must be text.' })
          .trim()
          .min(1, 'A perk cannot be empty.')
          .max(
            catalogueLimits.perkMaxLength,
            `Keep each perk under ${catalogueLimits.perkMaxLength} characters.`,
          ),
        { error: 'Perks must be a list of texts.' },
      )
      .max(catalogueLimits.maxPerks, `Keep at most ${catalogueLimits.maxPerks} perks.`),
    isMostPopular: catalogueFlagSchema('Most popular'),
    /** Shown on the card ('Save 2 months'); null removes it. */
    badge: z
      .string({ error: 'Enter a badge text or null.' })
      .trim()
      .min(1, 'Enter a badge text or null.')
      .max(
        catalogueLimits.badgeMaxLength,
        `Keep the badge under ${catalogueLimits.badgeMaxLength} characters.`,
      )
      .nullable(),
    sortOrder: catalogueSortOrderSchema,
    isActive: catalogueFlagSchema('Active'),
    stripePriceId: stripePriceIdSchema,
  })
  .partial()
  .refine(hasAChange, noChangeMessage);
export type AdminTierUpdate = z.infer<typeof adminTierUpdateSchema>;

/** PATCH body of a package: only the fields sent change; unknown fields are refused. */
export const adminPackageUpdateSchema = z
  .strictObject({
    name: catalogueNameSchema,
    price: cataloguePriceSchema,
    credits: catalogueCreditsSchema,
    description: z
      .string({ error: 'Enter a description.' })
      .trim()
      .max(
        catalogueLimits.descriptionMaxLength,
        `Keep the description under ${catalogueLimits.descriptionMaxLength} characters.`,
      ),
    isMostPopular: catalogueFlagSchema('Most popular'),
    sortOrder: catalogueSortOrderSchema,
    isActive: catalogueFlagSchema('Active'),
    stripePriceId: stripePriceIdSchema,
  })
  .partial()
  .refine(hasAChange, noChangeMessage);
export type AdminPackageUpdate = z.infer<typeof adminPackageUpdateSchema>;

export const billingMarketing = {
  saveTwoMonths: 'Save 2 months',
  saveUpTo: 'Save Up to 67%',
  diyFrom: 'DIY from $4.99',
  expertPackagesFrom: 9900,
  creditsNeverExpire: 'Credits never expire',
  /** The pricing pages show the first 3 tiers per period and 3 packages. */
  tiersShownPerPeriod: 3,
  packagesShown: 3,
} as const;

const monthlyTierDefaults = [
  {
    key: 'starter',
    name: 'Starter',
    price: 900,
    credits: 10,
    planType: 'credits',
    isMostPopular: false,
    perks: ['10 premium credits every month', 'HD downloads', 'Credits never expire', 'Email support'],
  },
  {
    key: 'hobby',
    name: 'Hobby',
    price: 3900,
    credits: 50,
    planType: 'credits',
    isMostPopular: true,
    perks: ['50 premium credits every month', 'HD downloads', 'Credits never expire', 'Email support'],
  },
  {
    key: 'professional',
    name: 'Professional',
    price: 14900,
    credits: 200,
    planType: 'professional',
    isMostPopular: false,
    perks: [
      '200 premium credits every month',
      '4K downloads, no watermark',
      'Projects, sharing and analytics',
      'Roomie AI and cost estimation',
      'Priority processing and support',
    ],
  },
  {
    key: 'business-max',
    name: 'Business Max',
    price: 69900,
    credits: 1000,
    planType: 'business-max',
    isMostPopular: false,
    perks: [
      '1000 premium credits every month',
      'All download qualities, no watermark',
      'Unlimited projects and share links',
      'Team collaboration and analytics export',
      'Highest processing priority',
    ],
  },
] as const satisfies readonly {
  key: string;
  name: string;
  price: number;
  credits: number;
  planType: PlanType;
  isMostPopular: boolean;
  perks: readonly string[];
}[];

/**
 * Default tiers: monthly, and annual at 10 months' price ('Save 2 months') with 12x the monthly credits.
 * Mapping (ADR 013): Starter and Hobby -> credits, Professional -> professional, Business Max -> business-max.
 */
export const defaultSubscriptionTiers: SubscriptionTier[] = (['monthly', 'annual'] as const).flatMap(
  (period, periodIndex) =>
    monthlyTierDefaults.map((tier, index) => ({
      id: `${tier.key}-${period}`,
      name: tier.name,
      period,
      price: period === 'monthly' ? tier.price : tier.price * 10,
      credits: period === 'monthly' ? tier.credits : tier.credits * 12,
      planType: tier.planType,
      perks:
        period === 'monthly'
          ? [...tier.perks]
          : [`${tier.credits * 12} premium credits up front each year`, ...tier.perks.slice(1)],
      isMostPopular: tier.isMostPopular,
      badge: period === 'annual' ? billingMarketing.saveTwoMonths : null,
      sortOrder: periodIndex * 10 + index,
    })),
);

export const defaultCreditPackages: CreditPackage[] = [
  {
    id: 'pack-5',
    name: 'DIY Pack',
    price: 499,
    credits: 5,
    description: 'Try a few designs on your own room.',
    isMostPopular: false,
    icon: 'sparkles',
    colors: { from: '#60a5fa', to: '#2563eb' },
    sortOrder: 0,
  },
  {
    id: 'pack-25',
    name: 'Popular Pack',
    price: 1999,
    credits: 25,
    description: 'Enough to redesign a whole home.',
    isMostPopular: true,
    icon: 'zap',
    colors: { from: '#a78bfa', to: '#7c3aed' },
    sortOrder: 1,
  },
  {
    id: 'pack-75',
    name: 'Pro Pack',
    price: 4999,
    credits: 75,
    description: 'For renovations and many rooms.',
    isMostPopular: false,
    icon: 'crown',
    colors: { from: '#f59e0b', to: '#d97706' },
    sortOrder: 2,
  },
];

/** Per-design price in cents: price / credits (docs/spec §9); unrounded, format it for display. */
export function perDesignPrice(price: number, credits: number): number {
  return credits > 0 ? price / credits : 0;
}

/** `1234567` -> `1,234,567` (digits only). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `499` -> `$4.99`; whole dollars drop the cents (`900` -> `$9`, `120000` -> `$1,200`). Written out rather
 * than with `Intl.NumberFormat`: the browser's first number formatter loads its locale data, which cost
 * the pricing page's first render 20-35 ms of blocked main thread on a phone-class CPU (ADR 054).
 */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  // Whole cents, rounding half away from zero as the number formatter did (a per-design price is unrounded).
  const rounded = Math.round(Math.abs(cents));
  const dollars = groupThousands(String(Math.floor(rounded / 100)));
  const remainder = rounded % 100;
  return remainder === 0 && Number.isInteger(cents / 100)
    ? `${sign}$${dollars}`
    : `${sign}$${dollars}.${String(remainder).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Checkout, payments, subscriptions, invoices (docs/spec §7)
// ---------------------------------------------------------------------------------------------------------
export const checkoutRequestSchema = z.object({ packageId: z.string().min(1).max(100) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const subscribeRequestSchema = z.object({
  tierId: z.string().min(1).max(100),
  /** Defaults to the tier's own period; a mismatch is a 404 billing.tier_not_found. */
  period: billingPeriodSchema.optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const checkoutResponseSchema = z.object({
  success: z.boolean(),
  /** Where to send the browser: Stripe Checkout, or /billing/pay/{paymentId} for the test checkout. */
  checkoutUrl: z.string().optional(),
  paymentId: z.string().optional(),
  error: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentKindSchema = z.enum(['package', 'subscription', 'service']);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

// ---------------------------------------------------------------------------------------------------------
// Design services (docs/spec §§1, 9: a paid expert consultation, expert packages $99), bought through the
// same checkout as credit packs; a service grants no credits (docs/decisions/036-service-checkout.md).
// ---------------------------------------------------------------------------------------------------------
export const designServices = [
  {
    id: 'expert-consultation',
    name: 'Expert consultation',
    description: 'A video consultation with one of our interior designers about your rooms.',
    price: billingMarketing.expertPackagesFrom,
  },
] as const;
export type DesignServiceId = (typeof designServices)[number]['id'];

export const serviceCheckoutRequestSchema = z.object({ serviceId: z.string().min(1).max(100) });
export type ServiceCheckoutRequest = z.infer<typeof serviceCheckoutRequestSchema>;
export const paymentStatusSchema = z.enum(['pending', 'completed', 'cancelled', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  kind: paymentKindSchema,
  itemId: z.string(),
  itemName: z.string(),
  period: billingPeriodSchema.nullable(),
  amount: z.number().int(),
  credits: z.number().int(),
  status: paymentStatusSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** True when paid through the built-in test checkout (no Stripe account configured). */
  isTestCheckout: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A design-service order as an admin sees it: the payment and who bought it. */
export const adminServiceOrderSchema = paymentSchema.extend({
  userId: z.string(),
  buyerEmail: z.string(),
  buyerName: z.string(),
});
export type AdminServiceOrder = z.infer<typeof adminServiceOrderSchema>;
export const adminServiceOrdersResponseSchema = z.object({ orders: z.array(adminServiceOrderSchema) });

export const paymentActionResponseSchema = z.object({
  success: z.boolean(),
  /** The page the test checkout goes to next (/services/success or /services/cancelled). */
  redirectUrl: z.string(),
  payment: paymentSchema,
});

export const purchasesResponseSchema = z.object({ purchases: z.array(paymentSchema) });

export const userSubscriptionSchema = z.object({
  id: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  planType: planTypeSchema,
  period: billingPeriodSchema,
  status: subscriptionStatusSchema,
  price: z.number().int(),
  credits: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;
export const subscriptionResponseSchema = z.object({ subscription: userSubscriptionSchema.nullable() });

export const cancelSubscriptionRequestSchema = z.object({
  subscriptionId: z.string().min(1),
  cancelImmediately: z.boolean().default(false),
});
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;
export const cancelSubscriptionResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/** True once the first-purchase bonus of the free trial has been used (docs/spec §9). */
export const freeTrialUsedResponseSchema = z.object({ hasUsedFreeTrial: z.boolean() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  paidAt: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  customer: z.object({ name: z.string(), email: z.string() }),
  isTestPayment: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// ---------------------------------------------------------------------------------------------------------
// Messages (docs/spec §8)
// ---------------------------------------------------------------------------------------------------------
export const billingMessages = {
  purchaseLoginRequired: {
    title: 'Authentication Required',
    description: 'Please log in to purchase credits.',
  },
  subscribeLoginRequired: { title: 'Authentication Required', description: 'Please log in to subscribe.' },
  purchaseError: {
    title: 'Purchase Error',
    description: 'Failed to initiate purchase. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  subscriptionError: {
    title: 'Subscription Error',
    description: 'Failed to initiate subscription. Please try again.',
  },
  /** Alternate toasts (then go to /login for the login ones). */
  loginRequired: {
    title: 'Login Required',
    subscribe: 'Please login to subscribe.',
    purchase: 'Please login to purchase credits.',
  },
  subscriptionFailed: {
    title: 'Subscription Failed',
    description: 'Unable to process your subscription. Please try again.',
  },
  purchaseFailed: {
    title: 'Purchase Failed',
    description: 'Unable to process your purchase. Please try again.',
  },
  cancellation: {
    updatedTitle: 'Subscription Updated',
    failedTitle: 'Cancellation Failed',
    errorTitle: 'Cancellation Error',
  },
  /** Server messages of POST /api/billing/subscription/cancel. */
  cancelAtPeriodEnd: 'Your subscription will be canceled at the end of the current billing period.',
  canceledImmediately: 'Your subscription has been canceled.',
  alreadyCanceled: 'This subscription is already canceled.',
  testPaymentNotice: 'Test payment: no real card is charged.',
} as const;
