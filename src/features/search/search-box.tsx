import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { searchQuery } from '../../api/queries';
import type { SearchResult } from '../../../contract/schemas';
import { useApp } from '../../core/app-context';
import { urls } from '../../../contract/urls';
import { normaliseQuery, queryProblem, SEARCH_DEBOUNCE_MS } from './validate';
import './search-box.css';
import { loadRecent } from '../recent/load-recent';
import type { RecentEntry } from '../recent/recent-store';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

const SUGGESTIONS = 6;

const hitPath = (hit: SearchResult) =>
  urls.engine.href({
    typeId: hit.type.id,
    manufacturerId: hit.manufacturer.id,
    modelId: hit.model.id,
    generationId: hit.generation.id,
    engineId: hit.engine.id,
  });

/**
 * The search box in the header of every page (`/` focuses it): an ARIA 1.2 combobox. Away from
 * the search page, typing offers the first hits in place after a pause, and the page under it
 * stays until the user chooses: arrow keys move through the suggestions, Enter opens the one
 * chosen or, with none chosen, the full results page; Escape closes the list. The suggestions
 * are the first page of the results page's own query, so opening it asks for nothing again.
 * On the search page the results below are the suggestions: typing updates them after a pause.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { session } = useApp();
  const onSearchPage = location.pathname === urls.search.pattern;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [value, setValue] = useState(urlQuery ?? '');
  const [hits, setHits] = useState<{ query: string; results: SearchResult[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions asked for (or about to be) and not answered yet: the list says "Searching…".
  const [waiting, setWaiting] = useState(false);
  // The empty box's list: the recently viewed engines (src/features/recent/), and "Clear"; read
  // from storage each time it opens (null: closed).
  const [recent, setRecent] = useState<RecentEntry[] | null>(null);
  const account = session?.client.scope ?? null;
  const openRecent = () => {
    if (!account) return;
    loadRecent()
      .then(({ readRecent }) => {
        const box = input.current;
        if (box && document.activeElement === box && box.value.trim() === '') setRecent(readRecent(account));
      })
      .catch(() => undefined);
  };
  const setRecentOpen = (show: boolean) => (show ? openRecent() : setRecent(null));
  const timer = useRef<number | undefined>(undefined);
  const asked = useRef(0);

  // Back/forward (or a link) changed the query: show it.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== null && normaliseQuery(urlQuery) !== normaliseQuery(value)) setValue(urlQuery);
  }
  // Any navigation closes the list.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    setOpen(false);
    setRecent(null);
    setActive(-1);
    setWaiting(false);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (text: string, replace: boolean) => {
    window.clearTimeout(timer.current);
    setOpen(false);
    setWaiting(false);
    navigate(urls.search.href(text), { replace });
  };

  const suggest = (text: string) => {
    const query = normaliseQuery(text);
    const ask = ++asked.current;
    if (!session) return;
    queryClient
      .fetchInfiniteQuery(searchQuery(session, query))
      .then((data) => {
        if (ask !== asked.current) return;
        setHits({ query, results: data.pages[0]?.results.slice(0, SUGGESTIONS) ?? [] });
        setActive(-1);
        setOpen(true);
        setWaiting(false);
      })
      // A failure shows no suggestions; Enter still opens the results page, which explains it.
      .catch(() => {
        if (ask === asked.current) setWaiting(false);
      });
  };

  const onChange = (text: string) => {
    setValue(text);
    setRecentOpen(text.trim() === '');
    setActive(-1);
    window.clearTimeout(timer.current);
    if (queryProblem(text) !== null) {
      asked.current += 1;
      setOpen(false);
      setWaiting(false);
      if (!onSearchPage) return;
    } else if (!onSearchPage && session) {
      // The answer for this text is not there yet (the pause, then the request): say so at once.
      const cached = hits && hits.query === normaliseQuery(text);
      if (!cached) {
        setOpen(false);
        setWaiting(true);
      }
    }
    timer.current = window.setTimeout(() => (onSearchPage ? go(text, true) : suggest(text)), SEARCH_DEBOUNCE_MS);
  };

  type Option = { key: string; path: string | null; hit: SearchResult | null; recent?: RecentEntry; clear?: true };
  const showRecent = recent !== null && value.trim() === '' && recent.length > 0;
  const options: Option[] = showRecent
    ? [
        ...recent.map((entry) => ({ key: `r${entry.engineId}`, path: urls.engine.href(entry), hit: null, recent: entry })),
        { key: 'clear', path: null, hit: null, clear: true as const },
      ]
    : open && hits
      ? [...hits.results.map((hit) => ({ key: `e${hit.engine.id}`, path: hitPath(hit), hit })), { key: 'all', path: null, hit: null }]
      : [];
  const expanded = options.length > 0;
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.clear) {
      if (account) void loadRecent().then(({ clearRecent }) => clearRecent(account));
      setRecentOpen(false);
      setActive(-1);
      return;
    }
    if (option.path) {
      setRecentOpen(false);
      setOpen(false);
      navigate(option.path);
    } else go(value, false);
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (expanded && active >= 0) choose(active);
        else go(value, false);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-keyshortcuts="/"
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          setOpen(false);
          setWaiting(false);
          setRecentOpen(false);
        }}
        onFocus={() => {
          if (value.trim() === '') setRecentOpen(true);
        }}
        onClick={() => {
          if (value.trim() === '') setRecentOpen(true);
        }}
        onKeyDown={(event) => {
          if (expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            const count = options.length;
            setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
            return;
          }
          if (event.key === 'Escape' && (expanded || waiting)) {
            event.preventDefault();
            setOpen(false);
            setRecentOpen(false);
            setActive(-1);
            setWaiting(false);
            asked.current += 1;
            window.clearTimeout(timer.current);
            return;
          }
          if (event.key === 'ArrowDown' && !expanded && hits && normaliseQuery(value) === hits.query && !onSearchPage) {
            event.preventDefault();
            setOpen(true);
            return;
          }
          if (event.key === 'ArrowDown' && onSearchPage) {
            const first = document.querySelector<HTMLElement>('#search-results [data-index] a');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }
        }}
      />
      <button type="submit" className="search-box__submit">
        {t('search.submit')}
      </button>
      <p className="suggestions suggestions--waiting" role="status" hidden={!waiting || expanded}>
        {waiting && !expanded ? t('suggest.searching') : null}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={showRecent ? t('recent.title') : t('suggest.label')}
        className="suggestions"
        data-recent={showRecent ? '' : undefined}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={option.hit || option.recent ? 'suggestion' : option.clear ? 'suggestion suggestion--clear' : 'suggestion suggestion--all'}
            onClick={() => choose(index)}
          >
            {option.recent ? (
              <>
                <span className="suggestion__engine">{option.recent.engine}</span>
                <span className="suggestion__vehicle">{option.recent.vehicle}</span>
              </>
            ) : option.clear ? (
              t('recent.clear')
            ) : option.hit ? (
              <>
                <span className="suggestion__engine">{option.hit.engine.name}</span>
                <span className="suggestion__vehicle">
                  {option.hit.manufacturer.name} {option.hit.model.name} {option.hit.generation.name}
                </span>
              </>
            ) : (
              t('suggest.all', { query: normaliseQuery(value) })
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
