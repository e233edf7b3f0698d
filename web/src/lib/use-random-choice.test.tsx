import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useRandomChoice } from './use-random-choice';

const labels = ['Start Designing', 'Transform Your Space', 'Get Started Free'] as const;

function Label({ random }: { random: () => number }) {
  return <span>{useRandomChoice(labels, random)}</span>;
}

describe('useRandomChoice', () => {
  it('renders the first option on the server, as the prerendered page shows it', () => {
    expect(renderToString(<Label random={() => 0.99} />)).toBe('<span>Start Designing</span>');
  });

  it('picks at random once mounted in the browser', () => {
    const { result } = renderHook(() => useRandomChoice(labels, () => 0.99));
    expect(result.current).toBe('Get Started Free');
    const low = renderHook(() => useRandomChoice(labels, () => 0.4));
    expect(low.result.current).toBe('Transform Your Space');
  });
});
