import sections from 'virtual:lazy-english';
// The package's instance, which ./i18n.ts sets up (importing that module here would split it from the first page's chunk).
import i18next from 'i18next';

/**
 * The English of features that only lazy pages use (the sections named in
 * vite.config.ts), added to the bundled English when such a page's code loads. Every
 * module that uses those strings imports this file, so they are there before it renders.
 */
const add = () => i18next.addResourceBundle('en', 'translation', sections, true, false);
if (i18next.isInitialized) add();
else i18next.on('initialized', add);
