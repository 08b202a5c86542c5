// The app's route handlers behind a plain node:http server in its own process, for tests that must kill a server
// mid-request (SIGKILL). Prints {"port": n} once listening. With PAUSE_AFTER_MEDIA_PUT=1 an upload stops for good
// right after its object is in the local media folder, before its row is saved, and the server prints "put <key>":
// the moment a crash leaves the most behind (an object without a row, an announcement, staged files).
import fs from 'node:fs';
import { createServer } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { dispatch } from '../helpers/http';
import { send, toRequest } from '../helpers/node-server';

if (process.env.PAUSE_AFTER_MEDIA_PUT === '1') {
  const mediaFolder = path.resolve(process.env.MEDIA_LOCAL_DIR!);
  const rename = fs.promises.rename;
  fs.promises.rename = async (from, to) => {
    await rename(from, to);
    if (path.dirname(path.resolve(String(to))) !== mediaFolder) return;
    process.stdout.write(`put ${path.basename(String(to))}\n`);
    await new Promise(() => undefined);
  };
  // The local driver imports rename from node:fs/promises: its binding follows the patched property only after this.
  syncBuiltinESMExports();
}

const server = createServer((req, res) => {
  dispatch(toRequest(req))
    .then((response) => send(res, response))
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
