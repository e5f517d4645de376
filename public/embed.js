/*
 * Vehicle tuning catalogue — embed script for a workshop's website.
 *
 *   <div id="catalogue"></div>
 *   <script src="https://catalogue.example/embed.js" data-target="#catalogue" async></script>
 *
 * Options (data- attributes on the script tag, all optional):
 *   data-target  CSS selector of the element to put the catalogue in (default: after the script)
 *   data-title   the iframe's title, read by screen readers (default "Vehicle tuning catalogue")
 *   data-start   the catalogue path to open when the page's URL names none, e.g. "/types/1"
 *   data-param   the query parameter of this page that holds the catalogue path (default "catalogue")
 *   data-lang    interface and catalogue language (bg, da, de, en, es, et, fi, fr, hr, hu, it,
 *                lt, lv, nb, nl, nn, pt, ru, sv, tr, zs)
 *   data-theme   light, dark or auto; data-accent a colour such as #e30613
 *   data-height  the height reserved before the catalogue has measured itself, in px (default:
 *                down to the window's bottom, at least 480), so that the first sizing does not
 *                push the rest of this page around
 *   data-enquiry-details  "1" to receive the visitor's contact details (name, phone, e-mail,
 *                registration or VIN, preferred date, message) in vtdb:enquiry; without it the
 *                event carries the vehicle, stage and price only. Opt in only if this page has
 *                a use for them that its privacy notice covers.
 *   data-workshop-contact  "1" to show the workshop's name, phone, address and opening hours in a
 *                band on the engine page (this page usually shows them itself; without it the
 *                widget does not).
 *
 * The iframe grows and shrinks with its content (no inner scrollbars), and is told which part of
 * it this page's window shows, so that a long list inside draws only those rows; after a
 * navigation inside it, when the widget's top is above the window, the page scrolls it into view
 * (smoothly, or at once when the visitor asks for reduced motion). This page's URL follows
 * the catalogue (so a reload or a shared link opens the same vehicle), and the widget's events
 * are fired as DOM events on the container, bubbling:
 *   vtdb:ready, vtdb:path (detail: {path}), vtdb:vehicle (detail: the vehicle with its stages,
 *   their gains and the workshop's price of each: {amount, currency, text} or null),
 *   vtdb:enquiry (detail: {path, channel, status, vehicle, stage, price, contact?}
 *   when a visitor requests a remap: channel "form" with status "sent" or "retrying" once the
 *   catalogue server has accepted the request, or "email"/"phone" when the visitor opened the
 *   workshop's mailto: or tel: link; contact only with data-enquiry-details="1").
 * The container also gets methods: element.vtdbCatalogue.navigate(path), .setLanguage(code),
 * .setTheme(theme, accent).
 *
 * Messages are exchanged only with the catalogue's own origin (the one this script came from).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var appOrigin = new URL(script.src, document.baseURI).origin;
  var data = script.dataset;
  var param = data.param || 'catalogue';
  var SOURCE = 'vtdb-catalogue';
  var PATH = /^\/[A-Za-z0-9\/_\-?=&%.+~]*$/;
  // The query parameters a catalogue page has (search, comparison): the same list as
  // CATALOGUE_PARAMETERS in src/embed/embed-mode.ts (src/embed/embed-script.test.ts checks it).
  var CATALOGUE_PARAMETERS = ['q', 'engines', 'generations'];

  function safePath(value) {
    return typeof value === 'string' && value.length <= 2048 && PATH.test(value) && value.indexOf('//') === -1 ? value : null;
  }

  // A catalogue path with only the parameters a catalogue page has: the widget's options come only
  // from this tag, never from a path this page's URL (which a link can set) carries: no embed, lang,
  // theme, accent, enquiryDetails, nor any option added later.
  function cataloguePath(value) {
    if (!safePath(value)) return null;
    var url = new URL(value, appOrigin);
    Array.from(url.searchParams.keys()).forEach(function (name) {
      if (CATALOGUE_PARAMETERS.indexOf(name) === -1) url.searchParams.delete(name);
    });
    return url.pathname + url.search;
  }

  function pathFromPage() {
    return cataloguePath(new URLSearchParams(window.location.search).get(param));
  }

  var container = data.target ? document.querySelector(data.target) : null;
  if (!container) {
    container = document.createElement('div');
    script.parentNode.insertBefore(container, script.nextSibling);
  }

  var path = pathFromPage() || cataloguePath(data.start) || '/';
  var src = new URL(path, appOrigin);
  src.searchParams.set('embed', '1');
  if (data.lang) src.searchParams.set('lang', data.lang);
  if (data.theme) src.searchParams.set('theme', data.theme);
  if (data.accent) src.searchParams.set('accent', data.accent.replace('#', ''));
  // In the fragment, which no catalogue path can carry (a path has no "#"): the widget reads the
  // opt-ins there only (src/embed/embed-mode.ts).
  var optIns = new URLSearchParams();
  if (data.enquiryDetails === '1') optIns.set('enquiryDetails', '1');
  if (data.workshopContact === '1') optIns.set('workshopContact', '1');
  if (optIns.toString()) src.hash = optIns.toString();

  var iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = data.title || 'Vehicle tuning catalogue';
  iframe.setAttribute('referrerpolicy', 'strict-origin');
  // Reserve room before the first measurement: down to the window's bottom keeps what follows
  // the widget below the fold, so a taller page moves nothing the visitor sees and a shorter
  // one moves it the least.
  var fold = (window.innerHeight || 0) - container.getBoundingClientRect().top;
  var reserved = /^\d{2,5}$/.test(data.height || '') ? Number(data.height) : Math.max(480, Math.ceil(fold));
  iframe.style.cssText = 'display:block;width:100%;border:0;overflow:hidden;height:' + reserved + 'px;';
  iframe.setAttribute('scrolling', 'no');
  container.appendChild(iframe);

  function send(message) {
    message.source = SOURCE;
    if (iframe.contentWindow) iframe.contentWindow.postMessage(message, appOrigin);
  }

  function fire(name, detail) {
    container.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true }));
  }

  var navigated = false;
  // A new page inside the widget starts at the widget's top: if that is above the window (the
  // visitor clicked low on a long list), bring it into view rather than show a page's middle.
  function revealTop() {
    if (iframe.getBoundingClientRect().top >= 0) return;
    var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    iframe.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }

  // What this page's window shows of the widget, in the widget's pixels: the frame is as tall as
  // its content and never scrolls itself, so a long list inside draws only the rows shown here.
  // Once a frame, as this page (or any scrolling box in it) scrolls or resizes, and when the
  // widget is ready or changes height.
  var viewportQueued = false;
  function reportViewport() {
    // Not for a widget this page has taken out (a page that changes its content itself).
    if (viewportQueued || !iframe.isConnected) return;
    viewportQueued = true;
    window.requestAnimationFrame(function () {
      viewportQueued = false;
      send({ type: 'viewport', top: -iframe.getBoundingClientRect().top, height: window.innerHeight });
    });
  }
  document.addEventListener('scroll', reportViewport, { passive: true, capture: true });
  window.addEventListener('resize', reportViewport, { passive: true });

  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== iframe.contentWindow) return;
    var message = event.data;
    if (!message || message.source !== SOURCE) return;
    if (message.type === 'height' && typeof message.height === 'number' && message.height > 0) {
      iframe.style.height = Math.ceil(message.height) + 'px';
      reportViewport();
    } else if (message.type === 'path' && safePath(message.path)) {
      // The first path is the page the widget opened on, not a navigation.
      if (navigated) revealTop();
      navigated = true;
      var url = new URL(window.location.href);
      if (url.searchParams.get(param) !== message.path) {
        url.searchParams.set(param, message.path);
        window.history.replaceState(window.history.state, '', url.href);
      }
      fire('vtdb:path', { path: message.path });
    } else if (message.type === 'vehicle' && message.vehicle) {
      fire('vtdb:vehicle', message.vehicle);
    } else if (message.type === 'enquiry' && message.enquiry) {
      fire('vtdb:enquiry', message.enquiry);
    } else if (message.type === 'ready') {
      reportViewport();
      fire('vtdb:ready', {});
    }
  });

  // The host page's own back/forward: take the catalogue along.
  window.addEventListener('popstate', function () {
    var next = pathFromPage();
    if (next) send({ type: 'navigate', path: next });
  });

  container.vtdbCatalogue = {
    iframe: iframe,
    navigate: function (next) {
      var path = cataloguePath(next);
      if (path) send({ type: 'navigate', path: path });
    },
    setLanguage: function (language) {
      send({ type: 'language', language: language });
    },
    setTheme: function (theme, accent) {
      send({ type: 'theme', theme: theme, accent: accent });
    },
  };
})();
