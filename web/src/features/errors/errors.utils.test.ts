import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  classifyError,
  createErrorId,
  errorAreaTitle,
  isConnectionProblem,
  reportIssueHref,
} from './errors.utils';

describe('error classes (docs/spec §8)', () => {
  it('classifies by message text', () => {
    expect(classifyError(new Error('Backend mutation failed'))).toBe('data');
    expect(classifyError(new Error('query returned invalid data'))).toBe('data');
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyError(new Error('Connection reset'))).toBe('network');
    expect(classifyError(new Error('Request timeout'))).toBe('network');
    expect(classifyError(new Error('useAuth must be used within AuthProvider'))).toBe('authentication');
    expect(classifyError(new Error('Unauthorized'))).toBe('authentication');
    expect(classifyError(new Error('x is not a function'))).toBe('application');
  });

  it('classifies API errors by what happened', () => {
    const unreachable = new ApiError({
      kind: 'network',
      status: 0,
      code: 'network.unreachable',
      message: 'x',
    });
    expect(classifyError(unreachable)).toBe('network');
    expect(isConnectionProblem(unreachable)).toBe(true);
    expect(
      classifyError(new ApiError({ kind: 'http', status: 401, code: 'auth.unauthorized', message: 'x' })),
    ).toBe('authentication');
    expect(
      classifyError(new ApiError({ kind: 'http', status: 500, code: 'server.internal', message: 'x' })),
    ).toBe('data');
  });

  it('picks the boundary message by network, fetch or connection in the text', () => {
    expect(isConnectionProblem(new Error('Failed to fetch'))).toBe(true);
    expect(isConnectionProblem(new Error('boom'))).toBe(false);
  });
});

describe('error screen details', () => {
  it('titles the screen by area of the app', () => {
    expect(errorAreaTitle('/admin/users')).toBe('Admin Dashboard Error');
    expect(errorAreaTitle('/gallery')).toBe('Gallery Loading Error');
    expect(errorAreaTitle('/design/abc')).toBe('Design View Error');
    expect(errorAreaTitle('/share/xyz')).toBe('Shared Design Error');
    expect(errorAreaTitle('/ideation')).toBe('Studio Error');
    expect(errorAreaTitle('/')).toBe('Studio Error');
    expect(errorAreaTitle('/cost-analysis')).toBe('Analysis Error');
    expect(errorAreaTitle('/budget-planning')).toBe('Analysis Error');
    expect(errorAreaTitle('/dev/mailbox')).toBe('Something Went Wrong');
    expect(errorAreaTitle('/administrators')).toBe('Something Went Wrong');
  });

  it("makes error IDs from 'err_', the time and a random part", () => {
    expect(createErrorId(1_700_000_000_000, () => 0.123456789)).toMatch(/^err_1700000000000_[a-z0-9]{9}$/);
    expect(createErrorId()).not.toBe(createErrorId());
  });

  it('drafts a support email carrying the error ID and message', () => {
    const href = reportIssueHref({ errorId: 'err_1_abc', error: new Error('Failed to fetch'), href: '/x' });
    expect(href.startsWith('mailto:')).toBe(true);
    const body = decodeURIComponent(href.split('body=')[1] ?? '');
    expect(body).toContain('Error ID: err_1_abc');
    expect(body).toContain('Message: Failed to fetch');
  });
});
