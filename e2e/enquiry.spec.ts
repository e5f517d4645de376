import { expect, test, type APIRequestContext, type Frame, type Locator, type Page } from '@playwright/test';
import { ENQUIRY_EMAIL, HOST_PORT } from '../playwright.config';
import { axeViolations } from './support/axe';
import { examplePath } from './support/catalogue';
import { widget } from './support/widget';

/**
 * "Request this remap" in a real browser against the real server: the request reaches the
 * workshop's webhook and mail server (both played by e2e/support/host-server.ts, configured in
 * playwright.config.ts), from the engine page and from the embedded widget, whose host page
 * receives `vtdb:enquiry`; the dialog is keyboard-safe and axe-clean.
 */

const host = `http://127.0.0.1:${HOST_PORT}`;

interface Received {
  body: {
    id: string;
    vehicle: { engine: { id: number; name: string }; manufacturer: { name: string } };
    stage: { id: number | null; number: number };
    price: { text: string } | null;
    language: string;
    contact: Record<string, string | null>;
  };
  status: number;
}

async function webhook(request: APIRequestContext): Promise<Received[]> {
  return (await (await request.get(`${host}/webhook/enquiries`)).json()) as Received[];
}

async function mails(request: APIRequestContext): Promise<{ to: string[]; raw: string }[]> {
  return (await (await request.get(`${host}/smtp/messages`)).json()) as { to: string[]; raw: string }[];
}

/** A week from today, as the date input wants it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

test.beforeEach(async ({ request }) => {
  await request.post(`${host}/webhook/reset`);
});

async function fill(dialog: Locator, name: string) {
  await dialog.getByRole('textbox', { name: /Your name/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+49 30 1234567');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com');
  await dialog.getByRole('textbox', { name: /Registration or VIN/ }).fill('B-AS 1234');
  await dialog.getByLabel(/Preferred date/).fill(nextWeek());
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Mornings suit me best.');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
}

/** The first stage's button, and the stage it names. */
async function firstRequestButton(scope: Page | Frame) {
  const button = scope.getByRole('button', { name: /^Request this remap \(/ }).first();
  await expect(button).toBeVisible();
  // Server-drawn, the button works once the app has hydrated.
  await expect(button).toBeEnabled();
  const name = (await button.getAttribute('aria-label')) ?? '';
  return { button, stage: /\((.+)\)$/.exec(name)?.[1] ?? '' };
}

test('a request sent from the engine page reaches the webhook and the mail server; the dialog traps focus, closes on Escape, and axe finds nothing', async ({
  page,
  request,
}) => {
  const example = await examplePath(request);
  await page.goto(example.engineUrl);
  await expect(page.getByRole('heading', { level: 1, name: /1\.8T 150hp 210Nm/ })).toBeVisible();
  const { button, stage } = await firstRequestButton(page);

  // Keyboard: open with Enter, focus in the first field, Tab stays inside, Escape closes and focus returns.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request this remap' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  for (let index = 0; index < 14; index += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${stage} for your Audi A4 B5 1.8T 150hp 210Nm`);
  // Refused in the browser first: errors next to their fields, focus on the first.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription('Enter your name.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('enquiry-errors.png') });

  await fill(dialog, 'Anna Schmidt');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const sent = dialog.getByRole('heading', { name: 'Request sent' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('enquiry-sent.png') });

  const received = await webhook(request);
  expect(received).toHaveLength(1);
  expect(received[0]!.body).toMatchObject({
    vehicle: { engine: { id: example.engineId, name: '1.8T 150hp 210Nm' }, manufacturer: { name: 'Audi' } },
    language: 'en',
    contact: {
      name: 'Anna Schmidt',
      phone: '+49 30 1234567',
      email: 'anna@example.com',
      registration: 'B-AS 1234',
      preferredDate: nextWeek(),
      message: 'Mornings suit me best.',
    },
  });
  expect(received[0]!.body.stage.number).toBe(Number(/\d+/.exec(stage)?.[0]));
  // The example workshop profile prices every car stage: the price shown travels with the request.
  expect(received[0]!.body.price).toMatchObject({ text: expect.stringContaining('€'), currency: 'EUR', amount: expect.any(Number) });
  await expect.poll(async () => (await mails(request)).length).toBe(1);
  const [mail] = await mails(request);
  expect(mail!.to).toEqual([ENQUIRY_EMAIL]);
  expect(mail!.raw).toContain('Name: Anna Schmidt');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('when the webhook fails, the visitor reads "Request received" and the server delivers it again', async ({ page, request }) => {
  const example = await examplePath(request);
  await request.post(`${host}/webhook/fail-next`);
  await page.goto(example.engineUrl);
  const { button } = await firstRequestButton(page);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Request this remap' });
  await fill(dialog, 'Bo Retry');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect.poll(async () => (await webhook(request)).map((post) => post.status)).toEqual([500, 200]);
  const [first, second] = await webhook(request);
  expect(second!.body.id).toBe(first!.body.id);
});

test('on a phone, in the dark theme, the form fits the screen with its fields one under another, and its errors pass axe', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(example.engineUrl);
  const { button } = await firstRequestButton(page);
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('enquiry-phone-cards.png') });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Request this remap' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const phone = (await dialog.getByRole('textbox', { name: 'Phone' }).boundingBox())!;
  const email = (await dialog.getByRole('textbox', { name: 'E-mail' }).boundingBox())!;
  expect(email.y).toBeGreaterThan(phone.y + phone.height);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('enquiry-phone.png') });
});

