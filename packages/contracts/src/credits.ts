import { z } from 'zod';
import { defineApiRoute } from './api-routes';

/**
 * Credits (docs/spec §§3, 5 and 9): balances, costs per feature and per mode, and the messages of the
 * credit checks. Balances are derived from an append-only ledger on the server; `credits` is the
 * live-update topic that any change of a user's balance publishes.
 */
export const creditTopic = 'credits';

export const creditBalanceSchema = z.object({
  freeCredits: z.number().int().min(0),
  premiumCredits: z.number().int().min(0),
  totalCredits: z.number().int().min(0),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditConstants = {
  welcomeCredits: 5,
  dailyFreeCreditsMax: 5,
  defaultFreeCredits: 5,
  firstPurchaseBonusCredits: 5,
  lowCreditThreshold: 4,
  lowCreditDismissalMs: 3_600_000,
} as const;

/** Cost per feature (docs/spec §9). */
export const featureCosts = {
  ROOM_VISUALIZE_GEMINI: 1,
  ROOM_VISUALIZE_OPENAI: 1,
  ROOM_COMPOSE: 2,
  BASIC_COST_ESTIMATION: 3,
  ADVANCED_COST_ANALYSIS: 5,
  ADVANCED_COST_ANALYSIS_V2: 10,
  PRODUCT_SEARCH: 2,
  PRODUCT_EXPLORATION: 3,
  OBJECT_IDENTIFICATION: 2,
  AI_ROOM_SUGGESTIONS: 1,
  STYLE_TRANSFER: 2,
  BULK_OPERATIONS: 5,
  IDEATION_MODE: 1,
  /** Floor plan mode (§9 mode costs: floorplan 1). */
  FLOOR_PLAN: 1,
} as const;
export type CreditFeature = keyof typeof featureCosts;

/**
 * What a spend is noted with in the credit history when its feature code does not name the mode: studio
 * modes charged as a room visualization say which mode they were (credit history: 'Virtual staging').
 */
export const creditModeNotes = {
  visualize: 'VISUALIZE',
  decluttering: 'DECLUTTERING',
  'virtual-staging': 'VIRTUAL_STAGING',
} as const;
export type CreditModeNote = (typeof creditModeNotes)[keyof typeof creditModeNotes];

/** Features that only premium (paid) credits can pay for. */
export const premiumOnlyFeatures: readonly CreditFeature[] = [
  'ADVANCED_COST_ANALYSIS',
  'ADVANCED_COST_ANALYSIS_V2',
  'ROOM_COMPOSE',
];

/** Credit cost per studio mode (ideation is per idea). */
export const modeCosts = {
  ideation: 1,
  visualize: 1,
  compose: 2,
  floorplan: 1,
  decluttering: 1,
  'virtual-staging': 1,
} as const;
export type CostedMode = keyof typeof modeCosts;

/** The two balances of a user: free credits (welcome, daily) and premium (paid) credits. */
export const creditPoolSchema = z.enum(['free', 'premium']);
export type CreditPool = z.infer<typeof creditPoolSchema>;

/** Why credits were added (ledger entry kinds with a positive delta). */
export const creditGrantKindSchema = z.enum([
  'welcome',
  'daily_free',
  'purchase',
  'subscription_grant',
  'reward',
  'admin_grant',
  'bonus',
  'legacy',
]);
export type CreditGrantKind = z.infer<typeof creditGrantKindSchema>;

/** Every ledger entry kind: grants, `spend` (credits held for a generation) and `refund` (given back). */
export const creditEntryKindSchema = z.enum([...creditGrantKindSchema.options, 'spend', 'refund']);
export type CreditEntryKind = z.infer<typeof creditEntryKindSchema>;

export const creditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const creditHistoryEntrySchema = z.object({
  id: z.string(),
  kind: creditEntryKindSchema,
  pool: creditPoolSchema,
  /** Positive for grants and refunds, negative for spends. */
  delta: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditHistoryResponseSchema = z.object({ entries: z.array(creditHistoryEntrySchema) });
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;

export const creditAdminGrantParamsSchema = z.object({ userId: z.string().min(1).max(200) });
export const creditAdminGrantRequestSchema = z.object({
  amount: z.number().int().min(1).max(100_000),
  pool: creditPoolSchema.default('free'),
  note: z.string().trim().max(500).optional(),
});
export type CreditAdminGrantRequest = z.infer<typeof creditAdminGrantRequestSchema>;
export const creditAdminGrantResponseSchema = z.object({ balance: creditBalanceSchema });
export type CreditAdminGrantResponse = z.infer<typeof creditAdminGrantResponseSchema>;

export const creditErrorCodes = {
  insufficient: 'credits.insufficient',
  insufficientPremium: 'credits.insufficient_premium',
} as const;

export const creditMessages = {
  authenticationRequired: 'Authentication required',
  insufficient: (needed: number) => `Insufficient credits. Needs ${needed} credits.`,
  insufficientPremium: (needed: number, available: number) =>
    `Insufficient premium credits. This feature requires ${needed} premium credits, but you only have ${available}.`,
  /** The credits badge: 'N credit(s)', or 'Get Credits' at zero. */
  badge: (total: number) => (total > 0 ? `${total} ${total === 1 ? 'credit' : 'credits'}` : 'Get Credits'),
} as const;

/**
 * The credits endpoints (one definition each, ./api-routes.ts): the server registers them, the web client
 * calls them, the OpenAPI document describes them, all from these objects.
 */
export const creditRoutes = {
  /** The signed-in user's available balance. */
  balance: defineApiRoute({ method: 'GET', path: '/api/credits', response: creditBalanceSchema }),
  /** Recent ledger entries, newest first. */
  history: defineApiRoute({
    method: 'GET',
    path: '/api/credits/history',
    querystring: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
  }),
  /** Super admins only (404 for everyone else). */
  adminGrant: defineApiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/credits',
    params: creditAdminGrantParamsSchema,
    body: creditAdminGrantRequestSchema,
    response: creditAdminGrantResponseSchema,
  }),
} as const;
