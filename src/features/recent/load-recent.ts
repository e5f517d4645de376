/**
 * The recently viewed list's code and styles, one chunk loaded when first needed: by the start
 * page once it is live, and by the search box on its first focus. Neither is part of the first
 * page: the list lives in the browser's storage, so the server never renders it.
 */
export const loadRecent = () => import('./recent-list');
