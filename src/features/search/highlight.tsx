import { Fragment } from 'react';
import { foldText } from '../../components/filter-input';

/**
 * The text with each query word marked, as text nodes and <mark> elements (never HTML).
 * Matching ignores case and accents, like the search itself.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = foldText(query)
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return <>{text}</>;
  // Folding can change length (ligatures); fall back to plain text then.
  const folded = foldText(text);
  if (folded.length !== text.length) return <>{text}</>;
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      marked.fill(true, from, from + word.length);
      from = folded.indexOf(word, from + word.length);
    }
  }
  const parts: { text: string; mark: boolean }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.mark === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, mark: marked[i]! });
  }
  return <>{parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}
