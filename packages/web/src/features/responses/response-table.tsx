import type { WorkflowResponse, WorkflowResponsePage } from '@stroomlijn/domain';
import { DataTable, type QueryState, QueryView, type RowLink, RowLinks } from '../../components';
import { useTranslation } from '../../lib/translation';
import { responseColumns } from './response-columns';

export interface ResponseTableProps {
  /** One page of responses, as its query reads it. */
  query: QueryState<WorkflowResponsePage>;
  /** Other queries the list needs as well (the form it belongs to); their errors show first. */
  waitFor?: readonly QueryState<unknown>[];
  /** The links of a row: what this list lets its user do with the response. */
  links: (response: WorkflowResponse) => RowLink[];
  label: string;
  empty: string;
  minWidth: number;
  page: number;
  onPageChange: (page: number) => void;
  'data-testid': string;
}

/**
 * A page of responses as every response list shows it (the administrator's, the reviewer's and the
 * reader's): the response columns, the row's links and the pager.
 */
export function ResponseTable({
  query,
  waitFor,
  links,
  label,
  empty,
  minWidth,
  page,
  onPageChange,
  'data-testid': testId,
}: ResponseTableProps) {
  const { t } = useTranslation();
  const columns = responseColumns(t, (response) => <RowLinks links={links(response)} gap="sm" />);
  return (
    <QueryView query={query} waitFor={waitFor}>
      {(answer) => (
        <DataTable
          rows={answer.responses}
          columns={columns}
          rowKey={(response) => response.id}
          label={label}
          minWidth={minWidth}
          empty={empty}
          paging={{ page, totalPages: answer.totalPages, onPageChange }}
          data-testid={testId}
        />
      )}
    </QueryView>
  );
}
