import * as z from 'zod/mini';
import { CONTROL_CHARACTERS, MAX_STRING_LENGTH, V1_LANGUAGES, V2_MAX_ID } from './constants';

/**
 * A request for a remap ("Request this remap" on a stage of the engine page), once for both
 * programs: the browser checks its form with this schema before sending, and the catalogue
 * server (`POST /enquiry`, server/enquiry/) checks the body again with the same one.
 *
 * Every problem with what a visitor typed is reported per field with a code (below), which the
 * browser shows in the visitor's language; the server answers them as a 400 with `fields`.
 */

export const ENQUIRY_PATH = '/enquiry';

/**
 * Largest body the server reads: a typical request is under 2 kB; this leaves room for the
 * longest names the contract allows (2,048 characters each) in any script.
 */
export const ENQUIRY_MAX_BYTES = 64 * 1024;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const REGISTRATION_MAX = 20;
export const MESSAGE_MAX = 2000;
/** How far ahead a preferred date may be. */
export const PREFERRED_DATE_MAX_DAYS = 366;

/** The name of the honeypot field: hidden from people, filled by form-filling robots. */
export const HONEYPOT_FIELD = 'website';

/** The fields a visitor fills in, in the form's order (errors are focused in this order). */
export const ENQUIRY_FIELDS = ['name', 'phone', 'email', 'registration', 'preferredDate', 'message', 'consent'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Why a field is refused; the browser words each one (enquiry locales, `errors.<code>`). */
export const ENQUIRY_ERRORS = [
  'required',
  'tooLong',
  'invalidText',
  'contactMissing',
  'emailInvalid',
  'phoneInvalid',
  'registrationInvalid',
  'vinInvalid',
  'dateInvalid',
  'datePast',
  'dateTooFar',
  'consentRequired',
] as const;
export type EnquiryError = (typeof ENQUIRY_ERRORS)[number];

/** The outcome the server answers for an accepted request. */
export const ENQUIRY_STATUSES = ['sent', 'retrying'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

// Line breaks and tabs are allowed in the message only; no other control character anywhere.
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A phone number as people write it: digits, spaces, + ( ) . / - , with 5 to 20 digits. */
const PHONE = /^\+?[0-9 ()./-]+$/;
/** An e-mail address: one @, no spaces, a dot in the domain (the mail server decides the rest). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A VIN: 17 letters and digits, never I, O or Q (ISO 3779). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A registration plate: letters of any script, digits, spaces, hyphens and dots. */
const REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{N} .-]*$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text a person typed: trimmed, then bounded and free of control characters. */
function typed(max: number, pattern?: { test(value: string): boolean; error: EnquiryError }) {
  return z.pipe(
    z.pipe(
      z.string({ error: 'required' }),
      z.transform((value) => value.trim()),
    ),
    z.string().check(
      z.maxLength(max, { error: 'tooLong' }),
      z.refine((value) => !CONTROL_CHARACTERS.test(value), {
        error: 'invalidText',
        abort: true,
      }),
      z.refine((value) => value === '' || pattern === undefined || pattern.test(value), { error: pattern?.error ?? 'invalidText' }),
    ),
  );
}

/** Blank means absent (a form sends empty fields). */
const blankToUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** An optional field that `problemOf` checks when it is not blank; blank means absent. */
function optionalChecked(base: z.ZodMiniType<string, string>, problemOf: (value: string) => EnquiryError | undefined) {
  return z.pipe(
    z.optional(
      base.check(
        z.superRefine((value, context) => {
          const problem = value === '' ? undefined : problemOf(value);
          if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
        }),
      ),
    ),
    z.transform(blankToUndefined),
  );
}

/** A registration or a VIN: 17 letters and digits (spaces and hyphens ignored) must be a valid VIN. */
export function registrationProblem(value: string): EnquiryError | undefined {
  if (!REGISTRATION.test(value)) return 'registrationInvalid';
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (compact.length === 17) return VIN.test(compact) ? undefined : 'vinInvalid';
  return compact.length > 12 ? 'registrationInvalid' : undefined;
}

/** A date as YYYY-MM-DD, `days` after `date` (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a real day (not 2026-02-30). */
function realDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const id = z.int().check(z.gte(1), z.lte(V2_MAX_ID));
const label = z.string().check(
  z.minLength(1),
  z.maxLength(MAX_STRING_LENGTH),
  z.refine((value) => !CONTROL_CHARACTERS.test(value)),
);
const reference = z.object({ id, name: label });

/** The vehicle as the page showed it (ids and names). */
export const enquiryVehicleSchema = z.object({
  type: reference,
  manufacturer: reference,
  model: reference,
  generation: reference,
  engine: reference,
});

/** The stage: its id (v2; null on v1) and number. */
export const enquiryStageSchema = z.object({
  id: z.nullable(id),
  number: z.int().check(z.gte(0), z.lte(99)),
});

/** The price the page showed beside the stage, as text and, when it had one, amount and currency. */
export const enquiryPriceSchema = z.object({
  text: label,
  amount: z.optional(z.number().check(z.gte(0), z.lte(10_000_000))),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
});

export interface EnquirySchemaOptions {
  /**
   * The earliest preferred date allowed (YYYY-MM-DD): the browser gives the visitor's today; the
   * server gives UTC's yesterday, since a visitor far west is a day behind UTC.
   */
  earliestDate: string;
}

/**
 * The request. `phone` or `email` (at least one); `registration` (a plate or a VIN), the
 * preferred date and the message are optional; `consent` must be true. The honeypot field,
 * `website`, is accepted in any form here: the server drops a request that fills it.
 */
export function enquirySchema({ earliestDate }: EnquirySchemaOptions) {
  const latestDate = addDays(earliestDate, PREFERRED_DATE_MAX_DAYS + 1);
  return z
    .object({
      vehicle: enquiryVehicleSchema,
      stage: enquiryStageSchema,
      price: z.optional(z.nullable(enquiryPriceSchema)),
      language: z.enum(V1_LANGUAGES),
      name: typed(NAME_MAX).check(z.minLength(1, { error: 'required' })),
      phone: z.pipe(
        z.optional(
          typed(PHONE_MAX, {
            test: (value) => PHONE.test(value) && /^\D*(\d\D*){5,20}$/.test(value),
            error: 'phoneInvalid',
          }),
        ),
        z.transform(blankToUndefined),
      ),
      email: z.pipe(
        z.optional(
          typed(EMAIL_MAX, {
            test: (value) => EMAIL.test(value),
            error: 'emailInvalid',
          }),
        ),
        z.transform(blankToUndefined),
      ),
      registration: optionalChecked(typed(REGISTRATION_MAX), registrationProblem),
      preferredDate: optionalChecked(z.string({ error: 'dateInvalid' }), (value) =>
        !realDate(value) ? 'dateInvalid' : value < earliestDate ? 'datePast' : value >= latestDate ? 'dateTooFar' : undefined,
      ),
      message: z.pipe(
        z.optional(
          z.pipe(
            z.pipe(
              z.string({ error: 'invalidText' }),
              z.transform((value) => value.trim()),
            ),
            z.string().check(
              z.maxLength(MESSAGE_MAX, { error: 'tooLong' }),
              z.refine((value) => !MESSAGE_CONTROL.test(value), {
                error: 'invalidText',
              }),
            ),
          ),
        ),
        z.transform(blankToUndefined),
      ),
      consent: z.literal(true, { error: 'consentRequired' }),
      [HONEYPOT_FIELD]: z.optional(z.unknown()),
    })
    .check(
      // Also when other fields have problems (so the form shows them all at once), but not when
      // the phone or e-mail given is itself wrong.
      z.refine((value) => value.phone !== undefined || value.email !== undefined, {
        error: 'contactMissing',
        path: ['phone'],
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'email'),
      }),
    );
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>;
export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;
export type EnquiryVehicle = z.infer<typeof enquiryVehicleSchema>;
export type EnquiryStage = z.infer<typeof enquiryStageSchema>;
export type EnquiryPrice = z.infer<typeof enquiryPriceSchema>;

export type FieldErrors = Partial<Record<EnquiryField, EnquiryError>>;

function isField(value: unknown): value is EnquiryField {
  return (ENQUIRY_FIELDS as readonly unknown[]).includes(value);
}

function isError(value: unknown): value is EnquiryError {
  return (ENQUIRY_ERRORS as readonly unknown[]).includes(value);
}

/**
 * The first problem of each field a visitor fills in, as codes; `other` is true when something
 * else (the vehicle, stage, price or language the page sent) does not hold.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { fields: FieldErrors; other: boolean } {
  const fields: FieldErrors = {};
  let other = false;
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field)) fields[field] ??= isError(issue.message) ? issue.message : 'invalidText';
    else other = true;
  }
  return { fields, other };
}

/** The server's answer to an accepted request. */
export const enquiryAnswerSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES),
});

const fieldError = z.optional(z.enum(ENQUIRY_ERRORS));

/** The server's 400: the contract's error shape with the fields' codes. */
export const enquiryProblemSchema = z.object({
  code: z.int(),
  message: z.string().check(z.maxLength(2048)),
  // An object rather than a record: records would add to the first page's zod chunk.
  fields: z.optional(
    z.object({
      name: fieldError,
      phone: fieldError,
      email: fieldError,
      registration: fieldError,
      preferredDate: fieldError,
      message: fieldError,
      consent: fieldError,
    }),
  ),
});
