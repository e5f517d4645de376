import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../contract/runtime-config';
import { workshopSchema } from '../contract/workshop';
import { readConfig } from './config';
import { browserConfig } from './web/browser-config';
import { EXAMPLE_WORKSHOP_FILE, loadWorkshop, readWorkshopFile } from './workshop';

const folder = mkdtempSync(join(tmpdir(), 'vtdb-workshop-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const VALID = {
  name: 'Garage Müller',
  logo: 'https://garage.example/logo.png',
  contact: {
    phone: '+49 89 123456',
    email: 'info@garage.example',
    address: ['Hauptstraße 1', '80331 München'],
    openingHours: [{ de: 'Mo–Fr 8–17 Uhr', en: 'Mon–Fri 8am–5pm' }],
  },
  currency: 'EUR',
  taxNote: 'inkl. MwSt.',
  prices: [
    {
      type: 1,
      stages: { '1': 399, '2': 'on request' },
      options: { EGR: 89.9 },
    },
    { engine: 16276, stages: { '1': 1234 } },
  ],
};

function configError(profile: unknown, format: 'json' | 'yaml' = 'json'): string {
  const text = format === 'json' ? JSON.stringify(profile) : String(profile);
  const path = file(`profile-${Math.random().toString(36).slice(2)}.${format}`, text);
  try {
    readConfig({ VTDB_WORKSHOP_FILE: path });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the profile was accepted');
}

describe('the workshop profile', () => {
  it('reads JSON, filling in the defaults', () => {
    const profile = readWorkshopFile(file('good.json', JSON.stringify(VALID)));
    expect(profile.name).toBe('Garage Müller');
    expect(profile.validityDays).toBe(30);
    expect(profile.prices[0]?.stages?.['2']).toBe('on request');
  });

  it('reads YAML, numeric stage keys and "on request" included', () => {
    const yaml = [
      'name: Garage Müller',
      'contact:',
      '  phone: +49 89 123456',
      'currency: CHF',
      'validityDays: 14',
      'prices:',
      '  - manufacturer: 4',
      '    stages: { 1: 499.5, 2: on request }',
      '    options: { Pops & Bangs: 249 }',
    ].join('\n');
    const profile = readWorkshopFile(file('good.yaml', yaml));
    expect(profile.currency).toBe('CHF');
    expect(profile.validityDays).toBe(14);
    expect(profile.prices[0]).toEqual({
      manufacturer: 4,
      stages: { '1': 499.5, '2': 'on request' },
      options: { 'Pops & Bangs': 249 },
    });
  });

  it('is nothing in proxy mode when the variable is unset: no made-up workshop before a real catalogue', () => {
    const proxy = { VTDB_UPSTREAM: 'https://api.example.test', VTDB_API_KEY: 'workshop-key-0123456789' };
    expect(readConfig(proxy).workshop).toBeNull();
    expect(readConfig(proxy).workshopFile).toBeNull();
    expect(browserConfig(readConfig(proxy)).workshop).toBeNull();
    expect(loadWorkshop(undefined, 'proxy')).toBeNull();
    // Named, it is read in proxy mode too.
    expect(readConfig({ ...proxy, VTDB_WORKSHOP_FILE: file('proxy.json', JSON.stringify(VALID)) }).workshop?.name).toBe('Garage Müller');
  });

  it('is the shipped example when the variable is unset, and nothing when it is "none"', () => {
    expect(loadWorkshop(undefined)).toEqual(readWorkshopFile(EXAMPLE_WORKSHOP_FILE));
    expect(loadWorkshop(undefined)?.currency).toBe('EUR');
    expect(readConfig({}).workshop?.name).toBe('Example Performance Workshop');
    expect(readConfig({ VTDB_WORKSHOP_FILE: 'none' }).workshop).toBeNull();
    expect(browserConfig(readConfig({ VTDB_WORKSHOP_FILE: 'none' })).workshop).toBeNull();
  });

  it('reaches the browser unchanged, and the browser schema accepts it', () => {
    const written = JSON.parse(JSON.stringify(browserConfig(readConfig({}))));
    const read = runtimeConfigSchema.parse(written);
    expect(workshopSchema.parse(read.workshop)).toEqual(written.workshop);
  });

  it.each([
    [{ ...VALID, currency: 'EURO' }, 'currency: must be an ISO 4217 currency code'],
    [{ ...VALID, currency: 'ABC' }, 'currency: must be an ISO 4217 currency code'],
    [{ ...VALID, logo: 'javascript:alert(1)' }, 'logo: must be an http(s) URL'],
    [{ ...VALID, logo: '//evil.example/x.png' }, 'logo: must be an http(s) URL'],
    [{ ...VALID, name: '' }, 'name: must not be empty'],
    [{ ...VALID, contact: { ...VALID.contact, email: 'not-an-address' } }, 'contact.email: must be an e-mail address'],
    [{ ...VALID, contact: { ...VALID.contact, phone: 'call us' } }, 'contact.phone: must be a phone number'],
    [{ ...VALID, taxNote: { xx: 'tax' } }, 'taxNote: must be a text, or texts by language code (bg, da'],
    [{ ...VALID, prices: [{ type: 1, stages: { '1': -5 } }] }, 'prices.0.stages.1: must not be negative'],
    [{ ...VALID, prices: [{ type: 1, stages: { '1': 10.123 } }] }, 'prices.0.stages.1: must have at most two decimals'],
    [{ ...VALID, prices: [{ type: 1, stages: { '1': 'free' } }] }, 'prices.0.stages.1: must be an amount'],
    [{ ...VALID, prices: [{ type: 1, stages: { one: 100 } }] }, 'prices.0.stages.one: a stage is named by its stage_number'],
    [{ ...VALID, prices: [{ stages: { '1': 100 } }] }, 'prices.0: names exactly one of engine, generation, model, manufacturer, type'],
    [{ ...VALID, prices: [{ type: 1, engine: 2, stages: { '1': 100 } }] }, 'prices.0: names exactly one of'],
    [{ ...VALID, prices: [{ type: 1 }] }, 'prices.0: gives stages, options or both'],
    [{ ...VALID, prices: [{ type: 0, stages: { '1': 100 } }] }, 'prices.0.type: must be a record id'],
    [{ ...VALID, prices: [VALID.prices[0], { type: 1, options: { DPF: 1 } }] }, 'prices.1: prices the same type as rule 0'],
    [{ ...VALID, prices: [{ type: 1, stages: { '1': 100 }, price: 3 }] }, 'prices.0: Unrecognized key: "price"'],
    [{ ...VALID, colour: 'red' }, '(the profile): Unrecognized key: "colour"'],
  ])('names the bad field: %#', (profile, message) => {
    const error = configError(profile);
    expect(error).toContain('Invalid configuration:');
    expect(error).toContain('VTDB_WORKSHOP_FILE (');
    expect(error).toContain(message);
  });

  it('names a missing field, and every bad field at once', () => {
    const error = configError({
      name: 'Garage',
      contact: {},
      prices: [{ model: 3, stages: { '2': 'soon' } }],
    });
    expect(error).toContain('currency:');
    expect(error).toContain('prices.0.stages.2: must be an amount');
  });

  it('says when the YAML or JSON itself is broken, or the file is missing or of another kind', () => {
    expect(configError('name: [unclosed', 'yaml')).toMatch(/is not valid YAML/);
    expect(() => readConfig({ VTDB_WORKSHOP_FILE: file('broken.json', '{"name": ') })).toThrow(/is not valid JSON/);
    expect(() => readConfig({ VTDB_WORKSHOP_FILE: join(folder, 'missing.yaml') })).toThrow(/cannot be read \(ENOENT\)/);
    expect(() => readConfig({ VTDB_WORKSHOP_FILE: file('profile.txt', 'name: x') })).toThrow(/must be a \.json, \.yaml or \.yml file/);
  });

  it('refuses a YAML alias bomb', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 12 },
        (_, index) =>
          `${String.fromCharCode(98 + index)}: &${String.fromCharCode(98 + index)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + index)}`)
            .join(', ')}]`,
      ),
    ].join('\n');
    expect(configError(bomb, 'yaml')).toMatch(/is not valid YAML/);
  });
});
