import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { setUnits } from '../features/dyno/units';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { breadcrumbLinks, locationOf, renderApp } from '../test/render-app';
import { answerStatus, clearRequests, delayAnswer, requestPaths, timeline, setupApiServer } from '../test/server';

setupApiServer();
afterEach(() => setUnits({ power: 'hp', torque: 'nm' }));

const B5 = '/types/1/manufacturers/5/models/10/generations/20';
const TURBO = `${B5}/engines/101`;
const PRIVATE = '/types/1/manufacturers/4294967296/models/4294967297/generations/4294967298/engines/9007199254740991';

const stageTable = () => screen.findByRole('table', { name: 'Tuning stages of 1.8T 150hp 210Nm compared with stock' });
const stageTable100 = () => screen.findByRole('table', { name: 'Tuning stages of 1.8i 125hp 170Nm compared with stock' });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('engine page', () => {
  test('the heading names make, model, generation and engine; breadcrumbs name every ancestor as a link; the tab title', async () => {
    await renderApp(TURBO);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Audi A4 B5 1.8T 150hp 210Nm' });
    expect(within(heading).getByText('Audi A4 B5')).toBeInTheDocument();
    expect(breadcrumbLinks()).toEqual([
      ['Vehicle types', '/'],
      ['Cars & LCV', '/types/1'],
      ['Audi', '/types/1/manufacturers/5'],
      ['A4', '/types/1/manufacturers/5/models/10'],
      ['B5', B5],
    ]);
    await waitFor(() => expect(document.title).toBe('Audi A4 B5 1.8T 150hp 210Nm · Tuning catalogue'));
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expectAppFrame();
  });

  test('stock figures (the stage table’s first row), technical data (absent year: "Not given"), ECUs (one sent as {model}) and "No TCU listed"', async () => {
    await renderApp(TURBO);
    const stock = within(await stageTable()).getAllByRole('row')[1]!;
    expect(within(stock).getByRole('rowheader')).toHaveTextContent('Stock');
    expect(within(stock).getByText('150 hp')).toBeInTheDocument();
    expect(within(stock).getByText('210 Nm')).toBeInTheDocument();

    const technical = section('Technical data');
    const value = (term: string) => within(technical).getByText(term).nextElementSibling?.textContent;
    expect(value('Engine code')).toBe('AGU');
    expect(value('Capacity')).toBe('1,781 cm³');
    expect(value('Cylinders')).toBe('4');
    expect(value('Year')).toBe('Not given');

    const units = section('Control units');
    expect(
      within(units)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bosch M3.8.3', 'Bosch ME7.5']);
    expect(within(units).getByText('No TCU listed for this engine.')).toBeInTheDocument();
  });

  test('stages keyed by id even when stage_number repeats, with gains over stock', async () => {
    await renderApp(TURBO);
    const table = await stageTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Stock', 'Stage 1 · variant 1', 'Stage 1 · variant 2', 'Stage 2']);
    const cells = (index: number) => within(rows[index]!).getAllByRole('cell');
    // Stock: figures, no gains.
    expect(cells(0)[0]).toHaveTextContent(/^150 hp$/);
    expect(cells(0)[1]).toHaveTextContent(/^210 Nm$/);
    // Each gain sits under its figure, announced as such.
    const [power, torque, topSpeed, zeroToHundred, modifications] = cells(1);
    expect(power).toHaveTextContent('178 hp');
    expect(power).toHaveTextContent('Power gain: +28 hp (+19%)');
    expect(torque).toHaveTextContent('255 Nm');
    expect(torque).toHaveTextContent('Torque gain: +45 Nm (+21%)');
    expect(topSpeed).toHaveTextContent('222 km/h');
    expect(zeroToHundred).toHaveTextContent('7.9 s');
    expect(modifications).toHaveTextContent('No hardware modifications required');
    expect(cells(2)[0]).toHaveTextContent('185 hpPower gain: +35 hp (+23%)');
    expect(cells(2)[1]).toHaveTextContent('265 NmTorque gain: +55 Nm (+26%)');
    expect(cells(3)[0]).toHaveTextContent('200 hpPower gain: +50 hp (+33%)');
    expect(cells(3)[1]).toHaveTextContent('280 NmTorque gain: +70 Nm (+33%)');
  });

  test('tuning options, read tools and work methods', async () => {
    await renderApp(TURBO);
    await stageTable();
    expect(within(section('Tuning options')).getByText('EGR').nextElementSibling).toHaveTextContent('Removal of EGR');
    expect(
      within(section('Read tools'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['KESS3 · Alientech', 'Trasdata · Dimsport']);
    expect(
      within(section('Work methods'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OBD', 'Bench']);
  });

  test('the dyno chart section loads with a legend entry per curve', async () => {
    await renderApp(TURBO);
    const legend = await screen.findByRole('list', { name: 'Curves: press to hide or show' });
    expect(within(legend).getAllByRole('button')).toHaveLength(8);
    // No side panel repeating the stage table.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  test('choosing kW and lb-ft changes every figure on the page', async () => {
    const { user } = await renderApp(TURBO);
    await stageTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Power in' }), 'kW');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Torque in' }), 'lb-ft');
    const stock = within(await stageTable()).getAllByRole('row')[1]!;
    expect(within(stock).getByText('110 kW')).toBeInTheDocument();
    expect(within(stock).getByText('155 lb-ft')).toBeInTheDocument();
    const [power, torque, topSpeed, sprint] = within(within(await stageTable()).getAllByRole('row')[2]!).getAllByRole('cell');
    expect(power).toHaveTextContent('131 kWPower gain: +21 kW (+19%)');
    expect(torque).toHaveTextContent('188 lb-ftTorque gain: +33 lb-ft (+21%)');
    // Imperial: speeds in mph and the sprint to 60 mph (222 km/h = 138 mph; 7.9 s × 0.9656 = 7.6 s).
    expect(topSpeed).toHaveTextContent(/^138 mph$/);
    expect(sprint).toHaveTextContent(/^7\.6 s$/);
    expect(within(await stageTable()).getByRole('columnheader', { name: '0–60 mph' })).toBeInTheDocument();
    expect(within(await stageTable()).queryByRole('columnheader', { name: '0–100 km/h' })).not.toBeInTheDocument();
  });

  test('an engine with no stages, empty dyno arrays and no tuning lists says so for each', async () => {
    await renderApp(`${B5}/engines/100`);
    expect(await screen.findByRole('heading', { level: 1, name: /1\.8i 125hp 170Nm$/ })).toBeInTheDocument();
    expect(screen.getByText('No tuning stages are listed for this engine.')).toBeInTheDocument();
    // Only stock: no columns that no record fills (top speed, sprint, modifications).
    const columns = within(await stageTable100())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Stage', 'Power', 'Torque']);
    expect(await screen.findByText('No dyno data exists for this engine.')).toBeInTheDocument();
    expect(screen.getByText('No options listed.')).toBeInTheDocument();
    expect(screen.getByText('No read tools listed.')).toBeInTheDocument();
    expect(screen.getByText('No work methods listed.')).toBeInTheDocument();
    const technical = section('Technical data');
    expect(within(technical).getByText('Year').nextElementSibling).toHaveTextContent('1995');
  });

  test('a template dyno chart is marked as such', async () => {
    await renderApp(`${B5}/engines/102`);
    expect(await screen.findByText('Indicative template curve.')).toBeInTheDocument();
  });

  test('a private engine with the largest id (2^53 - 1) loads by its exact id and carries the Private badge', async () => {
    await renderApp(PRIVATE);
    expect(await screen.findByRole('heading', { level: 1, name: /2\.0 TFSI Track 320hp 420Nm$/ })).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(within(section('Control units')).getByText('No ECU listed for this engine.')).toBeInTheDocument();
    expect(requestPaths().sort()).toEqual(['/engines/9007199254740991', '/generations/4294967298']);
  });

  test('a deep link asks for the engine and its generation, nothing else, both at once (no waterfall)', async () => {
    delayAnswer('engine', 40);
    delayAnswer('generation', 40);
    await renderApp(TURBO);
    await stageTable();
    await screen.findByRole('list', { name: 'Curves: press to hide or show' });
    expect(requestPaths().sort()).toEqual(['/engines/101', '/generations/20']);
    const firstAnswer = timeline.findIndex((event) => event.startsWith('answer '));
    expect(firstAnswer).toBe(2);
    expect(timeline.slice(0, 2).sort()).toEqual(['start /engines/101', 'start /generations/20']);
  });

  test('a language switch in place asks for the engine and its generation again, both at once', async () => {
    const { user } = await renderApp(TURBO);
    await stageTable();
    clearRequests();
    delayAnswer('engine', 40);
    delayAnswer('generation', 40);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(timeline.filter((event) => event.startsWith('answer '))).toHaveLength(2));
    expect(timeline.slice(0, 2).sort()).toEqual(['start /engines/101', 'start /generations/20']);
    expect(await screen.findByRole('heading', { level: 1, name: /1\.8T 150hp 210Nm$/ })).toBeInTheDocument();
  });

  test('an engine that is not in the generation of the URL is not found, and offers that generation and its parents', async () => {
    await renderApp(`${B5}/engines/16201`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Audi A4 B5' })).toHaveAttribute('href', B5);
    expect(screen.getByRole('link', { name: 'Back to vehicle types' })).toBeInTheDocument();
  });

  test('a bad engine id under a valid generation offers the generation, its model and its manufacturer', async () => {
    const { user, router } = await renderApp(`${B5}/engines/99999`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Audi A4 B5' })).toHaveAttribute('href', B5);
    expect(within(alert).getByRole('link', { name: 'Back to Audi A4' })).toHaveAttribute('href', '/types/1/manufacturers/5/models/10');
    expect(within(alert).getByRole('link', { name: 'Back to Audi' })).toHaveAttribute('href', '/types/1/manufacturers/5');
    await user.click(within(alert).getByRole('link', { name: 'Back to Audi A4 B5' }));
    expect(await screen.findByRole('heading', { level: 1, name: /B5/ })).toBeInTheDocument();
    expect(locationOf(router)).toBe(B5);
  });

  test('a bad engine id under a bad generation offers only the start', async () => {
    await renderApp('/types/1/manufacturers/5/models/10/generations/99999/engines/99999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Back to vehicle types']);
  });

  test('a URL with wrong ancestors goes to the engine’s own path', async () => {
    const { router } = await renderApp('/types/1/manufacturers/62/models/809/generations/20/engines/101');
    expect(await screen.findByRole('heading', { level: 1, name: /1\.8T 150hp 210Nm$/ })).toBeInTheDocument();
    expect(locationOf(router)).toBe(TURBO);
    expect(requestPaths().sort()).toEqual(['/engines/101', '/generations/20']);
  });

  test('when the generation (for the breadcrumbs) fails, the page says so too', async () => {
    answerStatus('generation', 500);
    await renderApp(TURBO);
    expect(await screen.findByRole('heading', { level: 1, name: 'The catalogue is having trouble' })).toBeInTheDocument();
  });
});

describeErrorScreens('engine page', {
  url: TURBO,
  operation: 'engine',
  expectData: async () => {
    expect(within(await stageTable()).getAllByRole('row')).toHaveLength(5);
  },
});
