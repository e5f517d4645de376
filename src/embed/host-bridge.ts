import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EnquiryPrice, EnquiryStage, EnquiryVehicle } from '../../contract/enquiry';
import { useApp } from '../core/app-context';
import { CATALOGUE_PARAMETERS, isEmbedded } from './embed-mode';
import { MESSAGE_SOURCE, MESSAGE_VERSION } from './messages';

/**
 * Messages between the widget and the page that embeds it (window.postMessage).
 *
 * Out, to the host: `height` whenever the content's height changes (the host sizes the iframe,
 * no inner scrollbars), `path` on every navigation (the host keeps it in its own URL), and
 * `vehicle` when an engine is shown (its stages and gains, for the host's analytics), `enquiry`
 * when a visitor requests a remap (the vehicle and stage; contact details only when the host
 * opted in, see embed-mode.ts).
 * In, from the host: `navigate`, `language`, `theme`.
 *
 * Messages go only to the origins allowed in the configuration, each with an explicit
 * targetOrigin (never "*"), and are accepted only from those origins and from the parent window.
 */

export interface VehicleAnnouncement {
  path: string;
  type: { id: number; name: string };
  manufacturer: { id: number; name: string };
  model: { id: number; name: string };
  generation: { id: number; name: string };
  engine: { id: number; name: string };
  stock: { power: number; torque: number };
  stages: {
    id: number | null;
    stage_number: number;
    power: number;
    torque: number;
    power_gain: number;
    torque_gain: number;
    /** The workshop's price (its profile, src/features/pricing/), or null when it has none for this stage. */
    price: StagePriceAnnouncement | null;
  }[];
}

export interface StagePriceAnnouncement {
  /** The amount in `currency`, or null when the price is "on request". */
  amount: number | null;
  currency: string;
  /** As the page shows it, in the widget's language: "1.234,00 €", "Auf Anfrage". */
  text: string;
}

/** A request for a remap, told to the host (src/features/enquiry/). */
export interface EnquiryAnnouncement {
  path: string;
  /** `form`: sent through the server; `email` / `phone`: the visitor opened the workshop's mailto: or tel: link. */
  channel: 'form' | 'email' | 'phone';
  /** For `form`: `sent`, or `retrying` (accepted, delivery retried by the server). */
  status?: 'sent' | 'retrying';
  vehicle: EnquiryVehicle;
  stage: EnquiryStage;
  price: EnquiryPrice | null;
  /** Only when the host opted in (data-enquiry-details="1"). */
  contact?: { name: string; phone?: string; email?: string; registration?: string; preferredDate?: string; message?: string };
}

export type Outgoing =
  | { type: 'ready' }
  | { type: 'height'; height: number }
  | { type: 'path'; path: string }
  | { type: 'vehicle'; vehicle: VehicleAnnouncement }
  | { type: 'enquiry'; enquiry: EnquiryAnnouncement };

let allowedOrigins: readonly string[] = [];

export function setAllowedOrigins(origins: readonly string[]) {
  allowedOrigins = origins.filter((origin) => {
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
}

/** Sends a message to the host, if the widget is embedded and the host's origin is allowed. */
export function postToHost(message: Outgoing) {
  if (!isEmbedded() || window.parent === window) return;
  for (const origin of allowedOrigins) {
    // The browser delivers only to a parent whose origin matches targetOrigin.
    window.parent.postMessage({ source: MESSAGE_SOURCE, version: MESSAGE_VERSION, ...message }, origin);
  }
}

/** The widget's current path for the host's URL: path and the catalogue's own parameters, none of the widget's. */
export function hostPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (!CATALOGUE_PARAMETERS.includes(name)) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Wires the widget to its host: height, path, and the host's commands. */
export function useHostBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  const { setLanguage } = useApp();
  const commands = useRef({ navigate, setLanguage });
  useEffect(() => {
    commands.current = { navigate, setLanguage };
  }, [navigate, setLanguage]);

  useEffect(() => {
    if (!isEmbedded()) return;
    // The host's side of the bridge (the height reports and the host's commands) loads only in a
    // frame; it says "ready" once it listens.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./host-listener')
      .then(({ listenToHost }) => {
        if (!stopped) stop = listenToHost(commands, allowedOrigins, postToHost);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    postToHost({ type: 'path', path: hostPath(location.pathname, location.search) });
  }, [location.pathname, location.search]);
}
