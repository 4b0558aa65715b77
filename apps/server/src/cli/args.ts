/** `create-user --email a@b.example --name "A B"` → command and options (`--key value` or `--key=value`). */
export interface ParsedArgs {
  command: string | undefined;
  options: Record<string, string | true>;
  positional: string[];
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseArgs(argv: string[]): ParsedArgs {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (key === '') throw new UsageError(`Unexpected "${arg}"`);
    if (inline !== undefined) options[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) options[key] = argv[++i]!;
    else options[key] = true;
  }
  const [command, ...rest] = positional;
  return { command, options, positional: rest };
}

/** The value of a required option; a missing or empty one is a usage error naming it. */
export function requiredOption(args: ParsedArgs, name: string): string {
  const value = args.options[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`--${name} is required`);
  return value.trim();
}

export function optionalOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.options[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value?.trim() || undefined;
}

/** Refuses options the command does not know, so a typo is not silently ignored. */
export function allowOnly(args: ParsedArgs, names: string[]): void {
  for (const name of Object.keys(args.options))
    if (!names.includes(name)) throw new UsageError(`Unknown option --${name}`);
  if (args.positional.length > 0) throw new UsageError(`Unexpected "${args.positional[0]}"`);
}
