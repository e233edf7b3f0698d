import { describe, expect, it } from 'vitest';
import { personNameSchema } from './accounts';
import { designStyleSchema } from './catalogue/design-styles';
import { notBlankMessage } from './errors';
import { updateRoomRequestSchema } from './studio';

describe('trimmed text fields', () => {
  it('say that spaces alone do not count, instead of a bare "too small"', () => {
    for (const result of [
      personNameSchema.safeParse('   '),
      designStyleSchema.safeParse('\t '),
      updateRoomRequestSchema.safeParse({ tags: ['ok', '  '] }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(notBlankMessage);
    }
  });

  it('keep the words once trimmed', () => {
    expect(personNameSchema.parse('  Ada ')).toBe('Ada');
  });
});
