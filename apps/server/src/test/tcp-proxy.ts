import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test controls, for the faults a school's server meets
 * (db/stall.test.ts, db/fatal.test.ts): connections that stall without closing, a database that is
 * away, every connection cut at once, and an error the server would send (a PANIC, a full disk)
 * given in answer to the next statement.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  stalled = false;
  port = 0;
  private readonly target: { host: string; port: number };
  /** the error the next statement on any connection gets, after which that connection ends, as a backend that panicked does */
  private forged: { severity: string; code: string; message: string } | undefined;

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async open(port = 0) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      // the connection is past its start-up once the server said it is ready for a query ('Z')
      let ready = false;
      client.on('data', (chunk) => {
        if (this.stalled) return; // bytes held: the sockets stay open and nothing arrives, as on a dead route
        const fault = ready ? this.forged : undefined;
        if (!fault) return void upstream.write(chunk);
        this.forged = undefined;
        client.end(errorResponse(fault));
        upstream.destroy();
      });
      upstream.on('data', (chunk) => {
        if (this.stalled) return;
        if (chunk.includes(0x5a)) ready = true;
        client.write(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** The next statement gets this error from "the server", and its connection ends. */
  forge(fault: { severity: string; code: string; message: string }) {
    this.forged = fault;
  }

  /** Every open connection cut at once, as when the database restarts; new ones are taken. */
  cut() {
    for (const s of this.sockets) s.destroy();
  }

  /** The database away: every connection cut and none taken. */
  async close() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

/** PostgreSQL's ErrorResponse message: 'E', its length, then the fields, each a letter and a C string. */
function errorResponse(fault: { severity: string; code: string; message: string }): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', fault.severity],
      ['V', fault.severity],
      ['C', fault.code],
      ['M', fault.message],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}
