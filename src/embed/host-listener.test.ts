import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHostViewport, setHostViewport } from './host-viewport';
import { listenToHost, type HostCommands } from './host-listener';
import { MESSAGE_SOURCE } from './messages';

/**
 * The host's messages are a stranger's input: only the parent window at an allowed origin is
 * heard, and each message must match its schema. Here the host's report of what its window shows
 * of the frame (public/embed.js), which long lists are drawn against.
 */

const HOST = 'https://workshop.example';

function listen() {
  const commands = { current: { navigate: vi.fn(), setLanguage: vi.fn() } as unknown as HostCommands };
  return listenToHost(commands, [HOST], vi.fn());
}

function fromHost(data: unknown, origin = HOST, source: MessageEventSource | null = window.parent) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => setHostViewport(null));

describe('the host reporting what its window shows of the frame', () => {
  it('is taken from the parent at an allowed origin, and forgotten when the frame stops listening', () => {
    const stop = listen();
    fromHost({ source: MESSAGE_SOURCE, type: 'viewport', top: 1200.5, height: 800 });
    expect(getHostViewport()).toEqual({ top: 1200.5, height: 800 });
    // The frame's top still below the host's window.
    fromHost({ source: MESSAGE_SOURCE, type: 'viewport', top: -300, height: 800 });
    expect(getHostViewport()).toEqual({ top: -300, height: 800 });
    stop();
    expect(getHostViewport()).toBeNull();
  });

  it('is ignored from another origin, another window, or out of shape', () => {
    const stop = listen();
    fromHost({ source: MESSAGE_SOURCE, type: 'viewport', top: 10, height: 800 }, 'https://attacker.example');
    fromHost({ source: MESSAGE_SOURCE, type: 'viewport', top: 10, height: 800 }, HOST, null);
    for (const bad of [
      { top: '10', height: 800 },
      { top: Number.NaN, height: 800 },
      { top: Number.POSITIVE_INFINITY, height: 800 },
      { top: 1e12, height: 800 },
      { top: 10, height: 0 },
      { top: 10, height: -5 },
      { top: 10, height: 1e9 },
      { top: 10 },
    ]) {
      fromHost({ source: MESSAGE_SOURCE, type: 'viewport', ...bad });
    }
    fromHost({ type: 'viewport', top: 10, height: 800 });
    expect(getHostViewport()).toBeNull();
    stop();
  });
});
