import { afterEach } from 'vitest';
import { addDays, type EnquiryInput } from '../../contract/enquiry';
import type { TestServer } from './harness';

/** The vehicle of every request for a remap the server's tests send (an Audi A4 B8 2.0 TDI 150hp). */
export const SAMPLE_VEHICLE: EnquiryInput['vehicle'] = {
  type: { id: 1, name: 'Cars' },
  manufacturer: { id: 12, name: 'Audi' },
  model: { id: 120, name: 'A4' },
  generation: { id: 1201, name: 'B8' },
  engine: { id: 12011, name: '2.0 TDI 150hp' },
};

/** A week from today (UTC): a preferred date every check accepts. */
export const inAWeek = addDays(new Date().toISOString().slice(0, 10), 7);

/** A valid request for a remap: Anna's, for stage 1 at €449 as shown, in German; `overrides` change or add fields. */
export function sampleEnquiry(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    vehicle: SAMPLE_VEHICLE,
    stage: { id: 77, number: 1 },
    price: { text: '€449', amount: 449, currency: 'EUR' },
    language: 'de',
    name: 'Anna Schmidt',
    phone: '+49 30 1234567',
    email: 'anna@example.com',
    consent: true,
    preferredDate: inAWeek,
    ...overrides,
  };
}

/** The smallest valid request for a remap, in English, from a visitor who gives only `name` and an email address. */
export function visitorEnquiry(name: string): EnquiryInput {
  return { vehicle: SAMPLE_VEHICLE, stage: { id: 77, number: 1 }, language: 'en', name, email: 'visitor@example.com', preferredDate: inAWeek, consent: true };
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 50) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * What a test started, closed after it, last started first (servers before the receivers they
 * post to and the directories they write). `keep` registers a thing with `close` and returns it.
 */
export function useCleanup() {
  let closers: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closers.reverse()) await close();
    closers = [];
  });
  return {
    push: (close: () => Promise<void> | void) => void closers.push(close),
    keep<T extends { close(): Promise<void> }>(thing: T): T {
      closers.push(thing.close);
      return thing;
    },
  };
}

/** The value of one series of the server's metrics exposition (0 when it has none yet). */
export async function metric(target: TestServer, name: string): Promise<number> {
  const text = (await target.get('/metrics')).text;
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
}
