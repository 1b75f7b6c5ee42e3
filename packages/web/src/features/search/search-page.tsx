import './search.css';
import { Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, type SearchKind } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { hitPath } from './hit-path';
import { SEARCH_DEBOUNCE_MS, searchQuery } from './search-api';
import { SearchHitContent } from './search-hit';
import { useHitAccess } from './use-hit-access';

const isKind = (value: string | null): value is SearchKind =>
  (SEARCH_KINDS as readonly (string | null)[]).includes(value);

/** The search the address names: `/search?q=…&kind=…&page=…`. */
function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const show = useCallback(
    (next: { q: string; kind: SearchKind | null; page: number }) => {
      const search = new URLSearchParams({ q: next.q });
      if (next.kind) search.set('kind', next.kind);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return { q, kind, page, show };
}

/**
 * `/search?q=…&kind=…&page=…`: all hits of a search, page by page, of all kinds or one; the header's
 * search box leads here for more than its first page. The address keeps the search, so it can be shared
 * and reloaded.
 */
export function SearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const { q, kind, page, show } = useSearchAddress();
  const [text, setText] = useState(q);
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The address follows what is typed (a new search starts at page 1), and the field follows the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of what is typed moves the address
  useEffect(() => {
    if (typed !== q) show({ q: typed, kind, page: 1 });
  }, [typed]);
  useEffect(() => setText(q), [q]);

  const query = useQuery({ ...searchQuery(q, kind, page), enabled: q !== '' });
  const hits = query.data?.hits ?? [];
  const access = useHitAccess(hits);
  const onPageChange = useCallback((next: number) => show({ q, kind, page: next }), [show, q, kind]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('search.title')}</Title>
      <Group align="flex-end" gap="md" role="search">
        <TextInput
          label={t('search.query')}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        />
        <NativeSelect
          label={t('search.kind-filter')}
          value={kind ?? ''}
          data={[
            { value: '', label: t('search.all-kinds') },
            ...SEARCH_KINDS.map((each) => ({ value: each, label: t(`search.kind.${each}`) })),
          ]}
          onChange={(event) => {
            const next = event.currentTarget.value;
            show({ q, kind: isKind(next) ? next : null, page: 1 });
          }}
        />
      </Group>
      {q === '' ? (
        <Text>{t('search.start')}</Text>
      ) : (
        <QueryView
          query={query}
          empty={t('search.no-results', { q })}
          isEmpty={(answer) => answer.hits.length === 0}
        >
          {(answer) => (
            <Stack gap="sm">
              <ul className="search-results" aria-label={t('search.results', { q })}>
                {answer.hits.map((hit) => {
                  const path = hitPath(hit, access);
                  const content = <SearchHitContent hit={hit} />;
                  return (
                    <li key={`${hit.kind}:${hit.id}`}>
                      {path ? (
                        <Link to={path} className="search-result-link">
                          {content}
                        </Link>
                      ) : (
                        <div className="search-result-link">{content}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} totalPages={answer.totalPages} onPageChange={onPageChange} />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
