import { createTransport } from 'nodemailer';
import type { EnquiryMessage } from './message';
import { emailText, emailSubject } from './message';

/**
 * Where a request for a remap goes: a webhook (a JSON POST) and an e-mail through SMTP
 * (nodemailer). Each destination delivers one message or throws a DeliveryError that says
 * whether trying again later can help (a time-out, a 5xx, a refused connection) or not (a 4xx,
 * a permanently refused recipient).
 */

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface Destination {
  /** `webhook` or `email`: a metric label and a log field, never a URL or address. */
  readonly name: 'webhook' | 'email';
  deliver(message: EnquiryMessage): Promise<void>;
  close?(): void;
}

/** Time one delivery attempt may take. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** A webhook: the message as JSON, POSTed; any 2xx is delivered. */
export function webhookDestination(url: string, timeoutMs = ATTEMPT_TIMEOUT_MS): Destination {
  return {
    name: 'webhook',
    async deliver(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'vtdb-catalogue',
            'idempotency-key': message.id,
          },
          body: JSON.stringify(message),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new DeliveryError(`The webhook ${reason}`, true);
      }
      // Nothing of the answer is needed; reading it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return;
      // 408, 425, 429 and 5xx may pass later; any other refusal will not.
      const retryable = response.status >= 500 || response.status === 408 || response.status === 425 || response.status === 429;
      throw new DeliveryError(`The webhook answered ${response.status}`, retryable);
    },
  };
}

/** E-mail through SMTP, to the workshop's address, with the visitor's address to reply to. */
export function emailDestination(smtpUrl: string, to: string, timeoutMs = ATTEMPT_TIMEOUT_MS): Destination {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  const messageIdDomain = to.slice(to.lastIndexOf('@') + 1);
  return {
    name: 'email',
    async deliver(message) {
      try {
        await transport.sendMail({
          from: to,
          to,
          ...(message.contact.email
            ? {
                replyTo: {
                  name: message.contact.name,
                  address: message.contact.email,
                },
              }
            : {}),
          subject: emailSubject(message),
          text: emailText(message),
          // The same Message-ID on every attempt: a mail system that already has it can tell.
          messageId: `<${message.id}@${messageIdDomain}>`,
          headers: { 'X-Enquiry-Id': message.id },
        });
      } catch (error) {
        // An SMTP answer of 5xx is permanent (a refused recipient); 4xx and connection problems pass.
        const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : undefined;
        const retryable = code === undefined || Number.isNaN(code) || code < 500;
        throw new DeliveryError(code ? `The mail server answered ${code}` : 'The mail server could not be reached', retryable);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** What one attempt came to: delivered, to be tried again later, or given up. */
export type AttemptResult = 'sent' | 'retry' | 'failed';

/** Any error from a destination as a DeliveryError (an unexpected one may pass: it is retried). */
export function deliveryError(error: unknown): DeliveryError {
  return error instanceof DeliveryError ? error : new DeliveryError('The delivery failed', true);
}

/**
 * The wait before the next attempt after `attemptsMade` attempts: `baseDelayMs` after the first,
 * twice as long after each further one, ± 20 %.
 */
export function retryDelay(baseDelayMs: number, attemptsMade: number, random = Math.random): number {
  return Math.round(baseDelayMs * 2 ** Math.max(0, attemptsMade - 1) * (0.8 + random() * 0.4));
}

/** What follows an attempt: `error` undefined is a delivery; a failure that may pass is retried while attempts are left. */
export function attemptOutcome(attemptsMade: number, maxAttempts: number, error: DeliveryError | undefined): AttemptResult {
  if (!error) return 'sent';
  return error.retryable && attemptsMade < maxAttempts ? 'retry' : 'failed';
}
