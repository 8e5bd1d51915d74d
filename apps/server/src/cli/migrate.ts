import { migrateCommand } from './migrate-command.ts';

process.exitCode = await migrateCommand(process.argv.slice(2), process.env, console);
