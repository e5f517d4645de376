import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { normaliseQuery, queryProblem, SEARCH_DEBOUNCE_MS } from './validate';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/**
 * The search box in the header of every page (`/` focuses it). Typing updates the search
 * page's URL after a pause (no request per keystroke); Enter searches at once. The URL is the
 * truth: back and forward bring their query back into the box.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname === paths.search.pattern;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [value, setValue] = useState(urlQuery ?? '');
  const timer = useRef<number | undefined>(undefined);

  // Back/forward (or a link) changed the query: show it.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== null && normaliseQuery(urlQuery) !== normaliseQuery(value)) setValue(urlQuery);
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
    navigate(paths.search.href(text), { replace });
  };

  const onChange = (text: string) => {
    setValue(text);
    window.clearTimeout(timer.current);
    // Away from the search page, only a query worth searching takes the user there.
    if (!onSearchPage && queryProblem(text) !== null) return;
    timer.current = window.setTimeout(() => go(text, onSearchPage), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        go(value, false);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-keyshortcuts="/"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
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
    </form>
  );
}
