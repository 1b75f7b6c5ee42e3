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
 * One hit: its kind, its title, the model it belongs to (for all but a model itself) and the snippet of
 * what matched, the matched words marked. A snippet of the title itself marks the title instead.
 */
export function SearchHitContent({ hit, modelName }: { hit: SearchHit; modelName: string | undefined }) {
  const { t } = useTranslation();
  const titleMatched = textOf(hit.snippet) === hit.title;
  const inModel = hit.kind !== 'process-model' && modelName !== undefined && modelName !== '';
  return (
    <span className="search-hit">
      <span className="search-hit-line">
        <span className="search-hit-kind">{t(`search.kind.${hit.kind}`)}</span>
        <span className="search-hit-title">{titleMatched ? <Snippet parts={hit.snippet} /> : hit.title}</span>
      </span>
      {inModel && <span className="search-hit-context">{t('search.in-model', { name: modelName })}</span>}
      {!titleMatched && hit.snippet.length > 0 && (
        <span className="search-hit-snippet">
          <Snippet parts={hit.snippet} />
        </span>
      )}
    </span>
  );
}