interface HostEvent {
  type: string;
  detail: { channel?: string; status?: string; vehicle?: { engine: { id: number } }; stage?: { number: number }; contact?: Record<string, string> };
}

const hostEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { vtdbEvents: HostEvent[] }).vtdbEvents.filter((event) => event.type === 'enquiry'));

test('a request from the embedded widget reaches the webhook, and the host receives vtdb:enquiry with contact details only when it opted in', async ({
  page,
  request,
}) => {
  const example = await examplePath(request);

  // Opted in: data-enquiry-details="1".
  await page.goto(`${host}/?details=1&catalogue=${encodeURIComponent(example.engineUrl)}`);
  let frame = await widget(page);
  let { button } = await firstRequestButton(frame);
  await button.click();
  let dialog = frame.getByRole('dialog', { name: 'Request this remap' });
  await expect(dialog).toBeVisible();
  // The dialog opens beside its button, inside the host's window, however tall the frame is.
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  // (Within a pixel: the frame's place in the host is fractional, -0.375 px was seen.)
  expect(box!.y).toBeGreaterThan(-1);
  expect(box!.y).toBeLessThan(900);
  expect(await axeViolations(frame)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('enquiry-widget.png') });
  await fill(dialog, 'Widget Visitor');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect.poll(() => hostEvents(page)).toHaveLength(1);
  const [opted] = await hostEvents(page);
  expect(opted!.detail).toMatchObject({
    channel: 'form',
    status: 'sent',
    vehicle: { engine: { id: example.engineId } },
    contact: { name: 'Widget Visitor', phone: '+49 30 1234567', email: 'anna@example.com' },
  });
  expect((await webhook(request)).map((post) => post.body.contact.name)).toEqual(['Widget Visitor']);

  // Not opted in: the vehicle and stage only, in the event and in every message the host's window saw.
  await page.goto(`${host}/?catalogue=${encodeURIComponent(example.engineUrl)}`);
  frame = await widget(page);
  ({ button } = await firstRequestButton(frame));
  await button.click();
  dialog = frame.getByRole('dialog', { name: 'Request this remap' });
  await fill(dialog, 'Private Visitor');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect.poll(() => hostEvents(page)).toHaveLength(1);
  const [plain] = await hostEvents(page);
  expect(plain!.detail).toMatchObject({ channel: 'form', status: 'sent', vehicle: { engine: { id: example.engineId } } });
  expect(plain!.detail.contact).toBeUndefined();
  const messages = await page.evaluate(() => JSON.stringify((window as unknown as { vtdbMessages: unknown[] }).vtdbMessages));
  expect(messages).not.toContain('Private Visitor');
  expect(messages).not.toContain('anna@example.com');
  expect((await webhook(request)).map((post) => post.body.contact.name)).toEqual(['Widget Visitor', 'Private Visitor']);
});

test('a link cannot switch the contact details on: the host without data-enquiry-details, opened with ?catalogue=…?enquiryDetails=1', async ({
  page,
  request,
}) => {
  const example = await examplePath(request);
  // As the finding sent it: the option inside the catalogue path of the host page's own URL.
  await page.goto(`${host}/?catalogue=${example.engineUrl}?enquiryDetails=1`);
  const frame = await widget(page);
  const frameUrl = new URL(frame.url());
  expect(frameUrl.pathname).toBe(example.engineUrl);
  expect(frameUrl.searchParams.get('enquiryDetails')).toBeNull();
  expect(frameUrl.hash).toBe('');
  const { button } = await firstRequestButton(frame);
  await button.click();
  const dialog = frame.getByRole('dialog', { name: 'Request this remap' });
  await fill(dialog, 'Linked Visitor');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect.poll(() => hostEvents(page)).toHaveLength(1);
  const [event] = await hostEvents(page);
  expect(event!.detail).toMatchObject({ channel: 'form', status: 'sent', vehicle: { engine: { id: example.engineId } } });
  expect(event!.detail.contact).toBeUndefined();
  // Nothing the host's scripts could read carries the visitor's name or address.
  const messages = await page.evaluate(() => JSON.stringify((window as unknown as { vtdbMessages: unknown[] }).vtdbMessages));
  expect(messages).not.toContain('Linked Visitor');
  expect(messages).not.toContain('anna@example.com');
  // The workshop still got the request, contact details and all.
  expect((await webhook(request)).map((post) => post.body.contact.name)).toEqual(['Linked Visitor']);
});
