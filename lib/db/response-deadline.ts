import "server-only";
import net from "node:net";

/**
 * Sockets for postgres.js that give up on a server that stops answering.
 *
 * A stopped or partitioned Postgres still lets the kernel accept connections and acknowledge
 * bytes, so neither a refused connection nor TCP keepalive ever comes, and a server-side
 * `statement_timeout` cannot fire in a server that does not run. The only bound is the client's:
 * a connection that has sent something and heard nothing back for `timeoutMs` is destroyed, which
 * fails its query at once (CONNECTION_CLOSED, as when the server is down) and lets the pool open a
 * fresh connection for the next one. Destroying the socket also means the stopped server, when it
 * resumes, sees the connection closed and rolls back whatever transaction it had open.
 *
 * In plain TCP the socket's own writes and 'data' events say exactly when a request is waiting.
 * Under TLS (sslmode in DATABASE_URL) postgres.js wraps the socket's handle and those events stop;
 * then the TCP byte counters (which keep counting) are compared every tick, which catches a server
 * that froze between two exchanges but may miss one that froze in the middle of an exchange.
 */

type Watched = {
  socket: net.Socket;
  /** when the oldest unanswered write was made */
  waitingSince: number | null;
  onData: () => void;
  /** TLS fallback: the counters at the last tick */
  read: number;
  heardAtWritten: number;
};

const watched = new Set<Watched>();
let ticker: NodeJS.Timeout | null = null;

function tick(timeoutMs: number) {
  const now = performance.now();
  for (const w of watched) {
    if (w.socket.destroyed) {
      watched.delete(w);
      continue;
    }
    // postgres.js removes every listener before it hands the socket to TLS: then use the counters.
    const tls = !w.socket.listeners("data").includes(w.onData);
    const { bytesRead, bytesWritten } = w.socket;
    if (tls && bytesRead !== w.read) {
      w.read = bytesRead;
      w.heardAtWritten = bytesWritten;
      w.waitingSince = null;
    } else if (tls && bytesWritten > w.heardAtWritten) {
      w.waitingSince ??= now;
    }
    if (w.waitingSince !== null && now - w.waitingSince > timeoutMs) {
      watched.delete(w);
      w.socket.destroy();
    }
  }
}

function watch(socket: net.Socket, timeoutMs: number) {
  const entry: Watched = { socket, waitingSince: null, onData: () => (entry.waitingSince = null), read: 0, heardAtWritten: 0 };
  const write = socket.write;
  socket.write = function (this: net.Socket, ...args: Parameters<typeof write>) {
    entry.waitingSince ??= performance.now();
    return write.apply(this, args);
  } as typeof socket.write;
  socket.on("data", entry.onData);
  watched.add(entry);
  if (!ticker) {
    ticker = setInterval(() => tick(timeoutMs), Math.max(50, Math.min(500, timeoutMs / 10)));
    ticker.unref();
  }
}

/** A `socket` option for postgres.js: a connected TCP socket under the response deadline. */
export function socketWithResponseDeadline(timeoutMs: number) {
  return (options: { host: string[]; port: number[]; path?: string | false }) =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = options.path ? net.connect(options.path) : net.connect(options.port[0], options.host[0]);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(Object.assign(new Error(`connect timeout after ${timeoutMs} ms`), { code: "CONNECT_TIMEOUT" }));
      }, timeoutMs);
      socket.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.once("connect", () => {
        clearTimeout(timer);
        socket.removeAllListeners("error");
        // postgres.js reads `host` for TLS server names and error messages.
        Object.assign(socket, { host: options.host[0], port: options.port[0] });
        watch(socket, timeoutMs);
        resolve(socket);
      });
    });
}
