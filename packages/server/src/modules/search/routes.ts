import { searchAnswerSchema, searchQuerySchema } from '@stroomlijn/domain';
import { requireAuth } from '../../plugins/auth.js';
import { routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { SearchService } from './service.js';

const route = routeOptions('search');

export function registerSearchRoutes(api: ModuleApp, search: SearchService): void {
  api.get(
    '/',
    route(
      'authenticated',
      'Searches process models (name, description) and their steps (name, actor) as the user types: the words in any Dutch or English form, the last as a prefix, names ranked above the rest; only what the caller may read is found and counted (working copies by modelers, the latest published revisions by everyone else); each hit names the model or form it belongs to in the version the caller reads',
      { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } },
    ),
    (request) => search.search(requireAuth(request), request.query),
  );
}
