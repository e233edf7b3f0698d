import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PathText } from './path-text';

describe('PathText', () => {
  it('offers line breaks only after slashes, never inside a segment', () => {
    const { container } = render(<PathText path="/features/floor-plan-mode" />);
    const code = container.querySelector('code')!;
    expect(code.textContent).toBe('/features/floor-plan-mode');
    expect(code.innerHTML).toBe('/<wbr>features/<wbr>floor-plan-mode');
    expect(code.className).not.toContain('break-all');
  });
});
