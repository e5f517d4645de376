import { afterEach, describe, expect, it } from 'vitest';
import { hostPath } from './host-bridge';
import { hostWantsEnquiryDetails, initEmbedMode } from './embed-mode';

/** The host's opt-in to visitors' contact details in `vtdb:enquiry` (embed.js: data-enquiry-details="1"). */
describe('the enquiry details opt-in', () => {
  afterEach(() => {
    initEmbedMode('');
  });

  it('holds only in a widget whose host asked for it', () => {
    initEmbedMode('?embed=1&enquiryDetails=1');
    expect(hostWantsEnquiryDetails()).toBe(true);
    initEmbedMode('?embed=1');
    expect(hostWantsEnquiryDetails()).toBe(false);
    initEmbedMode('?embed=1&enquiryDetails=yes');
    expect(hostWantsEnquiryDetails()).toBe(false);
    // Not embedded: there is no host to tell.
    initEmbedMode('?embed=0&enquiryDetails=1');
    expect(hostWantsEnquiryDetails()).toBe(false);
  });

  it('stays out of the path the host keeps in its URL', () => {
    expect(hostPath('/types/1', '?embed=1&enquiryDetails=1&lang=de')).toBe('/types/1');
  });
});
