import type { ServerModule } from '../server-module.js';
import { registerFeedRoutes } from './routes.js';
import { feedsService } from './service.js';

export { feedReadsRepository } from './repository.js';

/** EX-08, EX-09: the reporting tool's (ClicData) feeds of live responses and actions, behind the feed key. */
export const externalFeedsModule: ServerModule = async (api, { config, database }) => {
  registerFeedRoutes(api, feedsService(database.db, { publicUrl: config.publicUrl }), config.feedApiKey);
};
