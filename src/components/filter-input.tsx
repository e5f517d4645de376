import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
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

/**
 * A list with its filter: `empty` when the list has nothing at all, the filter and then `children`
 * (the list of what matches), or a line saying nothing matches.
 */
export function FilteredList({
  total,
  matching,
  empty,
  label,
  filter,
  onFilter,
  status,
  children,
}: {
  total: number;
  matching: number;
  empty: string;
  label: string;
  filter: string;
  onFilter: (value: string) => void;
  status: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (total === 0) return <EmptyState title={empty} />;
  return (
    <>
      <FilterInput label={label} value={filter} onChange={onFilter} status={status} />
      {matching === 0 ? <EmptyState title={t('filter.noMatch', { filter: filter.trim() })} hint={t('filter.hint')} /> : children}
    </>
  );
}
