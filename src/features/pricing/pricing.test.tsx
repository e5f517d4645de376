import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { initEmbedMode } from '../../embed/embed-mode';
import type { WorkshopProfile } from '../../../contract/workshop';
import { qrCodeHref } from '../../../contract/qr-code';
import { changeLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { setupApiServer } from '../../test/server';
import { quoteUrl } from './quote-sheet';
import { STAFF_VIEW_KEY } from './staff-view';

setupApiServer();

const TURBO = '/types/1/manufacturers/5/models/10/generations/20/engines/101';

const PROFILE: WorkshopProfile = {
  name: 'Garage Test',
  logo: '/workshop-logo.svg',
  contact: {
    phone: '+49 30 1234 5678',
    email: 'shop@garage.example',
    address: ['Teststraße 1', '10115 Berlin'],
    openingHours: [{ en: 'Mon–Fri 8–18', de: 'Mo–Fr 8–18' }],
  },
  currency: 'EUR',
  taxNote: { en: 'All prices include VAT.', de: 'Alle Preise inkl. MwSt.' },
  validityDays: 14,
  prices: [
    { type: 1, stages: { '1': 449, '2': 749 }, options: { EGR: 99 } },
    { manufacturer: 5, stages: { '1': 499 } },
    { engine: 101, stages: { '2': 'on request' } },
  ],
};

const stageTable = () => screen.findByRole('table', { name: /Tuning stages of 1\.8T/ });
const euro = (locale: string, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);

describe('workshop prices on the engine page', () => {
  // Staff at the counter: each price shows the rule that picked it (staff-view.tsx).
  beforeEach(() => localStorage.setItem(STAFF_VIEW_KEY, '1'));
  afterEach(() => localStorage.removeItem(STAFF_VIEW_KEY));

  test('a price column in the stage table: the most specific rule per stage, "On request" included; stock has none', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    const table = await stageTable();
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    const [header, ...rows] = within(table).getAllByRole('row');
    // The price's column, wherever it is (a request button may follow it).
    const column = within(header!)
      .getAllByRole('columnheader')
      .findIndex((cell) => cell.textContent === 'Price');
    const priceOf = (row: HTMLElement) => {
      const cell = within(row).getAllByRole('cell')[column - 1]!;
      return within(cell).queryByRole('button')?.textContent ?? cell.textContent;
    };
    expect(rows.map(priceOf)).toEqual(['—', euro('en-US', 499), euro('en-US', 499), 'On request']);
    const stages = screen.getByRole('heading', { level: 2, name: 'Tuning stages' }).closest('section')!;
    expect(within(stages).getByText('All prices include VAT.')).toBeInTheDocument();
  });

  test('the rule that picked a price describes it: shown on focus, hidden by Escape', async () => {
    const { user } = await renderApp(TURBO, { config: { workshop: PROFILE } });
    const table = await stageTable();
    const [audi, , engine] = within(table).getAllByRole('button');
    expect(audi).toHaveAccessibleDescription('From your price list, for Audi');
    expect(engine).toHaveAccessibleDescription('From your price list, for this engine');
    await user.tab();
    audi!.focus();
    const tag = audi!.closest('.price-tag')!;
    expect(tag).not.toHaveAttribute('data-dismissed');
    await user.keyboard('{Escape}');
    expect(tag).toHaveAttribute('data-dismissed');
    await user.tab();
    expect(tag).not.toHaveAttribute('data-dismissed');
  });

  test('option prices beside the options (type rule), none where no rule prices an option', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    await stageTable();
    const options = screen.getByRole('heading', { level: 2, name: 'Tuning options' }).closest('section')!;
    const egr = within(options).getByText('EGR', { selector: 'dt' });
    expect(within(egr).getByRole('button')).toHaveTextContent(euro('en-US', 99));
    expect(within(egr).getByRole('button')).toHaveAccessibleDescription('From your price list, for all Cars & LCV');
    expect(within(within(options).getByText('Decat', { selector: 'dt' })).queryByRole('button')).toBeNull();
  });

  test('German: euro amounts as de formats them, the tax note and rule in German', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE }, language: 'de' });
    await changeLanguage('de', { remember: false });
    const table = await screen.findByRole('table', { name: /1\.8T/ });
    const buttons = within(table).getAllByRole('button');
    expect(buttons[0]!.textContent).toBe(euro('de', 499));
    expect(euro('de', 1234)).toMatch(/^1\.234,00\s€$/);
    expect(buttons[0]).toHaveAccessibleDescription('Aus Ihrer Preisliste, für Audi');
    expect(buttons[2]).toHaveTextContent('Auf Anfrage');
    expect(screen.getAllByText('Alle Preise inkl. MwSt.')).not.toHaveLength(0);
  });

  test('no prices without a profile, with a profile that does not hold, or against a catalogue chosen in Settings', async () => {
    const first = await renderApp(TURBO, { config: { workshop: { ...PROFILE, currency: 'euro' } } });
    expect(within(await stageTable()).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    first.unmount();
    const second = await renderApp(TURBO, { config: { workshop: null } });
    expect(within(await stageTable()).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    second.unmount();
    sessionStorage.setItem('vtdb.connection', JSON.stringify({ baseUrl: '/api', apiKey: 'demo', remember: false }));
    try {
      await renderApp(TURBO, { config: { workshop: PROFILE } });
      expect(within(await stageTable()).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    } finally {
      sessionStorage.clear();
    }
  });

  test('the quote sheet: workshop and contacts, date and validity, QR code of the page, engine code, ECU and TCU, tools and options', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    await stageTable();
    const header = document.querySelector<HTMLElement>('.quote-header')!;
    expect(header).toHaveTextContent('Garage Test');
    expect(header).toHaveTextContent('Teststraße 1, 10115 Berlin');
    expect(header).toHaveTextContent('Phone: +49 30 1234 5678');
    expect(header).toHaveTextContent('Opening hours: Mon–Fri 8–18');
    // The QR code is the server's drawing of the page's address, in the page from the start: it
    // prints whichever way the print comes. The dates are written only once a print is coming.
    const qr = within(header).getByRole('img', { name: 'QR code of this page’s address' });
    expect(qr.getAttribute('src')).toBe(`/qr.svg?page=${encodeURIComponent(TURBO)}`);
    expect(header).not.toHaveTextContent('Valid until');
    fireEvent.focus(screen.getByRole('button', { name: 'Print sheet' }));
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    await waitFor(() => expect(header).toHaveTextContent(`Date${day.format(new Date())}`));
    expect(header).toHaveTextContent(`Valid until${day.format(new Date(Date.now() + 14 * 86_400_000))}`);
    expect(header).toHaveTextContent(`${window.location.origin}${TURBO}`);
    const vehicle = document.querySelector<HTMLElement>('.quote-vehicle')!;
    expect(vehicle).toHaveTextContent('Engine codeAGU');
    expect(vehicle).toHaveTextContent('ECUBosch M3.8.3, Bosch ME7.5');
    expect(vehicle).toHaveTextContent('TCU—');
    const details = document.querySelector<HTMLElement>('.quote-details')!;
    expect(details).toHaveTextContent(`EGR${euro('en-US', 99)}`);
    expect(details).toHaveTextContent('KESS3 · Alientech');
  });

  test('the QR code leads to the full page, not the embedded one', () => {
    expect(quoteUrl('https://catalogue.example/types/1/engines/5?embed=1&lang=de#x')).toBe('https://catalogue.example/types/1/engines/5?lang=de');
    expect(qrCodeHref('/types/1/engines/5?embed=1&lang=de')).toBe(`/qr.svg?page=${encodeURIComponent('/types/1/engines/5?lang=de')}`);
    expect(qrCodeHref('/types/1/engines/5?embed=1')).toBe(`/qr.svg?page=${encodeURIComponent('/types/1/engines/5')}`);
  });
});

