import { backupCommand } from './backup-command.ts';

process.exitCode = await backupCommand(process.argv.slice(2), process.env, console);
