// Starts bench/media/server.ts as a child process (each measurement gets a fresh one: RSS never shrinks back) and
// builds the multipart bodies the media benches send.
import { fork } from 'node:child_process';
import path from 'node:path';

export interface MediaServer {
  base: string;
  stop: () => Promise<void>;
}

export type Payload = { body: Buffer; contentType: string };

export async function startMediaServer(env: Record<string, string>, gcMs = 0): Promise<MediaServer> {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env, BENCH_GC_MS: String(gcMs) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

export function multipart(bytes: Buffer, name: string): Payload {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const getJson = async <T>(url: string) => (await (await fetch(url)).json()) as T;
