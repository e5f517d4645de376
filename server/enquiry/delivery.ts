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

export type AttemptResult = 'sent' | 'retry' | 'failed';

export interface RetryQueueOptions {
  /** The first retry's delay; each further one waits twice as long (± 20 %). */
  baseDelayMs: number;
  /** Attempts per delivery, the first one (made while the visitor waits) included. */
  attempts: number;
  /** Deliveries waiting at most; beyond, a request is refused rather than kept without bound. */
  capacity: number;
  /** Told of every attempt's outcome and of the queue's size. */
  onAttempt?: (destination: Destination, result: AttemptResult, error?: DeliveryError) => void;
  onSize?: (size: number) => void;
}

interface Job {
  destination: Destination;
  message: EnquiryMessage;
  /** Attempts made so far. */
  attempts: number;
  timer: NodeJS.Timeout;
}

/**
 * Deliveries that failed in a way that may pass, tried again with exponential back-off. In this
 * process's memory only and bounded (`capacity`): nothing else of a request is kept, and what is
 * still waiting when the server stops is lost (logged by the caller).
 */
export class RetryQueue {
  private readonly jobs = new Set<Job>();
  private closed = false;

  constructor(private readonly options: RetryQueueOptions) {}

  get size() {
    return this.jobs.size;
  }

  /** Whether there is room for `count` more deliveries. */
  hasRoom(count = 1) {
    return !this.closed && this.jobs.size + count <= this.options.capacity;
  }

  /** One attempt now; on a failure that may pass, the delivery is queued (when there is room). */
  async attempt(destination: Destination, message: EnquiryMessage): Promise<AttemptResult> {
    return this.run(destination, message, 1);
  }

  /** Drops every waiting delivery (the server is stopping); returns how many were dropped. */
  close(): number {
    this.closed = true;
    const dropped = this.jobs.size;
    for (const job of this.jobs) clearTimeout(job.timer);
    this.jobs.clear();
    this.options.onSize?.(0);
    return dropped;
  }

  private async run(destination: Destination, message: EnquiryMessage, attempt: number): Promise<AttemptResult> {
    try {
      await destination.deliver(message);
      this.options.onAttempt?.(destination, 'sent');
      return 'sent';
    } catch (caught) {
      const error = caught instanceof DeliveryError ? caught : new DeliveryError('The delivery failed', true);
      if (error.retryable && attempt < this.options.attempts && this.hasRoom()) {
        this.schedule(destination, message, attempt);
        this.options.onAttempt?.(destination, 'retry', error);
        return 'retry';
      }
      this.options.onAttempt?.(destination, 'failed', error);
      return 'failed';
    }
  }

  private schedule(destination: Destination, message: EnquiryMessage, attempts: number) {
    const jitter = 0.8 + Math.random() * 0.4;
    const delay = Math.round(this.options.baseDelayMs * 2 ** (attempts - 1) * jitter);
    const job: Job = {
      destination,
      message,
      attempts,
      timer: setTimeout(() => {
        this.jobs.delete(job);
        this.options.onSize?.(this.jobs.size);
        void this.run(destination, message, attempts + 1);
      }, delay),
    };
    // A waiting retry does not keep the process alive on its own.
    job.timer.unref();
    this.jobs.add(job);
    this.options.onSize?.(this.jobs.size);
  }
}
