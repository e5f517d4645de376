import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, test } from 'vitest';
import { V1_LANGUAGES, type Language } from '../../../contract/constants';
import { ENQUIRY_ERRORS } from '../../../contract/enquiry';
import type { WorkshopProfile } from '../../../contract/workshop';
import { changeLanguage, i18next } from '../../i18n/i18n';
import { DEMO_CONFIG, renderApp, renderWithProviders } from '../../test/render-app';
import { server, setupApiServer } from '../../test/server';
import { EnquiryDialog } from './enquiry-dialog';
import { loadEnquiryMessages } from './messages';
import type { EnquiryTarget } from './target';
import { flatten, type Tree } from '../../test/locale-tree';

/**
 * "Request this remap": the form's words in all 21 languages (every message, shown by the form),
 * the browser's checks (the contract's schema) with errors linked to their fields and focus on
 * the first, and the states after sending: sent, retrying, refused fields, failed, too many.
 * The server side is server/enquiry/enquiry.test.ts; the browser, focus trap and Escape are
 * e2e/enquiry.spec.ts.
 */

setupApiServer();

/** The mock catalogue's 1.8T of the Audi A4 B5 (src/test/fixtures.ts), as a request for a remap names it. */
const TURBO_VEHICLE: EnquiryTarget['vehicle'] = {
  type: { id: 1, name: 'Cars & LCV' },
  manufacturer: { id: 5, name: 'Audi' },
  model: { id: 10, name: 'A4' },
  generation: { id: 20, name: 'B5' },
  engine: { id: 101, name: '1.8T 150hp 210Nm' },
};

const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
const english = flatten(locales['./locales/en.json']!);

describe('the form’s words', () => {
  it('exist for every language, and name every error the contract has', () => {
    const files = Object.keys(locales)
      .map((path) => /\.\/locales\/(\w+)\.json$/.exec(path)?.[1])
      .sort();
    expect(files).toEqual([...V1_LANGUAGES].sort());
    expect([...english.keys()].filter((key) => key.startsWith('errors.')).sort()).toEqual(ENQUIRY_ERRORS.map((code) => `errors.${code}`).sort());
  });

  describe.each(V1_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const entries = flatten(locales[`./locales/${language}.json`] ?? {});

    it('has exactly the English keys, with their placeholders, and no empty or control-character text', () => {
      expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) {
        expect(text.trim(), key).not.toBe('');
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u001f\u007f]/.test(text), key).toBe(false);
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    });

    it('is translated, not English left in place', () => {
      const same = [...entries].filter(([key, text]) => text === english.get(key)).map(([key]) => key);
      // A few words are the same in some languages ("Message", "E-mail", "optional").
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(4);
      expect(entries.get('title')).not.toBe(english.get('title'));
    });
  });
});

const TURBO = '/types/1/manufacturers/5/models/10/generations/20/engines/101';

function acceptEnquiries(answer: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/enquiry', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openForm(stage = 'Stage 2') {
  const view = await renderApp(TURBO, { config: { enquiry: true } });
  const table = await screen.findByRole('table', { name: /^Tuning stages of 1\.8T/ });
  const button = within(table).getByRole('button', { name: `Request this remap (${stage})` });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Request this remap' });
  return { ...view, dialog: within(dialog), element: dialog, button };
}

