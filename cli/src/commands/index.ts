// Every command, in the order `--help` lists them.
import type { Command } from '../command.js';
import { mcpTestCommand, whoamiCommand } from './account.js';
import { compareCommand, exportCommand, fixturesCommand, intentsCommand } from './catalog.js';
import { resolveCommand, searchCommand } from './lookup.js';
import { resolveManyCommand } from './resolve-many.js';
import { lintCommand, normalizeCommand, suggestCommand } from './text.js';

export const COMMANDS: Command[] = [
  resolveCommand,
  searchCommand,
  normalizeCommand,
  lintCommand,
  suggestCommand,
  fixturesCommand,
  intentsCommand,
  compareCommand,
  exportCommand,
  whoamiCommand,
  mcpTestCommand,
  resolveManyCommand,
];
