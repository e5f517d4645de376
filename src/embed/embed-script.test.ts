import { afterEach, describe, expect, it, vi } from 'vitest';
import embedScript from '../../public/embed.js?raw';
import { CATALOGUE_PARAMETERS } from './embed-mode';

/**
 * public/embed.js itself, run in a page (jsdom) as a workshop's site runs it: the widget's options
 * come only from its script tag. A path taken from the host page's URL (`?catalogue=…`, which any
 * link can set) keeps only a catalogue page's own parameters.
 */

const APP = 'https://catalogue.example';

/** Runs embed.js on a host page at `hostUrl` with these data- attributes; the iframe's URL. */
function embed(hostUrl: string, attributes: Record<string, string> = {}): URL {
  window.history.replaceState(null, '', hostUrl);
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.id = 'catalogue';
  document.body.append(container);
  const script = document.createElement('script');
  script.src = `${APP}/embed.js`;
  script.dataset.target = '#catalogue';
  Object.assign(script.dataset, attributes);
  document.body.append(script);
  // As the browser does while the script runs.
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(embedScript)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  const iframe = container.querySelector('iframe');
  if (!iframe) throw new Error('embed.js made no iframe');
  return new URL(iframe.src);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('embed.js', () => {
  it("a link cannot set the widget's options: embed, lang, theme, accent, enquiryDetails or any other are dropped from the page's path", () => {
    const src = embed(
      '/host.html?catalogue=' + encodeURIComponent('/types/1/engines/10000?enquiryDetails=1&embed=0&lang=ru&theme=dark&accent=ff0000&newOption=1'),
    );
    expect(src.origin).toBe(APP);
    expect(src.pathname).toBe('/types/1/engines/10000');
    expect([...src.searchParams]).toEqual([['embed', '1']]);
    expect(src.hash).toBe('');
  });

  it('the same attack unencoded, as the finding sent it', () => {
    const src = embed('/host.html?catalogue=/types/1/engines/10000?enquiryDetails=1');
    expect(src.pathname).toBe('/types/1/engines/10000');
    expect(src.search).toBe('?embed=1');
    expect(src.hash).toBe('');
  });

  it("the script tag's options are the widget's: lang, theme, accent, and the contact-details opt-in in the fragment", () => {
    const src = embed('/host.html?catalogue=' + encodeURIComponent('/search?q=golf&theme=light'), {
      lang: 'de',
      theme: 'dark',
      accent: '#e30613',
      enquiryDetails: '1',
    });
    expect(src.pathname).toBe('/search');
    expect(Object.fromEntries(src.searchParams)).toEqual({ q: 'golf', embed: '1', lang: 'de', theme: 'dark', accent: 'e30613' });
    expect(src.hash).toBe('#enquiryDetails=1');
  });

  it('the workshop band opt-in travels in the fragment too, alone or with the contact details', () => {
    expect(embed('/host.html', { workshopContact: '1' }).hash).toBe('#workshopContact=1');
    expect(embed('/host.html', { workshopContact: '1', enquiryDetails: '1' }).hash).toBe('#enquiryDetails=1&workshopContact=1');
    expect(embed('/host.html', { workshopContact: 'yes' }).hash).toBe('');
    const linked = embed('/host.html?catalogue=' + encodeURIComponent('/types/1?workshopContact=1'));
    expect(linked.search).toBe('?embed=1');
    expect(linked.hash).toBe('');
  });

  it("a catalogue page's own parameters pass (search, comparison), and data-start is held to the same rule", () => {
    // As the widget writes it into the host's URL (hostPath: commas encoded).
    const compare = embed('/host.html?catalogue=' + encodeURIComponent('/compare?engines=1%2C2&generations=3%2C3&theme=dark'));
    expect(compare.pathname).toBe('/compare');
    expect(Object.fromEntries(compare.searchParams)).toEqual({ engines: '1,2', generations: '3,3', embed: '1' });
    const start = embed('/host.html', { start: '/types/2?enquiryDetails=1' });
    expect(start.pathname).toBe('/types/2');
    expect(start.search).toBe('?embed=1');
  });

  it('keeps the same list of catalogue parameters as the widget', () => {
    const list = /var CATALOGUE_PARAMETERS = \[([^\]]*)\];/.exec(embedScript)?.[1];
    expect(list?.split(',').map((item) => item.trim().replace(/^'|'$/g, ''))).toEqual([...CATALOGUE_PARAMETERS]);
  });

  it("tells the widget which part of it this page's window shows, once a frame, as the page scrolls", async () => {
    embed('/host.html');
    const iframe = document.querySelector('iframe')!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // The widget's top 1,500 px above the window's.
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: -1500, width: 400, height: 60_000 }));
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ source: 'vtdb-catalogue', type: 'viewport', top: 1500, height: window.innerHeight }, APP);
  });
});
