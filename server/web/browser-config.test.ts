import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../contract/runtime-config';
import { readConfig } from '../config';
import { browserConfig } from './browser-config';

/**
 * The configuration the server writes is what the browser reads: every value the server's
 * environment accepts comes through the browser's schema unchanged (no field dropped, no default
 * filled in), and a value the browser would refuse stops the server at start-up instead.
 */

const FULL = {
  VTDB_ALLOWED_ORIGINS: 'https://workshop.example, https://shop.example:8443',
  VTDB_DEFAULT_LANGUAGE: 'zs',
  VTDB_THEME: 'dark',
  VTDB_ACCENT: '#0B5cad',
  VTDB_START_PATH: '/types/1/manufacturers_4-x',
};

describe('browserConfig', () => {
  it.each([
    ['demo mode, every browser variable set', FULL],
    ['demo mode, none set', {}],
    ['proxy mode', { ...FULL, VTDB_UPSTREAM: 'https://api.example.test', VTDB_API_KEY: 'workshop-key-0123456789' }],
  ])('%s: the browser reads it unchanged', (_name, env) => {
    const written = browserConfig(readConfig({ ...env, LOG_LEVEL: 'silent' }));
    const read = runtimeConfigSchema.safeParse(JSON.parse(JSON.stringify(written)));
    expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
    expect(read.data).toEqual(JSON.parse(JSON.stringify(written)));
  });

  it('names no key in proxy mode', () => {
    const written = browserConfig(readConfig({ VTDB_UPSTREAM: 'https://api.example.test', VTDB_API_KEY: 'workshop-key-0123456789', LOG_LEVEL: 'silent' }));
    expect(written.mode).toBe('proxy');
    expect(JSON.stringify(written)).not.toContain('workshop-key');
  });

  it.each([
    ['VTDB_ACCENT', 'red'],
    ['VTDB_ACCENT', '#0b5cad; background: url(x)'],
    ['VTDB_START_PATH', 'https://elsewhere.example/'],
    ['VTDB_START_PATH', '/types/1?x=<script>'],
    ['VTDB_START_PATH', '/\\elsewhere.example'],
  ])('%s=%s, which the browser would refuse, stops the server', (name, value) => {
    expect(() => readConfig({ [name]: value, LOG_LEVEL: 'silent' })).toThrow(name);
  });
});
