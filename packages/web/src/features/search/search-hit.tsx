import type { SearchHit, SnippetPart } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

/** The snippet's text with the words that matched the query in `<mark>`. */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one text
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one text
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const textOf = (parts: readonly SnippetPart[]) => parts.map((part) => part.text).join('');

/**
 * One hit: its kind, its title, what it belongs to as the server names it (the model, or a response's
 * form; not for a model itself) and the snippet of what matched, the matched words marked. A snippet of
 * the title itself marks the title instead.
 */
export function SearchHitContent({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const titleMatched = textOf(hit.snippet) === hit.title;
  const within = hit.kind !== 'process-model' && hit.within ? hit.within : null;
  return (
    <span className="search-hit">
      <span className="search-hit-line">
        <span className="search-hit-kind">{t(`search.kind.${hit.kind}`)}</span>
        <span className="search-hit-title">{titleMatched ? <Snippet parts={hit.snippet} /> : hit.title}</span>
      </span>
      {within && <span className="search-hit-context">{t('search.within', { name: within })}</span>}
      {!titleMatched && hit.snippet.length > 0 && (
        <span className="search-hit-snippet">
          <Snippet parts={hit.snippet} />
        </span>
      )}
    </span>
  );
}
