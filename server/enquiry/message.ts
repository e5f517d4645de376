import { randomUUID } from 'node:crypto';
import type { Enquiry, EnquiryPrice, EnquiryStage, EnquiryVehicle } from '../../contract/enquiry';
import type { Language } from '../../contract/constants';

/**
 * What a destination receives of a request for a remap: the webhook's JSON body as it stands,
 * and the e-mail's text. The vehicle and stage are as the visitor's page showed them.
 */
export interface EnquiryMessage {
  /** A new id per request, the same on every retry (also the webhook's Idempotency-Key header). */
  id: string;
  type: 'enquiry';
  /** When the server received it (ISO 8601, UTC). */
  received: string;
  vehicle: EnquiryVehicle;
  stage: EnquiryStage;
  /** The price shown beside the stage, or null when none was shown. */
  price: EnquiryPrice | null;
  /** The visitor's interface language. */
  language: Language;
  contact: {
    name: string;
    phone: string | null;
    email: string | null;
    /** A registration plate or a VIN, as typed. */
    registration: string | null;
    /** YYYY-MM-DD. */
    preferredDate: string | null;
    message: string | null;
  };
}

export function enquiryMessage(enquiry: Enquiry, now = new Date()): EnquiryMessage {
  return {
    id: randomUUID(),
    type: 'enquiry',
    received: now.toISOString(),
    vehicle: enquiry.vehicle,
    stage: enquiry.stage,
    price: enquiry.price ?? null,
    language: enquiry.language,
    contact: {
      name: enquiry.name,
      phone: enquiry.phone ?? null,
      email: enquiry.email ?? null,
      registration: enquiry.registration ?? null,
      preferredDate: enquiry.preferredDate ?? null,
      message: enquiry.message ?? null,
    },
  };
}

const vehicleName = ({ vehicle }: EnquiryMessage) => `${vehicle.manufacturer.name} ${vehicle.model.name} ${vehicle.generation.name} ${vehicle.engine.name}`;

export function emailSubject(message: EnquiryMessage): string {
  return `Remap request: ${vehicleName(message)}, stage ${message.stage.number}`;
}

/** The e-mail's plain text (no HTML: nothing a visitor typed can become markup). */
export function emailText(message: EnquiryMessage): string {
  const { vehicle, stage, price, contact } = message;
  const lines: [string, string | null][] = [
    ['Name', contact.name],
    ['Phone', contact.phone],
    ['E-mail', contact.email],
    ['Registration or VIN', contact.registration],
    ['Preferred date', contact.preferredDate],
    ['Language', message.language],
    ['', null],
    ['Vehicle', `${vehicle.type.name} · ${vehicleName(message)}`],
    ['Stage', `${stage.number}${stage.id !== null ? ` (id ${stage.id})` : ''}`],
    ['Price shown', price ? price.text : 'none'],
    ['Engine id', String(vehicle.engine.id)],
    ['Request id', message.id],
    ['Received', message.received],
  ];
  const head = lines.map(([label, value]) => (label === '' ? '' : `${label}: ${value ?? '—'}`)).join('\n');
  return contact.message ? `${head}\n\nMessage:\n${contact.message}\n` : `${head}\n`;
}
