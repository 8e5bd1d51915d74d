import { restoreCommand } from './restore-command.ts';

process.exitCode = await restoreCommand(process.argv.slice(2), process.env, console);
