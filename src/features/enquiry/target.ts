import type { EnquiryPrice, EnquiryStage, EnquiryVehicle } from '../../../contract/enquiry';

/** What a request is about: the vehicle and stage as the page shows them, and the price beside it. */
export interface EnquiryTarget {
  vehicle: EnquiryVehicle;
  stage: EnquiryStage;
  price: EnquiryPrice | null;
  /** "Stage 1" (or "Stage 1 · variant 2"), in the interface language. */
  stageLabel: string;
  /** "Audi A4 B8 2.0 TDI 150hp". */
  vehicleLabel: string;
}

/** The workshop's phone and e-mail (from its profile). */
export interface WorkshopContact {
  phone?: string;
  email?: string;
}

/** A tel: link: the digits and a leading +, as dialers want them. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** A mailto: link with a subject and body (RFC 6068: percent-encoded, line breaks as CRLF). */
export function mailtoHref(email: string, subject: string, lines: string[]): string {
  const encode = (text: string) => encodeURIComponent(text);
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(lines.join('\r\n'))}`;
}
