/** The English sections served apart from the first page (scripts/lazy-english.ts): section name to its strings. */
declare module 'virtual:lazy-english' {
  const sections: Record<string, unknown>;
  export default sections;
}
