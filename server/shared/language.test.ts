import { describe, expect, it } from 'vitest';
import { acceptsJson, negotiateLanguage } from './language';

describe('Accept-Language negotiation', () => {
  it('honours weights, primary subtags and aliases', () => {
    expect(negotiateLanguage('fr;q=0.5, de;q=0.9', 'v2')).toBe('de');
    expect(negotiateLanguage('de-AT', 'v2')).toBe('de');
    expect(negotiateLanguage('zh-CN', 'v2')).toBe('zs');
    expect(negotiateLanguage('no-NO', 'v1')).toBe('nb');
    expect(negotiateLanguage(undefined, 'v2')).toBe('en');
  });

  it('never picks a language refused with q=0, not even for "*"', () => {
    expect(negotiateLanguage('en;q=0, *', 'v2')).not.toBe('en');
    expect(negotiateLanguage('en;q=0, *', 'v2')).not.toBeNull();
    expect(negotiateLanguage('de;q=0, de', 'v2')).toBeNull();
  });

  it('has no Hungarian in v2', () => {
    expect(negotiateLanguage('hu', 'v2')).toBeNull();
    expect(negotiateLanguage('hu', 'v1')).toBe('hu');
    expect(negotiateLanguage('hu, en;q=0.5', 'v2')).toBe('en');
  });
});

describe('Accept', () => {
  it('lets the most specific range decide', () => {
    expect(acceptsJson('application/json;q=0, */*')).toBe(false);
    expect(acceptsJson('text/html, application/json;q=0.1')).toBe(true);
    expect(acceptsJson('application/*')).toBe(true);
    expect(acceptsJson('text/html')).toBe(false);
    expect(acceptsJson(undefined)).toBe(true);
  });
});