describe('the request form on the engine page', () => {
  test('opens from a stage with focus in the name field, sends the request and says it was sent; focus returns to the button', async () => {
    const bodies = acceptEnquiries(() => HttpResponse.json({ status: 'sent' }));
    const { user, dialog, element, button } = await openForm();
    expect(element).toHaveAccessibleDescription(/Stage 2 for your Audi A4 B5 1\.8T 150hp 210Nm/);
    await waitFor(() => expect(dialog.getByLabelText(/Your name/)).toHaveFocus());

    await user.type(dialog.getByLabelText(/Your name/), 'Anna Schmidt');
    await user.type(dialog.getByLabelText('Phone'), '+49 30 1234567');
    await user.type(dialog.getByLabelText(/Registration or VIN/), 'WVWZZZ1JZXW000001');
    fireEvent.change(dialog.getByLabelText(/Preferred date/), { target: { value: '2099-01-01' } });
    await user.type(dialog.getByLabelText(/Message/), 'Mornings, please.');
    await user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    // 2099 is beyond the next year: refused in the browser, nothing sent.
    expect(dialog.getByLabelText(/Preferred date/)).toHaveAccessibleDescription('Choose a date within the next year.');
    expect(bodies).toHaveLength(0);
    const soon = new Date(Date.now() + 7 * 86_400_000);
    const date = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    fireEvent.change(dialog.getByLabelText(/Preferred date/), { target: { value: date } });
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    const outcome = await dialog.findByRole('heading', { name: 'Request sent' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(bodies).toEqual([
      {
        vehicle: TURBO_VEHICLE,
        stage: { id: 9003, number: 2 },
        price: null,
        language: 'en',
        name: 'Anna Schmidt',
        phone: '+49 30 1234567',
        registration: 'WVWZZZ1JZXW000001',
        preferredDate: date,
        message: 'Mornings, please.',
        consent: true,
        website: '',
      },
    ]);

    await user.click(within(dialog.getByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  test('checks the form in the browser: each error linked to its field, focus on the first, nothing sent', async () => {
    const bodies = acceptEnquiries(() => HttpResponse.json({ status: 'sent' }));
    const { user, dialog } = await openForm('Stage 1 · variant 2');
    await user.type(dialog.getByLabelText('E-mail'), 'anna@');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    const name = dialog.getByLabelText(/Your name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(dialog.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please agree, so that the workshop may contact you.');
    expect(dialog.getByText('Please check the marked fields.')).toBeInTheDocument();

    // Neither phone nor e-mail: both fields say so.
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(name, 'Anna');
    await user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(dialog.getByLabelText('Phone')).toHaveFocus());
    expect(dialog.getByLabelText('Phone')).toHaveAccessibleDescription('Give a phone number or an e-mail address.');
    expect(dialog.getByLabelText('E-mail')).toHaveAccessibleDescription('Give a phone number or an e-mail address.');
    expect(bodies).toHaveLength(0);
  });

  test('shows the fields the server refuses, then "retrying" when the server accepts and retries', async () => {
    let calls = 0;
    const bodies = acceptEnquiries(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ code: 400, message: 'Invalid request: check the fields', fields: { phone: 'phoneInvalid' } }, { status: 400 })
        : HttpResponse.json({ status: 'retrying' }, { status: 202 });
    });
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText(/Your name/), 'Anna');
    await user.type(dialog.getByLabelText('Phone'), '030 1234567');
    await user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(dialog.getByLabelText('Phone')).toHaveFocus());
    expect(dialog.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a phone number such as +49 30 1234567.');

    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(dialog.getByText(/being passed on to the workshop/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  test('says when sending failed (and lets the visitor try again), when there is no connection, and when there were too many requests', async () => {
    let answer: () => Response = () => HttpResponse.json({ code: 502, message: 'The request could not be delivered to the workshop' }, { status: 502 });
    acceptEnquiries(() => answer());
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText(/Your name/), 'Anna');
    await user.type(dialog.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again later, or contact the workshop directly.');

    answer = () => HttpResponse.error();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Check your connection and try again.'));

    answer = () => HttpResponse.json({ code: 429, message: 'Too many' }, { status: 429, headers: { 'retry-after': '1700' } });
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Too many requests from this device. Please try again in 29 min.'));
  });

  test('without a destination on the server, and without the workshop’s phone or e-mail, offers nothing', async () => {
    await renderApp(TURBO, { config: { enquiry: false } });
    const table = await screen.findByRole('table', { name: /^Tuning stages of 1\.8T/ });
    expect(within(table).queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Request/ })).not.toBeInTheDocument();
  });
});

const PROFILE: WorkshopProfile = {
  name: 'Garage Test',
  contact: { phone: '+49 30 1234 5678', email: 'shop@garage.example' },
  currency: 'EUR',
  validityDays: 14,
  prices: [
    { type: 1, stages: { '1': 449, '2': 749 } },
    { manufacturer: 5, stages: { '1': 499 } },
    { engine: 101, stages: { '2': 'on request' } },
  ],
};

const euro = (amount: number) => new Intl.NumberFormat(navigator.language, { style: 'currency', currency: 'EUR' }).format(amount);

describe('with the workshop profile', () => {
  test('the form carries the price shown beside the stage, and offers the workshop’s phone and e-mail when sending fails', async () => {
    const bodies = acceptEnquiries(() => HttpResponse.json({ code: 503, message: 'Requests cannot be taken right now' }, { status: 503 }));
    const view = await renderApp(TURBO, { config: { enquiry: true, workshop: PROFILE } });
    const table = await screen.findByRole('table', { name: /^Tuning stages of 1\.8T/ });
    await view.user.click(within(table).getByRole('button', { name: 'Request this remap (Stage 1 · variant 1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request this remap' }));
    expect(dialog.getByText(`Price shown: ${euro(499)}`)).toBeInTheDocument();
    await view.user.type(dialog.getByLabelText(/Your name/), 'Anna');
    await view.user.type(dialog.getByLabelText('Phone'), '+49 30 1234567');
    await view.user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByRole('link', { name: '+49 30 1234 5678' })).toHaveAttribute('href', 'tel:+493012345678');
    expect(within(alert).getByRole('link', { name: 'shop@garage.example' })).toHaveAttribute('href', 'mailto:shop@garage.example');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ stage: { id: 9001, number: 1 }, price: { text: euro(499), amount: 499, currency: 'EUR' } });
  });

  test('without a destination on the server, each stage links to the workshop’s e-mail with the vehicle, stage and price filled in', async () => {
    await renderApp(TURBO, { config: { enquiry: false, workshop: PROFILE } });
    const table = await screen.findByRole('table', { name: /^Tuning stages of 1\.8T/ });
    expect(within(table).queryByRole('button', { name: /Request this remap/ })).not.toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'Request by e‑mail (Stage 2)' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('shop@garage.example');
    expect(href.searchParams.get('subject')).toBe('Remap request: Audi A4 B5 1.8T 150hp 210Nm, Stage 2');
    expect(href.searchParams.get('body')!.split('\r\n')).toEqual([
      'Hello, I would like to request a remap:',
      '',
      'Audi A4 B5 1.8T 150hp 210Nm',
      'Stage 2',
      'Price shown: On request',
      '',
      '',
    ]);
  });

  test('with only a phone, each stage calls the workshop', async () => {
    await renderApp(TURBO, { config: { enquiry: false, workshop: { ...PROFILE, contact: { phone: '+49 30 1234 5678' } } } });
    const table = await screen.findByRole('table', { name: /^Tuning stages of 1\.8T/ });
    expect(within(table).getByRole('link', { name: 'Request by phone (Stage 1 · variant 2)' })).toHaveAttribute('href', 'tel:+493012345678');
  });
});

const TARGET: EnquiryTarget = {
  vehicle: { ...TURBO_VEHICLE, engine: { id: 101, name: '1.8T' } },
  stage: { id: 9003, number: 2 },
  price: { text: '449 €', amount: 449, currency: 'EUR' },
  stageLabel: 'S2',
  vehicleLabel: 'Audi A4 B5 1.8T',
};

describe.each(V1_LANGUAGES)('the form in %s', (language: Language) => {
  test('shows its labels and the messages of a refused form in that language', async () => {
    const messages = flatten(locales[`./locales/${language}.json`]!);
    const { user } = await renderWithProviders(
      <EnquiryDialog target={TARGET} contact={null} anchor={{ current: null }} onClose={() => {}} onAccepted={() => {}} />,
      {
        config: { ...DEMO_CONFIG, enquiry: true },
        language,
      },
    );
    await act(async () => {
      await changeLanguage(language, { remember: false });
      await loadEnquiryMessages(i18next, language);
    });
    const dialog = within(await screen.findByRole('dialog', { name: messages.get('title') }));
    expect(dialog.getByText(messages.get('price')!.replace('{{price}}', '449 €'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: messages.get('submit') }));

    const field = (key: string) => dialog.getByLabelText(new RegExp(`^${messages.get(key)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription(messages.get('errors.required')!));
    expect(field('phone')).toHaveAccessibleDescription(messages.get('errors.contactMissing')!);
    expect(dialog.getByRole('checkbox', { name: messages.get('consent') })).toHaveAccessibleDescription(messages.get('errors.consentRequired')!);
    expect(dialog.getByText(messages.get('checkFields')!)).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en', { remember: false });
    });
  });
});
