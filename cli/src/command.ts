// What every command is made of, and the context it runs in: parsed options, a client and the process's streams.
import type { EmojiIntelligenceClient } from './client.js';
import type { FetchLike } from './http.js';

export interface Io {
  /** Writes to standard output, waiting when the pipe is full. */
  out(text: string): Promise<void>;
  err(text: string): void;
  stdin: AsyncIterable<string | Buffer> & NodeJS.ReadableStream;
  env: Record<string, string | undefined>;
  stderrIsTTY: boolean;
  /** Replaces the global fetch (tests). */
  fetch?: FetchLike;
}

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Shown in help, e.g. `<json|csv>`. */
  placeholder?: string;
  help: string;
}

export interface CommandContext {
  client: EmojiIntelligenceClient;
  args: string[];
  options: Record<string, string | boolean | undefined>;
  json: boolean;
  lang: string | undefined;
  baseUrl: string;
  apiKey: string | undefined;
  io: Io;
}

export interface Command {
  name: string;
  summary: string;
  /** Positional part of the usage line, e.g. `<value>`. */
  usage: string;
  /** Scope the key needs; `null` for any valid key; absent for public commands. */
  key?: string | null;
  options?: Record<string, OptionSpec>;
  examples?: string[];
  /** Returns the exit code (0 when omitted). */
  run(context: CommandContext): Promise<number | void>;
}

/** `findings`: lint reported errors (or, with --strict, warnings): the text needs fixing, the call itself worked. */
export const EXIT = { ok: 0, usage: 1, api: 2, network: 3, findings: 4 } as const;
