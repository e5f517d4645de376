/** The envelope of every message between the frame and its host page (public/embed.js). */
export const MESSAGE_SOURCE = 'vtdb-catalogue';
export const MESSAGE_VERSION = 1;
