import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** A Kysely plugin that records the most rows any one query answered (tests of what a call reads). */
export class RowCounter implements KyselyPlugin {
  most = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.most = Math.max(this.most, result.rows.length);
    return result;
  }
}
