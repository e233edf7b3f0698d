import type { CreditEntryKind, CreditFeature, CreditModeNote } from '@roomcraft/contracts/credits';

/** Why the balance changed, as the ledger kind says it. */
const kindLabels: Record<CreditEntryKind, string> = {
  welcome: 'Welcome credits',
  daily_free: 'Daily free credits',
  purchase: 'Purchase',
  subscription_grant: 'Subscription credits',
  reward: 'Reward',
  admin_grant: 'Added by support',
  bonus: 'Bonus',
  legacy: 'Credits from your old account',
  spend: 'Used',
  refund: 'Refund',
};

/**
 * What a spend paid for. The server notes spends and refunds with the feature code (`IDEATION_MODE`), or
 * with the studio mode when the code does not say it (`VIRTUAL_STAGING`, charged as a visualization).
 * The modes carry their spec names: Ideation, Visualize, Compose, Floor plan, Decluttering, Virtual staging.
 */
const featureLabels: Record<CreditFeature | CreditModeNote, string> = {
  ROOM_VISUALIZE_GEMINI: 'Room transformation',
  ROOM_VISUALIZE_OPENAI: 'Room transformation',
  VISUALIZE: 'Visualize',
  DECLUTTERING: 'Decluttering',
  VIRTUAL_STAGING: 'Virtual staging',
  ROOM_COMPOSE: 'Compose',
  BASIC_COST_ESTIMATION: 'Cost estimate',
  ADVANCED_COST_ANALYSIS: 'Advanced cost analysis',
  ADVANCED_COST_ANALYSIS_V2: 'Advanced cost analysis',
  PRODUCT_SEARCH: 'Product search',
  PRODUCT_EXPLORATION: 'Product exploration',
  OBJECT_IDENTIFICATION: 'Object identification',
  AI_ROOM_SUGGESTIONS: 'Room suggestions',
  STYLE_TRANSFER: 'Style transfer',
  BULK_OPERATIONS: 'Bulk operations',
  IDEATION_MODE: 'Ideation',
  FLOOR_PLAN: 'Floor plan',
};

/** A code the app has no label for yet, made readable: `ROOM_COMPOSE` -> 'Room compose'. */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const looksLikeCode = (text: string) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}$/.test(text);

/** A feature code's label, or the code made readable when it is a new one. */
export function featureLabel(code: string): string {
  return code in featureLabels ? featureLabels[code as CreditFeature | CreditModeNote] : humanizeCode(code);
}

/**
 * The one place a credit history entry gets its words: `title` says why the balance changed (a spend says
 * what it paid for), `detail` is the note when it adds something. Raw codes never reach the page.
 */
export function creditEntryLabel({ kind, note }: { kind: string; note: string | null }): {
  title: string;
  detail: string | null;
} {
  const byKind = kind in kindLabels ? kindLabels[kind as CreditEntryKind] : humanizeCode(kind);
  const feature = note && (kind === 'spend' || kind === 'refund' || looksLikeCode(note)) ? note : null;
  if (feature && kind === 'spend') return { title: featureLabel(feature), detail: null };
  if (feature && kind === 'refund') return { title: `Refund: ${featureLabel(feature)}`, detail: null };
  const detail = feature ? featureLabel(feature) : note?.trim() || null;
  // The server notes grants like 'Welcome credits' with their own name: no need to say it twice.
  return { title: byKind, detail: detail && !sameWords(detail, byKind) ? detail : null };
}

const sameWords = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
