import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  ENQUIRY_FIELDS,
  enquirySchema,
  fieldErrors,
  MESSAGE_MAX,
  NAME_MAX,
  PREFERRED_DATE_MAX_DAYS,
  REGISTRATION_MAX,
  EMAIL_MAX,
  PHONE_MAX,
  type Enquiry,
  type EnquiryField,
  type EnquiryInput,
  type FieldErrors,
} from '../../../contract/enquiry';
import { useApp } from '../../core/app-context';
import { isEmbedded } from '../../embed/embed-mode';
import { ENQUIRY_NAMESPACE, loadEnquiryMessages } from './messages';
import { sendEnquiry, type SendOutcome } from './send';
import type { EnquiryTarget, WorkshopContact } from './target';
import { telHref } from './target';
import './enquiry.css';

// The button loads the words with the dialog: one chunk to fetch.
export { loadEnquiryMessages };

/**
 * The request form, a modal `<dialog>` (its own lazy chunk, with its words and styles): name,
 * phone or e-mail, registration or VIN, preferred date, message, consent. Checked here with the
 * contract's schema, the one the server checks it with again. Focus starts in the first field,
 * stays in the dialog (modal), goes to the first field in error after a refused send, to the
 * outcome once it is sent, and back to the button that opened it when it closes (Escape too).
 */

export interface EnquiryDialogProps {
  target: EnquiryTarget;
  /** The workshop's own phone and e-mail, offered when sending fails. */
  contact: WorkshopContact | null;
  /** The button that opened the dialog: in a widget, the dialog opens beside it. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The server accepted the request (the contact details are for a host that opted in). */
  onAccepted: (status: 'sent' | 'retrying', details: Enquiry) => void;
}

interface Values {
  name: string;
  phone: string;
  email: string;
  registration: string;
  preferredDate: string;
  message: string;
  consent: boolean;
  website: string;
}

type TextField = Exclude<keyof Values, 'consent' | 'website'>;

const EMPTY: Values = { name: '', phone: '', email: '', registration: '', preferredDate: '', message: '', consent: false, website: '' };

type State = { kind: 'editing' } | { kind: 'sending' } | Exclude<SendOutcome, { kind: 'invalid' }>;

