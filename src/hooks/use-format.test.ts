import { describe, expect, test } from 'vitest';
import { formatWait, waitParts } from './use-format';

describe('a wait, as people say it', () => {
  test('an hour-long rate limit reads "in 1 hour", not "in 3569 seconds"', () => {
    expect(formatWait('en', 3569)).toBe('in 1 hour');
    expect(formatWait('de', 3569)).toBe('in 1 Stunde');
    expect(formatWait('fi', 3569)).toBe('1 tunnin päästä');
  });

  test('seconds under a minute, whole minutes under about an hour, hours after that', () => {
    expect(formatWait('en', 45)).toBe('in 45 seconds');
    expect(formatWait('en', 1)).toBe('in 1 second');
    expect(formatWait('en', 120)).toBe('in 2 minutes');
    expect(formatWait('en', 150)).toBe('in 3 minutes');
    expect(formatWait('en', 60 * 54)).toBe('in 54 minutes');
    expect(formatWait('en', 60 * 55)).toBe('in 1 hour');
    expect(formatWait('en', 2.6 * 3600)).toBe('in 3 hours');
    expect(formatWait('de', 150)).toBe('in 3 Minuten');
  });

  test('a fraction of a second still waits a whole second; nothing negative', () => {
    expect(waitParts(0.2)).toEqual({ value: 1, unit: 'second' });
    expect(waitParts(-5)).toEqual({ value: 0, unit: 'second' });
  });
});
