import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

// ajv-formats is CommonJS with its function as `default`.
const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;

/** One answer of the server as a client received it (the body decoded from any Content-Encoding). */
export interface RecordedAnswer {
  method: string;
  /** The request's path and query. */
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: Buffer;
}

interface MediaObject {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
/** The parts of an OpenAPI 3.1 document that the checker reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
}

const DOCUMENT_ID = 'https://stroomlijn.invalid/api/doc.json';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** `/api/user/{id}` as a pattern; literal segments count for the most specific match. */
interface PathTemplate {
  path: string;
  pattern: RegExp;
  segments: boolean[];
}

function pathTemplate(path: string): PathTemplate {
  const parts = path.split('/');
  const pattern = parts
    // Fastify's router matches an empty parameter too (`/api/user/`).
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]*' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return { path, pattern: new RegExp(`^${pattern}$`), segments: parts.map((part) => !part.startsWith('{')) };
}

/** As an OpenAPI router chooses: a literal segment wins over a template at the first place they differ. */
function moreSpecific(a: PathTemplate, b: PathTemplate): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    if (a.segments[i] !== b.segments[i]) return a.segments[i] ? -1 : 1;
  }
  return 0;
}

/** The media type without parameters, lower case: `text/csv; charset=utf-8` is `text/csv`. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function matchingMedia(content: Record<string, MediaObject>, mediaType: string): string | undefined {
  const keys = Object.keys(content);
  const [type] = mediaType.split('/');
  return (
    keys.find((key) => mediaTypeOf(key) === mediaType) ??
    keys.find((key) => mediaTypeOf(key) === `${type}/*`) ??
    keys.find((key) => key === '*/*')
  );
}

/** The path as the server sees it: dot segments resolved as in any URL (`/a/b/..` is `/a/`). */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://server.invalid').pathname;
  } catch {
    return url.split('?')[0] ?? '';
  }
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
const pointer = (...parts: string[]) =>
  parts.map((part) => `/${encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');

/**
 * Checks answers against an OpenAPI 3.1 document with Ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1), independently of the server's zod schemas and serializers: the path and method must be
 * documented, the status must be one of the operation's responses, the media type one of that
 * response's content types (no body where it has none), and a JSON body must match the schema.
 * Answers outside /api/ and /connect/ are the web app's and not checked; an error answer to a path or
 * method the document does not have is the router's and must have the standard error body.
 */
export function answerChecker(document: OpenApiDocument): (answer: RecordedAnswer) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const templates = Object.keys(document.paths).map(pathTemplate);
  const validators = new Map<string, ValidateFunction>();

  function validatorAt(location: string): ValidateFunction {
    let validate = validators.get(location);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${location}` });
      validators.set(location, validate);
    }
    return validate;
  }

  function bodyProblem(name: string, answer: RecordedAnswer, location: string): string | null {
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return `${name}: the body is not JSON`;
    }
    const validate = validatorAt(location);
    if (validate(body)) return null;
    return `${name}: the body does not match the schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
  }

  return (answer) => {
    const method = answer.method.toLowerCase();
    if (!METHODS.has(method)) return null;
    const path = pathOf(answer.url);
    const matching = (tried: string) =>
      templates
        .filter((candidate) => candidate.pattern.test(tried) && document.paths[candidate.path]?.[method])
        .sort(moreSpecific)[0];
    // The router ignores a trailing slash (`/api/user/` is the list), and takes an empty parameter.
    const template = matching(path.replace(/(.)\/$/, '$1')) ?? matching(path);
    const name = `${answer.method} ${template?.path ?? '(no documented path)'} ${answer.statusCode}`;
    // The web app's pages and files are no operations of the API; an error of the router (no such route,
    // or a body or URL it cannot read before it knows) has the standard error body.
    if (!template) {
      if (!/^\/(api|connect)\//.test(path)) return null;
      if (answer.statusCode < 400) return `${name}: no such operation in the document`;
      return bodyProblem(name, answer, pointer('components', 'schemas', 'ErrorBody'));
    }
    const responses = document.paths[template.path]?.[method]?.responses ?? {};
    const status = [String(answer.statusCode), `${String(answer.statusCode)[0]}XX`, 'default'].find(
      (key) => responses[key],
    );
    if (!status) return `${name}: status not documented (only ${Object.keys(responses).join(', ')})`;
    const content = responses[status]?.content;
    const mediaType = mediaTypeOf(answer.contentType);
    if (!content) {
      return answer.body.length === 0 ? null : `${name}: a body (${mediaType}) where the document has none`;
    }
    const media = matchingMedia(content, mediaType);
    if (!media) return `${name}: media type ${mediaType || 'none'} not documented (${Object.keys(content)})`;
    if (!isJson(mediaType) || content[media]?.schema === undefined) return null;
    return bodyProblem(
      name,
      answer,
      pointer('paths', template.path, method, 'responses', status, 'content', media, 'schema'),
    );
  };
}
