import { ADMIN_USER_ID, STORAGE_KEYS, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { chromium } from 'playwright-core';
import { startServer } from '../../e2e/support/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS } from '../../e2e/support/settings';
import { generateModel } from './generate-model';
const server = await startServer(process.env.WEB ? { STROOMLIJN_WEB_DIR: process.env.WEB } : {});
const base = server.baseUrl;
const login = await fetch(`${base}/api/security/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const post = (p: string, b: unknown) => fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(b) });
await post('/api/user-role/add_user', { id: ADMIN_USER_ID, roleId: SYSTEM_ROLE_IDS.ROLE_MODELER });
const info = await (await post('/api/security/info', {})).text();
const { input } = generateModel(1000);
await post('/api/process_model', input);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
const [name, ...value] = cookie.split('=');
await context.addCookies([{ name: name ?? '', value: value.join('='), url: base }]);
await context.addInitScript(({ keys, info }) => { localStorage.setItem(keys.user, info); localStorage.setItem(keys.lastActivity, String(Date.now())); }, { keys: STORAGE_KEYS, info });
await context.addInitScript({ content: `
globalThis.__name = (t) => t;
window.__commits = []; let last = 0;
const nm = (f) => { const t = f.type; if (!t) return 'tag' + f.tag; if (typeof t === 'string') return t; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || ('tag' + f.tag); };
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
  onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
  onCommitFiberRoot(id, root) {
    const names = new Map(); let count = 0; const tops = [];
    const walk = (f, parentRendered) => {
      while (f) {
        const rendered = f.actualStartTime > last && (f.flags & 1) === 1 && typeof f.type !== 'string' && f.tag !== 6;
        if (rendered && ['EditorWorkspace','ScaledToolbar','EditorToolbar','Shell','RouterProvider','DataRoutes2','NavigationBar','RenderedRoute','ProcessModelsArea','StoredModelEditor','ProcessModelEditorPage','Loaded'].includes(nm(f)) && f.alternate) { let h = f.memoizedState, g = f.alternate.memoizedState, i = 0, ch = []; while (h && g && i < 80) { if (h.memoizedState !== g.memoizedState && h.queue) ch.push(i + ':' + (typeof h.memoizedState === 'object' ? 'obj' : String(h.memoizedState)).slice(0, 20)); h = h.next; g = g.next; i++; } tops.push('STATE ' + nm(f) + ' [' + ch.join(',') + '] props ' + (f.memoizedProps === f.alternate.memoizedProps ? 'same' : 'new')); }
        if (rendered && nm(f) === 'EditorWorkspace' && !window.__hooks) { let h = f.memoizedState, i = 0, out = []; while (h && i < 90) { const v = h.memoizedState; out.push(i + (h.queue ? 'Q' : '') + '=' + (v === null ? 'null' : Array.isArray(v) ? 'arr' + v.length : typeof v === 'object' ? ('obj{' + Object.keys(v).slice(0, 3).join(',') + '}') : typeof v === 'function' ? 'fn' : String(v).slice(0, 12))); h = h.next; i++; } window.__hooks = out.join(' '); }
        if (rendered) { count++; names.set(nm(f), (names.get(nm(f)) || 0) + 1); if (!parentRendered) { let p = [], q = f.return; while (q && p.length < 3) { p.push(nm(q)); q = q.return; } tops.push(nm(f) + ' < ' + p.join(' < ')); } }
        walk(f.child, rendered || (parentRendered && typeof f.type === 'string'));
        f = f.sibling;
      }
    };
    walk(root.current.child, false);
    const ups = root.memoizedUpdaters ? [...root.memoizedUpdaters].map(nm) : [];
    window.__commits.push({ t: Math.round(performance.now()), dur: Math.round(root.current.actualDuration * 10) / 10, count, ups: ups.join(','), tops: tops.filter((x) => x.startsWith('STATE')).slice(0, 12).join(' | '), top: [...names].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => k + ':' + v).join(' ') });
    last = performance.now();
  },
};` });
const page = await context.newPage();
await page.goto(`/process-model/${input.id}`);
await page.locator('.pm-step').first().waitFor();
await page.waitForTimeout(1500);
for (const c of await page.evaluate(() => (window as any).__commits)) console.log(`${c.t} render ${c.dur} ms, ${c.count} rendered | ${c.top}\n   updaters: ${c.ups}\n   tops: ${c.tops}`);
console.log(await page.evaluate(() => (window as any).__hooks));
await browser.close(); await server.stop();
