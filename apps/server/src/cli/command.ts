import { errorMessage } from '../errors.ts';

/** Where a command writes: the console when an operator runs it, a buffer in the tests. */
export type CommandOutput = { log(line: string): void; error(line: string): void };

/** A command of `npm run backup`, `restore` or `migrate`, without process globals: it gets its
 * arguments, its environment and where to write, and answers its exit code. Its entry file
 * (cli/<name>.ts) passes process.argv.slice(2), process.env and console, and sets
 * process.exitCode. */
export type Command = (
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: CommandOutput,
) => Promise<number>;

/** Runs a command's body; a failure is one line, `<name>: <message>`, and exit code 1. */
export async function reportFailure(
  name: string,
  out: CommandOutput,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    out.error(`${name}: ${errorMessage(error)}`);
    return 1;
  }
}
