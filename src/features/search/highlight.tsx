import { Fragment } from 'react';
import { foldText, queryWords } from '../../../contract/search-words';

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetterOrDigit = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Whether a word may start at `at`: the start of the text, after a space or sign, or where
 * letters turn to digits or back ("7" in "Mk7", "hp" in "150hp"), never inside a run.
 */
function startsToken(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text[at - 1];
  if (!isLetterOrDigit(before)) return true;
  return isDigit(before) !== isDigit(text[at]);
}

/**
 * The text with each query word marked where it matched: at the start of a word or of a run of
 * letters or digits, and a number only as a whole number ("golf 7 tdi" marks no "7" in "75hp" or
 * "177hp"). Text nodes and <mark> elements, never HTML; case and accents fold like the search.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = queryWords(query);
  if (words.length === 0) return <>{text}</>;
  // Folding can change length (ligatures); fall back to plain text then.
  const folded = foldText(text);
  if (folded.length !== text.length) return <>{text}</>;
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    const number = /^\d+$/u.test(word);
    let from = folded.indexOf(word);
    while (from !== -1) {
      const end = from + word.length;
      if (startsToken(folded, from) && !(number && isDigit(folded[end]))) marked.fill(true, from, end);
      from = folded.indexOf(word, from + 1);
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
