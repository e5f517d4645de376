import { afterEach, describe, expect, it } from 'vitest';
import { hostPath } from './host-bridge';
import { hostWantsEnquiryDetails, initEmbedMode, showsWorkshopBand } from './embed-mode';

/**
 * The host's opt-in to visitors' contact details in `vtdb:enquiry` (embed.js:
 * data-enquiry-details="1", written into the frame URL's fragment, which no catalogue path carries).
 */
describe('the enquiry details opt-in', () => {
  afterEach(() => {
    initEmbedMode('', '');
  });

  it('holds only in a widget whose host asked for it on its script tag', () => {
    initEmbedMode('?embed=1', '#enquiryDetails=1');
    expect(hostWantsEnquiryDetails()).toBe(true);
    initEmbedMode('?embed=1', '');
    expect(hostWantsEnquiryDetails()).toBe(false);
    initEmbedMode('?embed=1', '#enquiryDetails=yes');
    expect(hostWantsEnquiryDetails()).toBe(false);
    // Not embedded: there is no host to tell.
    initEmbedMode('?embed=0', '#enquiryDetails=1');
    expect(hostWantsEnquiryDetails()).toBe(false);
  });

  it('is never read from the query, which a link to the host page can fill (?catalogue=/types/1?enquiryDetails=1)', () => {
    initEmbedMode('?embed=1&enquiryDetails=1', '');
    expect(hostWantsEnquiryDetails()).toBe(false);
    initEmbedMode('?enquiryDetails=1&embed=1', '#');
    expect(hostWantsEnquiryDetails()).toBe(false);
  });

  it('stays out of the path the host keeps in its URL', () => {
    expect(hostPath('/types/1', '?embed=1&enquiryDetails=1&lang=de')).toBe('/types/1');
  });

  it("the host's URL gets only a catalogue page's own parameters, none of the widget's, present or future", () => {
    expect(hostPath('/search', '?q=golf+gti&embed=1&theme=dark&accent=e30613&someFutureOption=1')).toBe('/search?q=golf+gti');
    expect(hostPath('/compare', '?engines=101%2C102&generations=20%2C20&lang=de')).toBe('/compare?engines=101%2C102&generations=20%2C20');
  });
});

describe("the workshop band's opt-in", () => {
  afterEach(() => {
    initEmbedMode('', '');
  });

  it('always in the full app; in a widget only when its script tag asked (the fragment), both opt-ins together too', () => {
    initEmbedMode('?embed=0', '');
    expect(showsWorkshopBand()).toBe(true);
    expect(document.documentElement).not.toHaveAttribute('data-workshop-band');
    initEmbedMode('?embed=1', '');
    expect(showsWorkshopBand()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-workshop-band');
    initEmbedMode('?embed=1', '#enquiryDetails=1&workshopContact=1');
    expect(showsWorkshopBand()).toBe(true);
    expect(hostWantsEnquiryDetails()).toBe(true);
    expect(document.documentElement).toHaveAttribute('data-workshop-band', '');
    initEmbedMode('?embed=1', '#workshopContact=yes');
    expect(showsWorkshopBand()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-workshop-band');
  });

  it('is never read from the query', () => {
    initEmbedMode('?embed=1&workshopContact=1', '');
    expect(showsWorkshopBand()).toBe(false);
  });
});
