import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clampRetryAfter, createUpstream, KeyScrubber } from './upstream';

const KEY = 'sk_live_Zx81Qm2024abcdEFGH';

describe('KeyScrubber', () => {
  const scrubber = new KeyScrubber(KEY);

  it('finds the key raw, in any case, percent-encoded (also twice) and in base64', () => {
    const everyChar = [...KEY].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    for (const text of [
      KEY,
      KEY.toLowerCase(),
      `x ${KEY.toUpperCase()} y`,
      everyChar,
      encodeURIComponent(everyChar),
      Buffer.from(KEY).toString('base64'),
      Buffer.from(KEY).toString('base64url'),
    ]) {
      expect(scrubber.contains(text), text).toBe(true);
    }
    expect(scrubber.contains('sk_live_ nothing here')).toBe(false);
  });

  it('masks literal copies, and says when a copy stays findable', () => {
    expect(scrubber.mask(`a ${KEY.toLowerCase()} b ${KEY}`)).toBe('a •••• b ••••');
    expect(scrubber.mask(`a ${encodeURIComponent(KEY).replace(/_/g, '%5F')}`)).toBeUndefined();
  });
});

describe('clampRetryAfter', () => {
  it('reads seconds and dates, at least 1 and at most an hour', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(clampRetryAfter('7', now)).toBe(7);
    expect(clampRetryAfter('0', now)).toBe(1);
    expect(clampRetryAfter('99999999', now)).toBe(3600);
    expect(clampRetryAfter('Thu, 01 Jan 2099 00:00:00 GMT', now)).toBe(3600);
    expect(clampRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(clampRetryAfter('-5', now)).toBeUndefined();
    expect(clampRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('an answer that carries the key where it cannot be masked', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ id: 1, name: 'Cars', slug: `cars-${KEY}` }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is refused and logged once per path, without the key', async () => {
    const lines: unknown[][] = [];
    const record = (...args: unknown[]) => void lines.push(args);
    const log = { warn: record, error: record, info: record } as unknown as FastifyBaseLogger;
    const call = createUpstream({ upstream: base, apiKey: KEY, timeoutMs: 2000, maxBytes: 1024 * 1024, log });
    for (let round = 0; round < 3; round++) {
      const answer = await call('/v2/types', 'types', 'en');
      expect([answer.outcome, answer.status]).toEqual(['failed', 502]);
      expect(answer.body).not.toContain(KEY);
    }
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('[0].slug');
    expect(JSON.stringify(lines).toLowerCase()).not.toContain(KEY.toLowerCase());
  });
});
