// A TCP relay to a server a test needs (PostgreSQL, Redis) that the test can cut, making
// the server unreachable (open connections drop, new ones are refused), and open again on
// the same port.
import net from 'node:net';

export class TcpRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  constructor(private readonly port: number, private readonly target: { host: string; port: number }) {}

  open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
