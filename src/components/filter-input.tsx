import { useId } from 'react';
import { foldText, matchesName } from '../../contract/search-words';

/**
 * A labelled filter over a list already on screen; filters as the user types. `onEnter` is what
 * Enter does (a list down to one match opens it).
 */
export function FilterInput({
  label,
  value,
  onChange,
  status,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  status?: string;
  onEnter?: () => void;
}) {
  const id = useId();
  const statusId = `${id}-status`;
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={status ? statusId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {status ? (
        <p id={statusId} className="filter-status" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}

/** Case- and accent-insensitive text for filtering ("škoda" finds "Skoda"). */
export { foldText };

/**
 * Whether a filter box's text matches a name: every word is in it, or starts one of its make
 * aliases ("vw" finds Volkswagen): the list the demo catalogue's search uses too.
 */
export function matchesFilter(text: string, filter: string): boolean {
  return matchesName(text, filter);
}
