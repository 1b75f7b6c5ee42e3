import { publicConfigSchema } from '@stroomlijn/domain';
import { routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { PublicConfigService } from './service.js';

const route = routeOptions('config');

/** `GET /api/config`: the settings the browser needs, for the host it used. */
export function registerConfigRoutes(api: ModuleApp, publicConfig: PublicConfigService): void {
  api.get(
    '/',
    route('public', 'Settings the browser needs', { response: { 200: publicConfigSchema } }),
    (request) => publicConfig.read(request.headers.host),
  );
}
