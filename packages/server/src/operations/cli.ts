import { runCommand } from './command.js';

// `npm run backup -- <file>` and `npm run restore -- <file>` (see command.ts).
process.exitCode = await runCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
