import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bench's bare baseline server, listened on and closed as the product's: it keeps a child's
 * connection open between answers (the product's keep-alive), and closing it ends every stream.
 */
export function bareHttp(server: Server) {
  server.keepAliveTimeout = 72_000;
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
