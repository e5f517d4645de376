/**
 * Embedded mode: the browser inside a workshop's page as a widget. Detected when the page is
 * framed, or forced with `?embed=1` (`?embed=0` forces the full app). Decided once at start-up,
 * since in-app navigation drops the query string; `<html data-embedded>` lets CSS compact the
 * layout.
 */

let embedded = false;
let enquiryDetails = false;
let workshopBand = false;

export function detectEmbedded(search: string, framed: boolean): boolean {
  const flag = new URLSearchParams(search).get('embed');
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return framed;
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes `top` unreadable in some browsers: that is a frame.
    return true;
  }
}

export function initEmbedMode(search = window.location.search, hash = window.location.hash): boolean {
  embedded = detectEmbedded(search, isFramed());
  // The host opted in to the visitor's contact details in `vtdb:enquiry` (embed.js:
  // data-enquiry-details="1"). Read from the fragment only, which embed.js writes from its tag:
  // the query can come from a link to the host page (?catalogue=/types/…?enquiryDetails=1).
  const options = new URLSearchParams(hash.replace(/^#/, ''));
  enquiryDetails = embedded && options.get('enquiryDetails') === '1';
  // The host opted in to the workshop's contact band (embed.js: data-workshop-contact="1"), read
  // from the fragment as above; outside a widget the band always shows.
  workshopBand = !embedded || options.get('workshopContact') === '1';
  if (embedded) document.documentElement.dataset.embedded = '';
  else delete document.documentElement.dataset.embedded;
  if (embedded && workshopBand) document.documentElement.dataset.workshopBand = '';
  else delete document.documentElement.dataset.workshopBand;
  return embedded;
}

export function isEmbedded(): boolean {
  return embedded;
}

/** Whether the host page asked for the visitor's contact details with a request for a remap. */
export function hostWantsEnquiryDetails(): boolean {
  return enquiryDetails;
}

/** Whether the workshop's contact band shows: always in the full app, in a widget when the host asked for it. */
export function showsWorkshopBand(): boolean {
  return workshopBand;
}

/**
 * The query parameters a catalogue page has (search: `q`; comparison: `engines`, `generations`).
 * Only these pass between the widget's URL and the host page's: anything else configures the
 * widget (`embed`, `lang`, `theme`, `accent`, …), which only the host's script tag may do.
 * public/embed.js keeps the same list (src/embed/embed-script.test.ts checks that they match).
 */
export const CATALOGUE_PARAMETERS: readonly string[] = ['q', 'engines', 'generations'];
