import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { requestForLog } from '../lib/log-redaction.js';

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

const { chindingsSym, streamSym } = pino.symbols;
const COMPLETED = 'request completed';

/**
 * A request's logger, as Fastify hands it to hooks and handlers (`request.log`). Pino's child logger
 * is made only when something logs through it at an enabled level: most requests log nothing but
 * their completion line, which `completed` writes without one. Making a child per request (its
 * bindings, its own log methods) cost more than the line itself.
 */
export class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #child(): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings, this.options);
    return this.#logger;
  }

  get level(): string {
    return this.#logger?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child.level = level;
  }

  #enabled(level: LevelName): boolean {
    const values = this.parent.levels.values;
    return (values[level] ?? 0) >= (values[this.level] ?? Number.POSITIVE_INFINITY);
  }

  #log(level: LevelName, args: LogArguments): void {
    if (this.#logger || this.#enabled(level)) this.#child[level](...args);
  }

  fatal(...args: LogArguments): void {
    this.#log('fatal', args);
  }
  error(...args: LogArguments): void {
    this.#log('error', args);
  }
  warn(...args: LogArguments): void {
    this.#log('warn', args);
  }
  info(...args: LogArguments): void {
    this.#log('info', args);
  }
  debug(...args: LogArguments): void {
    this.#log('debug', args);
  }
  trace(...args: LogArguments): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child.child(bindings, options);
  }

  /**
   * The completion line, as pino would write it through the child (level, time, pid and hostname,
   * the request id, the redacted request, the status, the time taken, the message), built as one
   * string and written to the logger's destination.
   */
  completed(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#logger) {
      this.#logger.info({ req: request, res: reply, responseTime: reply.elapsedTime }, COMPLETED);
      return;
    }
    if (!this.#enabled('info')) return;
    const internals = this.parent as unknown as Record<symbol, unknown>;
    let line = `{"level":${this.parent.levels.values.info},"time":${Date.now()}${internals[chindingsSym] as string}`;
    for (const name in this.bindings)
      line += `,${JSON.stringify(name)}:${JSON.stringify(this.bindings[name])}`;
    line += `,"req":${JSON.stringify(requestForLog(request))},"res":{"statusCode":${reply.statusCode}}`;
    line += `,"responseTime":${reply.elapsedTime},"msg":"${COMPLETED}"}\n`;
    (internals[streamSym] as pino.DestinationStream).write(line);
  }
}

/** Fastify's `childLoggerFactory`: each request gets a RequestLogger. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Without a logger (tests), Fastify's stand-in has no levels and its children are itself.
  const parent = logger as Partial<Logger>;
  if (parent.levels === undefined) return logger.child(bindings, options);
  return new RequestLogger(parent as Logger, bindings, options);
}

/**
 * One log line per request, written when it is answered: the request (its serializer redacts the
 * address), the status and the time taken. Fastify's default writes a second line on arrival.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (reply.log instanceof RequestLogger) {
      reply.log.completed(request, reply);
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, COMPLETED);
    }
  }
}
