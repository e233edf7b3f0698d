import { describe, expect, it } from 'vitest';
import { parseDeviceInfo } from './activity/activity.models';
import { backoffSeconds, maxBackoffSeconds } from './auth/throttle.models';
import { generatedUsername, isSafeAvatarUrl } from './legacy/legacy.models';

describe('sign-in back-off', () => {
  it('waits nothing below the threshold, then 2, 4, 8 ... seconds, at most 15 minutes', () => {
    expect([1, 4, 5, 6, 7].map((failures) => backoffSeconds({ failures, threshold: 5 }))).toEqual([
      0, 0, 2, 4, 8,
    ]);
    expect(backoffSeconds({ failures: 60, threshold: 5 })).toBe(maxBackoffSeconds);
  });
});

describe('device info', () => {
  it('names device, browser and OS, and says unknown without a User-Agent', () => {
    expect(parseDeviceInfo(undefined)).toEqual({ device: 'unknown', browser: 'unknown', os: 'unknown' });
    expect(parseDeviceInfo('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toEqual(
      { device: 'desktop', browser: 'Firefox 121', os: 'Linux' },
    );
  });
});

describe('legacy helpers', () => {
  it('generates a username from the email prefix and a timestamp', () => {
    expect(generatedUsername({ email: 'ana.lima+old@example.com', now: new Date(1_700_000_000_000) })).toBe(
      'ana.limaold1700000000000',
    );
  });
  it('carries over https avatar links only', () => {
    expect(isSafeAvatarUrl('https://images.example.com/a.png')).toBe(true);
    expect(isSafeAvatarUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeAvatarUrl('http://images.example.com/a.png')).toBe(false);
    expect(isSafeAvatarUrl(null)).toBe(false);
  });
});
