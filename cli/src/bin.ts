#!/usr/bin/env node
// Entry point of the `emoji-intelligence` command: wires the process's streams into main().
import { main } from './main.js';

// A closed pipe (`| head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const exitCode = await main(process.argv.slice(2), {
  out: (text) =>
    new Promise<void>((resolve, reject) => {
      process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
    }),
  err: (text) => void process.stderr.write(text),
  stdin: process.stdin,
  env: process.env,
  stderrIsTTY: process.stderr.isTTY === true,
});
process.exitCode = exitCode;
