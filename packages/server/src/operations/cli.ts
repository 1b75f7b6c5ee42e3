import { runAuditVerify } from './audit-verify.js';
import { runCommand } from './command.js';

const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const args = process.argv.slice(2);

// `npm run backup -- <file>`, `npm run restore -- <file>` (see command.ts) and `npm run audit:verify`.
process.exitCode =
  args[0] === 'audit-verify' && args.length === 1
    ? await runAuditVerify(process.env, output)
    : await runCommand(args, process.env, output);
