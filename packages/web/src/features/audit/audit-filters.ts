import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditQuery,
  parseIsoDate,
} from '@stroomlijn/domain';

/** The audit trail's filters as the address keeps them (`/audit?person=…&from=2026-11-01&page=2`). */
export interface AuditFilters {
  person: string;
  entity: AuditEntity | '';
  entityId: string;
  action: AuditAction | '';
  /** The first day, 'yyyy-MM-dd' (local), or empty. */
  from: string;
  /** The last day, inclusive, 'yyyy-MM-dd' (local), or empty. */
  to: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

const day = (value: string | null): string => (value !== null && parseIsoDate(value) ? value : '');

/** The filters of an address; anything unreadable counts as no filter (a hand-edited link). */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const person = params.get('person') ?? '';
  const page = Number(params.get('page'));
  return {
    person: UUID.test(person) ? person : '',
    entity: oneOf(AUDIT_ENTITIES, params.get('entity')),
    entityId: (params.get('entityId') ?? '').slice(0, 200),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query of the filters: only those set, and the page beyond the first. */
export function auditSearch(filters: Partial<AuditFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['person', 'entity', 'entityId', 'action', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The start of a local day 'yyyy-MM-dd' in ms, `days` later. */
function dayStart(iso: string, days = 0): number | undefined {
  const date = parseIsoDate(iso);
  return date ? new Date(date.year, date.month - 1, date.day + days).getTime() : undefined;
}

/**
 * The server's query of the filters: the period from the start of the first day to the start of the day
 * after the last (the server's `to` is exclusive, the user's last day is included).
 */
export function auditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  if (filters.person) query.person = filters.person;
  if (filters.entity) query.entity = filters.entity;
  if (filters.entityId) query.entityId = filters.entityId;
  if (filters.action) query.action = filters.action;
  const from = filters.from ? dayStart(filters.from) : undefined;
  const to = filters.to ? dayStart(filters.to, 1) : undefined;
  if (from !== undefined) query.from = from;
  if (to !== undefined) query.to = to;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The query string of a server query ('?entity=user&from=…'), empty without filters. */
export function queryString(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
