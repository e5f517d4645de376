import { useId } from 'react';

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
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function matchesFilter(text: string, filter: string): boolean {
  const words = foldText(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((word) => haystack.includes(word));
}
