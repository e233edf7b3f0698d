import UAParser from 'ua-parser-js';
import type { DeviceInfo } from '@roomcraft/contracts/accounts';

/** Device, browser and OS from a User-Agent header (spec: activity log deviceInfo). */
export function parseDeviceInfo(userAgent: string | undefined): DeviceInfo {
  if (!userAgent) return { device: 'unknown', browser: 'unknown', os: 'unknown' };
  const result = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim();
  // ua-parser leaves device.type empty for desktops.
  const device = result.device.type ?? 'desktop';
  return {
    device: join(device, result.device.vendor, result.device.model) || 'unknown',
    browser: join(result.browser.name, result.browser.major) || 'unknown',
    os: join(result.os.name, result.os.version) || 'unknown',
  };
}
