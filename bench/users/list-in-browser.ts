/**
 * Users benchmark in the browser (issue 3): with 10,000 users, how long `/users` takes to show its rows
 * in Chromium, and how long the list takes to follow each key typed in the filter.
 * Needs the built app (`npm run build`) and Debian's Chromium; run with
 * `node --import tsx bench/users/list-in-browser.ts`. See bench/README.md.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../../e2e/support/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS } from '../../e2e/support/settings';

const USERS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FILTER = '1234';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function csv(rows: number): string {
  const lines = ['First name;Last name;Preposition;Email'];
  for (let i = 0; i < rows; i++)
    lines.push(`Voornaam ${i};Achternaam ${(i * 7919) % rows};;user-${i}@bench.test`);
  return lines.join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function seed(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const form = new FormData();
  form.append('file', new Blob([csv(USERS)], { type: 'text/csv' }), 'users.csv');
  const answer = await fetch(`${baseUrl}/api/user/import`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!answer.ok) throw new Error(`Import answered ${answer.status}: ${await answer.text()}`);
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
  try {
    await seed(server.baseUrl);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/support/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    const open: number[] = [];
    const keys: number[] = [];
    const count = page.getByTestId('user-count');
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto('/');
      const start = Date.now();
      await page.goto('/users', { waitUntil: 'commit' });
      await page.getByRole('cell', { name: 'user-0@bench.test', exact: true }).waitFor();
      open.push(Date.now() - start);

      const filter = page.getByRole('searchbox');
      await filter.click();
      for (const key of FILTER) {
        const before = await count.textContent();
        const pressed = Date.now();
        await page.keyboard.press(key);
        await page.waitForFunction(
          ([selector, text]) => document.querySelector(selector)?.textContent !== text,
          ['[data-testid="user-count"]', before] as const,
        );
        keys.push(Date.now() - pressed);
      }
      const shown = await count.textContent();
      if (shown?.startsWith(String(USERS))) throw new Error(`The filter did not narrow the list: "${shown}"`);
    }
    console.log(`| measure | median | max | samples |`);
    console.log(`|---|---:|---:|---:|`);
    console.log(
      `| /users with ${USERS + 2} users: navigation to first rows shown | ${median(open)} ms | ${Math.max(...open)} ms | ${open.length} |`,
    );
    console.log(
      `| filter: key press to list updated | ${median(keys)} ms | ${Math.max(...keys)} ms | ${keys.length} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
