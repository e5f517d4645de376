import { addDays, type EnquiryInput } from '../../contract/enquiry';

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
