import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '../../../contract/enquiry';
import { useApp } from '../../core/app-context';
import { useHydrated } from '../../hooks/use-hydrated';
import { hostWantsEnquiryDetails } from '../../embed/embed-mode';
import { postToHost, type EnquiryAnnouncement } from '../../embed/host-bridge';
import { mailtoHref, telHref, type EnquiryTarget, type WorkshopContact } from './target';
import '../../i18n/lazy-english';

/** The form, its words and its styles: a chunk of their own, loaded on the first click. */
const loadDialog = () => import('./enquiry-dialog');
const EnquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.EnquiryDialog })));

export interface EnquiryButtonProps {
  target: EnquiryTarget;
  /** The workshop's phone and e-mail: where the button leads when the server takes no requests. */
  contact: WorkshopContact | null;
  /** The page's path as the host of a widget knows it. */
  path: string;
}

/** Whether a stage can be requested at all: the server forwards requests, or the workshop has a phone or e-mail. */
export function canRequest(enquiry: boolean, contact: WorkshopContact | null): boolean {
  return enquiry || Boolean(contact?.email || contact?.phone);
}

/**
 * "Request this remap" on one stage. When the catalogue server forwards requests
 * (`enquiry` in /config.json) it opens the request form; otherwise it is a link that writes
 * to the workshop (mailto:, with the vehicle and stage filled in) or calls it (tel:). With
 * neither, there is nothing to offer and nothing is shown. In a widget, the host page is told
 * (`vtdb:enquiry`) when a request is accepted or the link is opened.
 */
export function EnquiryButton({ target, contact, path }: EnquiryButtonProps) {
  const { t, i18n } = useTranslation();
  const { config, language } = useApp();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  // A page the server drew: the form opens once the app runs (a click before that would be lost).
  const hydrated = useHydrated();

  const announce = (channel: EnquiryAnnouncement['channel'], status?: 'sent' | 'retrying', details?: Enquiry) => {
    postToHost({
      type: 'enquiry',
      enquiry: {
        path,
        channel,
        ...(status ? { status } : {}),
        vehicle: target.vehicle,
        stage: target.stage,
        price: target.price,
        ...(details && hostWantsEnquiryDetails() ? { contact: contactOf(details) } : {}),
      },
    });
  };

  // Every stage has one: the name says which ("Request this remap (Stage 2)"), starting with the visible words.
  const named = (text: string) => `${text} (${target.stageLabel})`;

  if (!config.enquiry) {
    if (contact?.email) {
      const subject = t('enquiry.mailSubject', { vehicle: target.vehicleLabel, stage: target.stageLabel });
      const lines = [t('enquiry.mailIntro'), '', `${target.vehicleLabel}`, target.stageLabel];
      if (target.price) lines.push(t('enquiry.mailPrice', { price: target.price.text }));
      lines.push('', '');
      return (
        <a
          className="button button--small enquiry-button"
          href={mailtoHref(contact.email, subject, lines)}
          aria-label={named(t('enquiry.byEmail'))}
          onClick={() => announce('email')}
        >
          {t('enquiry.byEmail')}
        </a>
      );
    }
    if (contact?.phone) {
      return (
        <a
          className="button button--small enquiry-button"
          href={telHref(contact.phone)}
          aria-label={named(t('enquiry.byPhone'))}
          onClick={() => announce('phone')}
        >
          {t('enquiry.byPhone')}
        </a>
      );
    }
    return null;
  }

  const openForm = async () => {
    setLoading(true);
    try {
      const dialog = await loadDialog();
      await dialog.loadEnquiryMessages(i18n, language);
      setOpen(true);
    } catch {
      // The chunk could not load (offline, a new deployment): the link to the workshop, if any, still works.
      if (contact?.email) window.location.href = `mailto:${contact.email}`;
      else if (contact?.phone) window.location.href = telHref(contact.phone);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--small enquiry-button"
        aria-haspopup="dialog"
        aria-label={named(t('enquiry.request'))}
        aria-busy={loading || undefined}
        disabled={!hydrated}
        onClick={() => void openForm()}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
      >
        {t('enquiry.request')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            target={target}
            contact={contact}
            anchor={button}
            onAccepted={(status, details) => announce('form', status, details)}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function contactOf(details: Enquiry): NonNullable<EnquiryAnnouncement['contact']> {
  return {
    name: details.name,
    ...(details.phone ? { phone: details.phone } : {}),
    ...(details.email ? { email: details.email } : {}),
    ...(details.registration ? { registration: details.registration } : {}),
    ...(details.preferredDate ? { preferredDate: details.preferredDate } : {}),
    ...(details.message ? { message: details.message } : {}),
  };
}
