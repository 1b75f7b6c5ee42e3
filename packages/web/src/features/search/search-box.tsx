import './search.css';
import { Kbd, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { SEARCH_QUERY_MAX_LENGTH, type SearchHit } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { hitPath, searchPagePath } from './hit-path';
import { SEARCH_DEBOUNCE_MS, searchQuery } from './search-api';
import { SearchHitContent } from './search-hit';
import { useHitAccess } from './use-hit-access';
import { useSearchShortcut } from './use-search-shortcut';

/** An entry of the list: a hit, or the way to all results when there are more pages. */
type Option = { key: string; path: string | null; hit: SearchHit | null };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The search box of the shell's header (WAI-ARIA combobox with a listbox popup): it searches as the user
 * types, after a short pause; ArrowDown and ArrowUp move through the hits, Enter opens the one chosen (or,
 * with none chosen, the full results page), Escape closes the list and gives the focus back to where it
 * was. Ctrl+K (⌘K) focuses it from anywhere.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...searchQuery(q, null, 1), enabled: q !== '' });
  const answer = q === '' ? undefined : query.data;
  const hits = answer?.hits ?? [];
  const access = useHitAccess(hits);
  const listId = useId();
  // The key's hint on wide screens only: a phone has no Ctrl key, and the box is narrow there.
  const wide = useMediaQuery('(min-width: 48em)');

  const options: Option[] = hits.map((hit) => ({
    key: `${hit.kind}:${hit.id}`,
    path: hitPath(hit, access),
    hit,
  }));
  if (answer && answer.totalPages > 1) options.push({ key: 'more', path: searchPagePath(q), hit: null });

  // A new answer starts with no hit chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new answer
  useEffect(() => setActive(-1), [answer]);

  useSearchShortcut(() => {
    const element = input.current;
    if (!element) return;
    if (document.activeElement !== element && document.activeElement instanceof HTMLElement)
      returnFocus.current = document.activeElement;
    element.focus();
    element.select();
    setOpen(true);
  });

  const shown = open && text.trim() !== '';
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: Option | undefined) => {
    if (!option?.path) return;
    close();
    setText('');
    returnFocus.current = null;
    input.current?.blur();
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown && active >= 0) choose(options[active]);
      else if (text.trim() !== '') choose({ key: 'all', path: searchPagePath(text.trim()), hit: null });
    } else if (event.key === 'Escape') {
      if (!shown && text === '') return;
      event.preventDefault();
      event.stopPropagation();
      if (!shown) {
        setText('');
        return;
      }
      close();
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  };

  const loading = q !== text.trim() || query.isFetching;
  const status = statusText();
  function statusText(): string {
    if (!shown) return '';
    if (query.isError) return t('search.failed');
    if (!answer || (loading && hits.length === 0)) return t('search.loading');
    if (hits.length === 0) return t('search.no-results', { q });
    return t(answer.totalPages > 1 ? 'search.found-more' : 'search.found', { count: hits.length });
  }

  return (
    <div className="search-box">
      <TextInput
        ref={input}
        size="xs"
        type="search"
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={shown && options.length > 0}
        aria-controls={shown && options.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        rightSection={wide ? <Kbd size="xs">{isMac ? '⌘K' : 'Ctrl K'}</Kbd> : undefined}
        rightSectionWidth={wide ? 56 : undefined}
        rightSectionPointerEvents="none"
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          if (event.relatedTarget instanceof HTMLElement && !returnFocus.current)
            returnFocus.current = event.relatedTarget;
          setOpen(true);
        }}
        onBlur={() => {
          close();
          returnFocus.current = null;
        }}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {shown && (
        // The list keeps the focus in the box: a press on it is not a blur of the box.
        // biome-ignore lint/a11y/noStaticElementInteractions: the options take the clicks; this only keeps the focus
        <div
          className="search-popup"
          onMouseDown={(event) => event.preventDefault()}
          data-testid="search-popup"
        >
          {(hits.length === 0 || query.isError) && (
            <div className="search-message" aria-hidden="true">
              {status}
            </div>
          )}
          {options.length > 0 && (
            <div
              id={listId}
              role="listbox"
              aria-label={t('search.results', { q })}
              className="search-options"
            >
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (ArrowDown, Enter)
                <div
                  key={option.key}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  aria-disabled={option.path === null ? true : undefined}
                  className={option.hit ? 'search-option' : 'search-option search-option-more'}
                  onMouseMove={() => {
                    if (index !== active) setActive(index);
                  }}
                  onClick={() => choose(option)}
                >
                  {option.hit ? <SearchHitContent hit={option.hit} /> : t('search.all-results', { q })}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
