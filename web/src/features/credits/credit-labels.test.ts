import { describe, expect, it } from 'vitest';
import { creditModeNotes, featureCosts } from '@roomcraft/contracts/credits';
import { creditEntryLabel, featureLabel, humanizeCode } from './credit-labels';

describe('credit history labels', () => {
  it('says what a spend paid for instead of the feature code', () => {
    expect(creditEntryLabel({ kind: 'spend', note: 'IDEATION_MODE' })).toEqual({
      title: 'Ideation',
      detail: null,
    });
    expect(creditEntryLabel({ kind: 'spend', note: 'FLOOR_PLAN' }).title).toBe('Floor plan');
    expect(creditEntryLabel({ kind: 'spend', note: 'BASIC_COST_ESTIMATION' }).title).toBe('Cost estimate');
    expect(creditEntryLabel({ kind: 'refund', note: 'ROOM_COMPOSE' }).title).toBe('Refund: Compose');
    expect(creditEntryLabel({ kind: 'spend', note: null })).toEqual({ title: 'Used', detail: null });
  });

  it('names grants by kind and drops a note that only repeats the name', () => {
    expect(creditEntryLabel({ kind: 'welcome', note: 'Welcome credits' })).toEqual({
      title: 'Welcome credits',
      detail: null,
    });
    expect(creditEntryLabel({ kind: 'daily_free', note: 'Daily free credits' })).toEqual({
      title: 'Daily free credits',
      detail: null,
    });
    expect(creditEntryLabel({ kind: 'purchase', note: 'Hobby' })).toEqual({
      title: 'Purchase',
      detail: 'Hobby',
    });
  });

  it('names every studio mode as the spec does', () => {
    const spent = (note: string) => creditEntryLabel({ kind: 'spend', note }).title;
    expect(spent(creditModeNotes['virtual-staging'])).toBe('Virtual staging');
    expect(spent(creditModeNotes.decluttering)).toBe('Decluttering');
    expect(spent(creditModeNotes.visualize)).toBe('Visualize');
    expect(spent('IDEATION_MODE')).toBe('Ideation');
    expect(spent('ROOM_COMPOSE')).toBe('Compose');
    expect(spent('FLOOR_PLAN')).toBe('Floor plan');
    expect(creditEntryLabel({ kind: 'refund', note: 'VIRTUAL_STAGING' }).title).toBe(
      'Refund: Virtual staging',
    );
  });

  it('has a label for every feature the server can charge, none of them a code', () => {
    for (const code of [...Object.keys(featureCosts), ...Object.values(creditModeNotes)]) {
      expect(featureLabel(code)).not.toMatch(/_|^[A-Z]+$/);
    }
  });

  it('makes unknown codes readable', () => {
    expect(humanizeCode('ROOM_COMPOSE')).toBe('Room compose');
    expect(featureLabel('PRODUCT_SEARCH_V3')).toBe('Product search v3');
    expect(creditEntryLabel({ kind: 'spend', note: 'MAGIC_WAND' }).title).toBe('Magic wand');
    expect(creditEntryLabel({ kind: 'cashback', note: null }).title).toBe('Cashback');
    expect(creditEntryLabel({ kind: 'admin_grant', note: 'SPRING_PROMO' }).detail).toBe('Spring promo');
  });
});
