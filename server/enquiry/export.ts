import { stringify } from 'csv-stringify/sync';
import type { LeadRecord } from './store';

/**
 * The stored requests as the workshop reads them: CSV for a spreadsheet (the command
 * `npm run enquiries -- export --csv` and `GET /enquiries.csv`), and one line each for the
 * command's list. Whatever a visitor typed is data, never a formula: csv-stringify quotes every
 * field that needs it and puts a `'` before a field that starts with = + - @, a tab or a carriage
 * return (a spreadsheet would run it otherwise).
 */

export const CSV_COLUMNS = [
  'id',
  'received',
  'status',
  'deliveries',
  'name',
  'phone',
  'email',
  'registration',
  'preferred_date',
  'message',
  'language',
  'vehicle_type',
  'manufacturer',
  'model',
  'generation',
  'engine',
  'engine_id',
  'stage',
  'stage_id',
  'price',
] as const;

/** Each destination's state in a few words: `webhook: sent (1 attempt); email: failed after 8 attempts (The mail server answered 550)`. */
export function deliverySummary(lead: LeadRecord): string {
  return lead.deliveries
    .map((delivery) => {
      const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
      if (delivery.status === 'sent') return `${delivery.destination}: sent (${attempts})`;
      const reason = delivery.error ? ` (${delivery.error})` : '';
      return delivery.status === 'failed'
        ? `${delivery.destination}: failed after ${attempts}${reason}`
        : `${delivery.destination}: pending, ${attempts}${reason}`;
    })
    .join('; ');
}

function row(lead: LeadRecord): string[] {
  const { message } = lead;
  const { vehicle, stage, price, contact } = message;
  return [
    lead.id,
    lead.received,
    lead.status,
    deliverySummary(lead),
    contact.name,
    contact.phone ?? '',
    contact.email ?? '',
    contact.registration ?? '',
    contact.preferredDate ?? '',
    contact.message ?? '',
    message.language,
    vehicle.type.name,
    vehicle.manufacturer.name,
    vehicle.model.name,
    vehicle.generation.name,
    vehicle.engine.name,
    String(vehicle.engine.id),
    String(stage.number),
    stage.id === null ? '' : String(stage.id),
    price?.text ?? '',
  ];
}

/** RFC 4180 CSV with a header row, CRLF line ends (what spreadsheets expect). */
export function leadsCsv(leads: LeadRecord[]): string {
  return stringify([[...CSV_COLUMNS], ...leads.map(row)], { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** One line per lead for a terminal: when, status, who, what (control characters shown as spaces). */
export function leadsText(leads: LeadRecord[]): string {
  if (leads.length === 0) return 'No requests stored.\n';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
  return leads
    .map((lead) => {
      const { contact, vehicle, stage } = lead.message;
      const reach = [contact.phone, contact.email].filter(Boolean).join(', ');
      return clean(
        `${lead.received}  ${lead.status.padEnd(9)} ${lead.id}  ${contact.name} (${reach})  ${vehicle.manufacturer.name} ${vehicle.model.name} ${vehicle.engine.name}, stage ${stage.number}  [${deliverySummary(lead)}]`,
      );
    })
    .join('\n')
    .concat('\n');
}
