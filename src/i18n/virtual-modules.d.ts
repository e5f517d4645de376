/** The English sections served apart from the first page (vite.config.ts): section name to its strings. */
declare module 'virtual:lazy-english' {
  const sections: Record<string, unknown>;
  export default sections;
}
