/** A locale file's tree of messages (src/i18n/locales/*.json, a feature's locales/*.json). */
export type Tree = { [key: string]: string | Tree };

/** Every message of a locale tree by its dotted key ("enquiry.send"). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}
