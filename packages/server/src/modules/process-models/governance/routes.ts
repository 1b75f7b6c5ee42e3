import { GOVERNANCE_WINDOW_DAYS, governanceOverviewSchema } from '@stroomlijn/domain';
import { routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { GovernanceService } from './service.js';

const route = routeOptions('process-models');

/** `GET /api/process_model/governance` (modelers): a static path, which the router prefers to `/:id`. */
export function registerGovernanceRoutes(api: ModuleApp, governance: GovernanceService): void {
  api.get(
    '/governance',
    route(
      ['ROLE_MODELER'],
      `The governance overview: live models without an owner or manager role (a deleted role counts as none); published models whose review comes up within ${GOVERNANCE_WINDOW_DAYS} days, is due or overdue (${GOVERNANCE_WINDOW_DAYS} days after its date); working copies with changes unpublished for over ${GOVERNANCE_WINDOW_DAYS} days; published models whose latest revision opens a subprocess at an older revision than its latest; every published model with the confirmations of its latest revision (asked, confirmed, share: null when nobody was asked). Each list by name, then id`,
      { response: { 200: governanceOverviewSchema } },
    ),
    () => governance.overview(Date.now()),
  );
}
