import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/formats';
import { formatUploadDate } from './labels';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatUploadDate', () => {
  it('shows the UTC time as MM/DD/YYYY h:mm A whatever the viewer’s time zone', () => {
    process.env.TZ = 'America/Chicago';
    expect(formatDateTime('2025-03-01T12:24:00Z')).toBe('03/01/2025 6:24 AM');
    expect(formatUploadDate('2025-03-01T12:24:00Z')).toBe('03/01/2025 12:24 PM');
  });
});
