import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
/**
 * The page of the bpmn-js target of the editor benchmark: a loopback HTTP server (random port) that
 * serves a minimal page with bpmn-js's modeler bundle and its styles from node_modules (no CDN), and the
 * BPMN files the bench hands it. The page makes one modeler on a canvas as large as the window and keeps
 * it as `window.modeler`; nothing else runs in it.
 */
import { REPO_ROOT } from '../../e2e/support/server';

const BPMN_JS_DIST = path.join(REPO_ROOT, 'node_modules/bpmn-js/dist');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bpmn-js modeler</title>
<link rel="stylesheet" href="/bpmn-js/assets/diagram-js.css">
<link rel="stylesheet" href="/bpmn-js/assets/bpmn-js.css">
<link rel="stylesheet" href="/bpmn-js/assets/bpmn-font/css/bpmn.css">
<style>html, body, #canvas { margin: 0; width: 100%; height: 100%; overflow: hidden; }</style>
<script src="/bpmn-js/bpmn-modeler.production.min.js"></script>
</head>
<body>
<div id="canvas"></div>
<script>window.modeler = new BpmnJS({ container: '#canvas' });</script>
</body>
</html>
`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.svg': 'image/svg+xml',
};

export interface BpmnJsPage {
  /** `http://127.0.0.1:<port>`: `/` is the page, `/model/<size>.bpmn` each model. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Serves the page, bpmn-js's files and `models` (BPMN XML by number of steps) on a free loopback port. */
export async function serveBpmnJsPage(models: ReadonlyMap<number, string>): Promise<BpmnJsPage> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', PAGE);
    if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '');
    const model = url.pathname.match(/^\/model\/(\d+)\.bpmn$/);
    if (model) {
      const xml = models.get(Number(model[1]));
      return xml === undefined
        ? send(404, 'text/plain', 'No such model')
        : send(200, 'application/xml; charset=utf-8', xml);
    }
    if (url.pathname.startsWith('/bpmn-js/')) {
      const file = path.join(BPMN_JS_DIST, path.normalize(url.pathname.slice('/bpmn-js/'.length)));
      const type = TYPES[path.extname(file)];
      if (!file.startsWith(`${BPMN_JS_DIST}${path.sep}`) || !type)
        return send(404, 'text/plain', 'Not found');
      readFile(file).then(
        (body) => send(200, type, body),
        () => send(404, 'text/plain', 'Not found'),
      );
      return;
    }
    send(404, 'text/plain', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
