import type { RefObject } from 'react';
import type { NavigateFunction } from 'react-router';
import * as z from 'zod/mini';
import { V1_LANGUAGES, type Language } from '../../contract/constants';
import { applyTheme } from '../core/theme';
import type { postToHost } from './host-bridge';
import { setHostViewport } from './host-viewport';
import { MESSAGE_SOURCE } from './messages';

// A path of this app: no scheme, no host, no protocol-relative "//".
const path = z.string().check(z.maxLength(2048), z.regex(/^(?!.*\/\/)\/[A-Za-z0-9/_\-?=&%.+~]*$/));

const incomingSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(MESSAGE_SOURCE), type: z.literal('navigate'), path }),
  z.object({ source: z.literal(MESSAGE_SOURCE), type: z.literal('language'), language: z.enum(V1_LANGUAGES) }),
  z.object({
    source: z.literal(MESSAGE_SOURCE),
    type: z.literal('theme'),
    theme: z.enum(['light', 'dark', 'auto']),
    accent: z.optional(z.string().check(z.regex(/^#?[0-9a-fA-F]{6}$/))),
  }),
  // What the host's window shows of the frame (host-viewport.ts): finite CSS pixels, within what
  // a page can be (zod's number is finite).
  z.object({
    source: z.literal(MESSAGE_SOURCE),
    type: z.literal('viewport'),
    top: z.number().check(z.gte(-1e6), z.lte(1e7)),
    height: z.number().check(z.gt(0), z.lte(1e5)),
  }),
]);

/** What the host may ask of the frame. */
export interface HostCommands {
  navigate: NavigateFunction;
  setLanguage: (language: Language) => unknown;
}

/**
 * In a frame: reports the app's height to the host as it changes, and follows the host's
 * commands (navigate, language, theme) and takes its reports of what its window shows of the
 * frame (viewport), from the allowed origins only, each checked against its schema. Says "ready"
 * once it listens. Returns what stops it.
 */
export function listenToHost(commands: RefObject<HostCommands>, allowedOrigins: readonly string[], post: typeof postToHost): () => void {
  const app = document.querySelector('.app');
  let last = 0;
  const report = () => {
    const height = Math.ceil(app?.getBoundingClientRect().height ?? document.body.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post({ type: 'height', height });
    }
  };
  const observer = new ResizeObserver(report);
  if (app) observer.observe(app);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || !allowedOrigins.includes(event.origin)) return;
    const parsed = incomingSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'navigate') void commands.current.navigate(message.path);
    else if (message.type === 'language') void commands.current.setLanguage(message.language as Language);
    else if (message.type === 'viewport') setHostViewport({ top: message.top, height: message.height });
    else applyTheme(message.theme, message.accent);
  };
  window.addEventListener('message', onMessage);
  post({ type: 'ready' });
  report();
  return () => {
    observer.disconnect();
    window.removeEventListener('message', onMessage);
    setHostViewport(null);
  };
}