describe('prices as a customer sees them', () => {
  afterEach(() => {
    localStorage.removeItem(STAFF_VIEW_KEY);
    initEmbedMode('?embed=0', '');
  });

  test('without the staff switch: the price and the tax note, no rule and nothing to press', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    const table = await stageTable();
    expect(within(table).getAllByText(euro('en-US', 499))).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: euro('en-US', 499) })).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText('Price for Audi')).toBeNull();
    expect(screen.getAllByText('All prices include VAT.')).not.toHaveLength(0);
  });

  test('in a widget the rule never shows, whatever the device says', async () => {
    localStorage.setItem(STAFF_VIEW_KEY, '1');
    initEmbedMode('?embed=1', '');
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    const table = await stageTable();
    expect(within(table).getAllByText(euro('en-US', 499))).toHaveLength(2);
    expect(screen.queryByText('Price for Audi')).toBeNull();
  });
});

describe('the quote and the workshop band', () => {
  test('every stage is on the quote until unticked; a stage left out is marked for the sheet', async () => {
    // The choice is the counter's (staff view on this device).
    localStorage.setItem(STAFF_VIEW_KEY, '1');
    onTestFinished(() => localStorage.removeItem(STAFF_VIEW_KEY));
    const { user } = await renderApp(TURBO, { config: { workshop: PROFILE } });
    const table = await stageTable();
    const boxes = within(table).getAllByRole('checkbox', { name: /on the quote$/ });
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) expect(box).toBeChecked();
    expect(table.querySelectorAll('tr[data-left-out]')).toHaveLength(0);
    await user.click(boxes[0]!);
    expect(boxes[0]).not.toBeChecked();
    expect(boxes[0]!.closest('tr')).toHaveAttribute('data-left-out');
    expect(table.querySelectorAll('tr[data-left-out]')).toHaveLength(1);
  });

  test("the customer's name and registration go on the sheet, from the fields only", async () => {
    const { user } = await renderApp(TURBO, { config: { workshop: PROFILE } });
    await stageTable();
    expect(document.querySelector('.quote-customer')).toBeNull();
    const name = screen.getByRole('textbox', { name: "Customer's name" });
    expect(name).not.toHaveAttribute('name');
    expect(name.closest('form')).toBeNull();
    await user.type(name, 'Erika Mustermann');
    await user.type(screen.getByRole('textbox', { name: 'Registration or VIN' }), 'B-EM 123');
    const sheet = document.querySelector<HTMLElement>('.quote-customer')!;
    expect(sheet).toHaveTextContent('CustomerErika Mustermann');
    expect(sheet).toHaveTextContent('Registration/VINB-EM 123');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Mustermann');
  });

  test('the workshop band: name, a tel: link, address and hours', async () => {
    await renderApp(TURBO, { config: { workshop: PROFILE } });
    await stageTable();
    const band = screen.getByRole('region', { name: 'Workshop contact' });
    expect(band).toHaveTextContent('Garage Test');
    expect(within(band).getByRole('link', { name: '+49 30 1234 5678' })).toHaveAttribute('href', 'tel:+493012345678');
    expect(band).toHaveTextContent('Teststraße 1, 10115 Berlin');
    expect(band).toHaveTextContent('Opening hours: Mon–Fri 8–18');
  });

  test('no band without a workshop profile', async () => {
    await renderApp(TURBO, { config: { workshop: null } });
    await stageTable();
    expect(screen.queryByRole('region', { name: 'Workshop contact' })).toBeNull();
  });
});
