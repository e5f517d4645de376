import { describe, expect, it } from 'vitest';
import { DeliveryError, RetryQueue, type AttemptResult, type Destination } from './delivery';
import { enquiryMessage, type EnquiryMessage } from './message';
import { overallStatus } from './routes';

/**
 * The retry queue on its own: back-off, its bound, what stopping the server drops; and how one
 * attempt per destination becomes the answer's status.
 */

const message: EnquiryMessage = enquiryMessage({
  vehicle: {
    type: { id: 1, name: 'Cars' },
    manufacturer: { id: 2, name: 'Audi' },
    model: { id: 3, name: 'A4' },
    generation: { id: 4, name: 'B5' },
    engine: { id: 5, name: '1.8T' },
  },
  stage: { id: null, number: 1 },
  language: 'en',
  name: 'Anna',
  phone: undefined,
  email: 'anna@example.com',
  registration: undefined,
  preferredDate: undefined,
  message: undefined,
  consent: true,
});

/** A destination that fails with the given errors in turn, then delivers; it notes when each attempt came. */
function destination(failures: DeliveryError[]): Destination & { attempts: number[] } {
  const attempts: number[] = [];
  return {
    name: 'webhook',
    attempts,
    async deliver() {
      attempts.push(Date.now());
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
}

const waitFor = async (check: () => boolean, timeoutMs = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('RetryQueue', () => {
  it('retries what may pass with growing waits, and stops at the first success', async () => {
    const target = destination([new DeliveryError('500', true), new DeliveryError('500', true)]);
    const outcomes: AttemptResult[] = [];
    const queue = new RetryQueue({ baseDelayMs: 40, attempts: 5, capacity: 10, onAttempt: (_destination, result) => outcomes.push(result) });
    expect(await queue.attempt(target, message)).toBe('retry');
    expect(queue.size).toBe(1);
    await waitFor(() => outcomes.length === 3);
    expect(outcomes).toEqual(['retry', 'retry', 'sent']);
    expect(queue.size).toBe(0);
    const [first, second, third] = target.attempts;
    // 40 ms, then 80 ms (each ± 20 %).
    expect(second! - first!).toBeGreaterThanOrEqual(30);
    expect(third! - second!).toBeGreaterThanOrEqual(60);
  });

  it('does not retry a refusal that will not pass', async () => {
    const target = destination([new DeliveryError('400', false)]);
    const queue = new RetryQueue({ baseDelayMs: 10, attempts: 5, capacity: 10 });
    expect(await queue.attempt(target, message)).toBe('failed');
    expect(queue.size).toBe(0);
  });

  it('is bounded: with no room, a failure is final; stopping drops what waits and says how many', async () => {
    const queue = new RetryQueue({ baseDelayMs: 60_000, attempts: 5, capacity: 1 });
    expect(queue.hasRoom()).toBe(true);
    expect(await queue.attempt(destination([new DeliveryError('500', true)]), message)).toBe('retry');
    expect(queue.hasRoom()).toBe(false);
    expect(await queue.attempt(destination([new DeliveryError('500', true)]), message)).toBe('failed');
    expect(queue.close()).toBe(1);
    expect(queue.size).toBe(0);
    expect(queue.hasRoom()).toBe(false);
  });
});

describe('overallStatus', () => {
  it('is "retrying" while any destination is retried, "sent" when one has it, "failed" when none does', () => {
    expect(overallStatus(['sent'])).toBe('sent');
    expect(overallStatus(['sent', 'retry'])).toBe('retrying');
    expect(overallStatus(['failed', 'retry'])).toBe('retrying');
    expect(overallStatus(['sent', 'failed'])).toBe('sent');
    expect(overallStatus(['failed', 'failed'])).toBe('failed');
  });
});
