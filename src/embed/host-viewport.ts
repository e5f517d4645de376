/**
 * Which part of the frame the host page's window shows, as the host reports it (public/embed.js,
 * message `viewport`, checked in host-listener.ts). Inside a workshop's page the frame is as tall
 * as its content and never scrolls itself: the host page scrolls, so only the host knows what the
 * visitor sees. Long lists are virtualised against it (src/components/virtual-list.tsx).
 *
 * In the frame's CSS pixels: `top` is how far down the frame the host's window starts (negative
 * while the frame's top is still below the window's), `height` the window's height. Null until
 * the host first reports, and always with an embed script older than the message.
 */
export interface HostViewport {
  top: number;
  height: number;
}

let current: HostViewport | null = null;
const listeners = new Set<() => void>();

export function getHostViewport(): HostViewport | null {
  return current;
}

export function setHostViewport(viewport: HostViewport | null) {
  if (viewport === current || (viewport && current && viewport.top === current.top && viewport.height === current.height)) return;
  current = viewport;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every change; returns what stops it. */
export function subscribeHostViewport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