/** Today in the visitor's own calendar, YYYY-MM-DD. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const MAX_LENGTH: Partial<Record<EnquiryField, number>> = {
  name: NAME_MAX,
  phone: PHONE_MAX,
  email: EMAIL_MAX,
  registration: REGISTRATION_MAX,
  message: MESSAGE_MAX,
};

export function EnquiryDialog({ target, contact, anchor, onClose, onAccepted }: EnquiryDialogProps) {
  const { language } = useApp();
  const { t, i18n } = useTranslation(ENQUIRY_NAMESPACE);
  const dialog = useRef<HTMLDialogElement>(null);
  const outcome = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<State>({ kind: 'editing' });
  const [focusError, setFocusError] = useState(0);
  const id = useId();
  const today = localToday();

  // The form's words follow a language switch made while it is open (English shows until they are in).
  const [, setLoaded] = useState<string>(language);
  useEffect(() => {
    let current = true;
    void loadEnquiryMessages(i18n, language).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // A widget's frame is as tall as its page: centred, the dialog could be far from what the
    // host's window shows. It opens where its button is (which the visitor just saw), and the
    // host's page scrolls as little as needed to show it whole.
    const opener = anchor.current;
    if (isEmbedded() && opener) {
      const top = opener.getBoundingClientRect().top;
      const room = window.innerHeight - element.offsetHeight - 8;
      element.style.marginBlock = '0';
      element.style.insetBlockStart = `${Math.max(8, Math.min(top, room))}px`;
      element.style.insetBlockEnd = 'auto';
      element.scrollIntoView({ block: 'nearest' });
    }
    document.getElementById(`${id}-name`)?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, [anchor, id]);

  // After a refused send, focus goes to the first field in error (in the form's order).
  useEffect(() => {
    if (focusError === 0) return;
    const first = ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [focusError, errors, id]);

  useEffect(() => {
    if (state.kind === 'sent' || state.kind === 'retrying') outcome.current?.focus();
  }, [state.kind]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  };

  const request = (): Omit<EnquiryInput, 'consent'> & { consent: boolean; website: string } => ({
    vehicle: target.vehicle,
    stage: target.stage,
    price: target.price,
    language,
    name: values.name,
    phone: values.phone,
    email: values.email,
    registration: values.registration,
    preferredDate: values.preferredDate,
    message: values.message,
    consent: values.consent,
    website: values.website,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const body = request();
    const checked = enquirySchema({ earliestDate: today }).safeParse(body);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found.fields);
      if (Object.keys(found.fields).length > 0) {
        setState({ kind: 'editing' });
        setFocusError((count) => count + 1);
      } else setState({ kind: 'pageProblem' });
      return;
    }
    setErrors({});
    setState({ kind: 'sending' });
    const result = await sendEnquiry(checked.data);
    if (result.kind === 'invalid') {
      setErrors(result.fields);
      setState({ kind: 'editing' });
      setFocusError((count) => count + 1);
      return;
    }
    setState(result);
    if (result.kind === 'sent' || result.kind === 'retrying') onAccepted(result.kind, checked.data);
  };

  const close = () => dialog.current?.close();

  const errorId = (field: EnquiryField) => `${id}-${field}-error`;
  const errorText = (field: EnquiryField) => {
    const code = errors[field];
    return code ? t(`errors.${code}`, { max: MAX_LENGTH[field] ?? 0 }) : null;
  };
  /** aria-describedby: the field's hint, then its error (contactMissing also describes the e-mail field). */
  const describedBy = (field: EnquiryField, ...hints: string[]) => {
    const ids = [...hints];
    if (errors[field]) ids.push(errorId(field));
    if (field === 'email' && errors.phone === 'contactMissing') ids.push(errorId('phone'));
    return ids.length > 0 ? ids.join(' ') : undefined;
  };
  const invalid = (field: EnquiryField) => errors[field] !== undefined || (field === 'email' && errors.phone === 'contactMissing');
  const error = (field: EnquiryField) => {
    const text = errorText(field);
    return text ? (
      <p className="enquiry-field__error" id={errorId(field)}>
        {text}
      </p>
    ) : null;
  };

  /** What every text field's control carries: its id and name, its value and change, whether it is invalid and what describes it. */
  const textField = (field: TextField, ...hints: string[]) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': describedBy(field, ...hints),
  });

  const accepted = state.kind === 'sent' || state.kind === 'retrying';
  const problem = problemText(state, t);
  const direct = contact && (contact.phone || contact.email) ? <DirectContact contact={contact} label={t('direct')} /> : null;

  // In <body>, not in the table cell of its button: a dialog inherits its DOM ancestors' styles
  // (the cell's nowrap and right alignment) even in the top layer.
  return createPortal(
    <dialog
      ref={dialog}
      className="enquiry-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
      }}
    >
      <div className="enquiry-dialog__head">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <button type="button" className="enquiry-dialog__close" onClick={close} aria-label={t('close')}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={`${id}-intro`} className="enquiry-dialog__intro">
        {t('intro', { stage: target.stageLabel, vehicle: target.vehicleLabel })}
        {target.price ? (
          <>
            {' '}
            <strong>{t('price', { price: target.price.text })}</strong>
          </>
        ) : null}
      </p>

      {accepted ? (
        <div className="enquiry-dialog__outcome" role="status">
          <h3 ref={outcome} tabIndex={-1}>
            {t(state.kind === 'sent' ? 'sentTitle' : 'retryingTitle')}
          </h3>
          <p>{t(state.kind === 'sent' ? 'sentText' : 'retryingText')}</p>
          <div className="enquiry-dialog__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {t('close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="enquiry-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={state.kind === 'sending'}>
          <Field id={`${id}-name`} label={t('name')} mark={t('requiredMark')} error={error('name')}>
            <input {...textField('name')} type="text" autoComplete="name" required maxLength={NAME_MAX + 20} />
          </Field>

          <fieldset className="enquiry-form__pair">
            <legend>{t('contactHint')}</legend>
            <Field id={`${id}-phone`} label={t('phone')} error={error('phone')}>
              <input {...textField('phone')} type="tel" autoComplete="tel" maxLength={PHONE_MAX + 20} />
            </Field>
            <Field id={`${id}-email`} label={t('email')} error={error('email')}>
              <input {...textField('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX + 20} />
            </Field>
          </fieldset>

          <div className="enquiry-form__pair">
            <Field id={`${id}-registration`} label={t('registration')} mark={t('optionalMark')} error={error('registration')}>
              <input
                {...textField('registration')}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={REGISTRATION_MAX + 10}
              />
            </Field>
            <Field id={`${id}-preferredDate`} label={t('preferredDate')} mark={t('optionalMark')} error={error('preferredDate')}>
              <input {...textField('preferredDate')} type="date" min={today} max={addDays(today, PREFERRED_DATE_MAX_DAYS)} />
            </Field>
          </div>

          <Field id={`${id}-message`} label={t('message')} mark={t('optionalMark')} error={error('message')}>
            <textarea {...textField('message', `${id}-message-hint`)} rows={3} />
            <p className="enquiry-field__hint" id={`${id}-message-hint`}>
              {t('messageHint', { max: MESSAGE_MAX })}
            </p>
          </Field>

          <div className="enquiry-form__consent">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              checked={values.consent}
              onChange={(event) => set('consent', event.target.checked)}
              aria-invalid={invalid('consent') || undefined}
              aria-describedby={describedBy('consent')}
            />
            <label htmlFor={`${id}-consent`}>{t('consent')}</label>
            {error('consent')}
          </div>

          {/* The honeypot: out of sight and out of the tab order; people leave it empty, robots fill it. */}
          <div className="enquiry-form__trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => set('website', event.target.value)}
            />
          </div>

          {Object.keys(errors).length > 0 ? <p className="enquiry-form__summary">{t('checkFields')}</p> : null}
          {problem ? (
            <div className="enquiry-form__problem" role="alert">
              <p>{problem}</p>
              {direct}
            </div>
          ) : null}

          <div className="enquiry-dialog__actions">
            <button type="button" className="button button--quiet" onClick={close}>
              {t('cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={state.kind === 'sending'}>
              {state.kind === 'sending' ? t('sending') : problem ? t('tryAgain') : t('submit')}
            </button>
          </div>
        </form>
      )}
    </dialog>,
    document.body,
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal
 * dialog keeps the focus (the browser would otherwise move on to its own address bar).
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[aria-hidden="true"]'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

function problemText(state: State, t: (key: 'failed' | 'offline' | 'pageProblem' | 'limited', options?: { minutes: number }) => string): string | null {
  switch (state.kind) {
    case 'failed':
      return t('failed');
    case 'offline':
      return t('offline');
    case 'pageProblem':
      return t('pageProblem');
    case 'limited':
      return t('limited', { minutes: state.minutes });
    default:
      return null;
  }
}

function Field({ id, label, mark, error, children }: { id: string; label: string; mark?: string; error: ReactNode; children: ReactNode }) {
  return (
    <div className="enquiry-field">
      <label htmlFor={id}>
        {label}
        {mark ? <span className="enquiry-field__mark"> ({mark})</span> : null}
      </label>
      {children}
      {error}
    </div>
  );
}

function DirectContact({ contact, label }: { contact: WorkshopContact; label: string }) {
  return (
    <p className="enquiry-form__direct">
      {label} {contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : null}
      {contact.phone && contact.email ? ' · ' : null}
      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
    </p>
  );
}
