import type { Page, Request } from '@playwright/test';

/**
 * What a page asks the network for, with each request's start and end (the browser's own
 * timing), and the longest chain of requests that wait for one another.
 */

export interface TimedRequest {
  /** Path and query. */
  path: string;
  api: boolean;
  resourceType: string;
  /** Milliseconds since the epoch, from the browser's resource timing. */
  start: number;
  end: number;
  failed: boolean;
}

/**
 * The longest chain of requests that wait for one another: B waits for A when B starts after
 * A has ended. The chain length is the longest path in that graph (1 when every request
 * started before any had ended, 0 without requests).
 */
export function longestChain(requests: readonly Pick<TimedRequest, 'start' | 'end'>[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  let longest = 0;
  sorted.forEach((request, index) => {
    let length = 1;
    for (let before = 0; before < index; before += 1) {
      if (sorted[before]!.end <= request.start) length = Math.max(length, depth[before]! + 1);
    }
    depth[index] = length;
    longest = Math.max(longest, length);
  });
  return longest;
}

export interface RequestSummary {
  /** API requests (/api/…). */
  api: number;
  /** Longest chain of API requests that wait for one another. */
  chain: number;
  /** The app's own files: documents, scripts, styles, /config.json. */
  code: number;
  /** Images (the catalogue's logos and photos). */
  images: number;
  apiPaths: string[];
}

export function summarise(requests: readonly TimedRequest[]): RequestSummary {
  const api = requests.filter((request) => request.api);
  const images = requests.filter((request) => !request.api && request.resourceType === 'image').length;
  return {
    api: api.length,
    chain: longestChain(api),
    code: requests.length - api.length - images,
    images,
    apiPaths: api.map((request) => request.path),
  };
}

export interface Recorder {
  /** The requests finished since the last take (call idle() first). */
  take: () => TimedRequest[];
  /** Resolves once nothing is in flight and nothing has started or ended for `quietMs`. */
  idle: (quietMs?: number, timeoutMs?: number) => Promise<void>;
}

export function recordRequests(page: Page): Recorder {
  const inFlight = new Set<Request>();
  let finished: TimedRequest[] = [];
  let lastActivity = Date.now();

  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const finish = (request: Request, failed: boolean) => {
    if (!inFlight.delete(request)) return;
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    const timing = request.timing();
    const start = timing.startTime > 0 ? timing.startTime : Date.now();
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    finished.push({
      path: `${url.pathname}${url.search}`,
      api: url.pathname.startsWith('/api/'),
      resourceType: request.resourceType(),
      start,
      end,
      failed,
    });
  };
  page.on('requestfinished', (request) => finish(request, false));
  page.on('requestfailed', (request) => finish(request, true));

  return {
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
    async idle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`The page did not settle: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
