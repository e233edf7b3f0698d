import { describe, expect, it } from 'vitest';
import { authModeFromQuery, sanitizeRedirect } from './auth.utils';

describe('sanitizeRedirect', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(sanitizeRedirect('/gallery')).toBe('/gallery');
    expect(sanitizeRedirect('/ideation?room=r1#ideas')).toBe('/ideation?room=r1#ideas');
    expect(sanitizeRedirect('/design/abc')).toBe('/design/abc');
  });

  it('falls back to / when there is no redirect', () => {
    expect(sanitizeRedirect(null)).toBe('/');
    expect(sanitizeRedirect(undefined)).toBe('/');
    expect(sanitizeRedirect('')).toBe('/');
  });

  it('refuses other origins, protocol-relative and backslash tricks', () => {
    for (const evil of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '/\\/evil.example',
      'http://evil.example',
      'https://evil.example/gallery',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'gallery',
      ' /gallery',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(sanitizeRedirect(evil), evil).toBe('/');
    }
  });

  it('does not send the user back to the login page', () => {
    expect(sanitizeRedirect('/login')).toBe('/');
    expect(sanitizeRedirect('/login?redirect=/gallery')).toBe('/');
  });
});

describe('authModeFromQuery', () => {
  it('is sign-in by default and sign-up for mode=sign-up or tab=register', () => {
    expect(authModeFromQuery(new URLSearchParams(''))).toBe('sign-in');
    expect(authModeFromQuery(new URLSearchParams('mode=sign-in'))).toBe('sign-in');
    expect(authModeFromQuery(new URLSearchParams('mode=nonsense'))).toBe('sign-in');
    expect(authModeFromQuery(new URLSearchParams('mode=sign-up'))).toBe('sign-up');
    expect(authModeFromQuery(new URLSearchParams('tab=register'))).toBe('sign-up');
  });
});
