// A throwaway HTTP server on 127.0.0.1 for guarded-fetch tests; it counts the TCP connections it accepted so a
// test can prove that a refused URL never reached the network.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

export async function startTestServer(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
