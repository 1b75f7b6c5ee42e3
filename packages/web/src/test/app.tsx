import { createRoutes } from '../app/routes';
import { configQueryOptions } from '../lib/config';
import { createTestQueryClient, renderRoutes } from './render';

/** The whole application (shell and every area) at `path`, with the server's configuration already known. */
export function renderApp(path: string, { oidcEnabled = false } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, {
    sessionIdleSeconds: 3000,
    oidcEnabled,
    dashboard: null,
  });
  return renderRoutes(createRoutes(queryClient), [path], queryClient);
}
