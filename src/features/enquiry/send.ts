import { ENQUIRY_PATH, enquiryAnswerSchema, enquiryProblemSchema, type Enquiry, type FieldErrors } from '../../../contract/enquiry';

/**
 * Sends a request for a remap to the catalogue server (`POST /enquiry`, same origin) and says
 * what became of it, in the terms the form shows: sent, retrying (accepted, delivery retried by
 * the server), the fields the server refused, too many requests, failed, or no connection.
 */
export type SendOutcome =
  | { kind: 'sent' | 'retrying' }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'pageProblem' }
  | { kind: 'limited'; minutes: number }
  | { kind: 'failed' }
  | { kind: 'offline' };

/** `body`: the form as the contract's schema read it (the server checks it again). */
export async function sendEnquiry(body: Enquiry, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(ENQUIRY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'offline' };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.status === 200 || response.status === 202) {
    const answer = enquiryAnswerSchema.safeParse(json);
    // A 2xx the form cannot read was still accepted: 202 means the server is retrying.
    if (answer.success) return { kind: answer.data.status };
    return { kind: response.status === 202 ? 'retrying' : 'sent' };
  }
  if (response.status === 400) {
    const problem = enquiryProblemSchema.safeParse(json);
    const fields = problem.success ? (problem.data.fields ?? {}) : {};
    return Object.keys(fields).length > 0 ? { kind: 'invalid', fields } : { kind: 'pageProblem' };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { kind: 'limited', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60 };
  }
  return { kind: 'failed' };
}
