/**
 * Embedded mode: the browser inside a workshop's page as a widget. Detected when the page is
 * framed, or forced with `?embed=1` (`?embed=0` forces the full app). Decided once at start-up,
 * since in-app navigation drops the query string; `<html data-embedded>` lets CSS compact the
 * layout.
 */

let embedded = false;
let enquiryDetails = false;

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

export function initEmbedMode(search = window.location.search): boolean {
  embedded = detectEmbedded(search, isFramed());
  // The host opted in to the visitor's contact details in `vtdb:enquiry` (embed.js: data-enquiry-details="1").
  enquiryDetails = embedded && new URLSearchParams(search).get('enquiryDetails') === '1';
  if (embedded) document.documentElement.dataset.embedded = '';
  else delete document.documentElement.dataset.embedded;
  return embedded;
}

export function isEmbedded(): boolean {
  return embedded;
}

/** Whether the host page asked for the visitor's contact details with a request for a remap. */
export function hostWantsEnquiryDetails(): boolean {
  return enquiryDetails;
}

/** Query parameters that configure the widget, not the page (kept out of the path sent to the host). */
export const EMBED_PARAMETERS = ['embed', 'lang', 'theme', 'accent', 'enquiryDetails'];
