import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@stroomlijn/domain': domainSrc };

/**
 * Server tests that never open a database (they pass with DATABASE_URL naming a closed port): the
 * PostgreSQL run of the suite (DATABASE_URL set) leaves them out, as it would only repeat them.
 */
const DATABASE_FREE = [
  'src/db/statement-cache.test.ts',
  'src/integrations/jotform/jotform-answer-values.test.ts',
  'src/integrations/jotform/jotform-config.test.ts',
  'src/integrations/jotform/jotform-failures.test.ts',
  'src/integrations/jotform/jotform-form-service.test.ts',
  'src/integrations/jotform/stand-in/stand-in.test.ts',
  'src/integrations/mail/action-messages.test.ts',
  'src/integrations/mail/erased-recipients.test.ts',
  'src/integrations/mail/mail-config.test.ts',
  'src/integrations/mail/messages.test.ts',
  'src/integrations/mail/smtp-mailer.test.ts',
  'src/lib/background-jobs.test.ts',
  'src/lib/csv-file.test.ts',
  'src/lib/log-destination.test.ts',
  'src/lib/log-redaction.test.ts',
  'src/modules/actions/reminders.test.ts',
  'src/modules/files/content-check.test.ts',
  'src/modules/person-data/erasure/scrub.test.ts',
  'src/modules/process-models/bpmn-import/convert.test.ts',
  'src/modules/process-models/bpmn-import/round-trip.property.test.ts',
  'src/modules/process-models/bpmn/bpmn-diagram.property.test.ts',
  'src/modules/process-models/bpmn/bpmn-export.test.ts',
  'src/modules/process-models/reads/answer-cache.test.ts',
  'src/modules/responses/submission-mapping.test.ts',
  'src/modules/search/snippet.test.ts',
  'src/modules/security/address-key.test.ts',
  'src/modules/users/compromised-passwords.test.ts',
  'src/modules/users/csv-records.test.ts',
  'src/plugins/serialization.test.ts',
  'src/test/audit-coverage.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which idles: on 2 cores that is 1 worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests take a few seconds; on 2 busy cores they may take three times as long.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? DATABASE_FREE : [])],
          // The files of a worker share its modules: each builds its own app on its own database, and
          // importing the app's module graph anew for each of them was about a third of the suite's time.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // The longest form tests take about 3 s with another process busy on the second core.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
