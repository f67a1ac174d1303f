// Serves the one session of an embedded PGlite database to node-postgres clients, so the embedded
// default runs the same driver as a real server: pg's serializer, parser, type parsers, errors and
// notifications, and one Pool implementation for both. PGlite speaks the wire protocol itself
// (execProtocolRaw); this adds what a server adds around it:
// - the startup exchange, answered here (PGlite's session is open already);
// - several connections over one session: a connection inside a transaction has the session to
//   itself until its ReadyForQuery says idle again; between transactions, requests take turns in
//   arrival order. A connection that goes away mid-transaction is rolled back;
// - notifications: the session is shared, so each NotificationResponse goes to every connection
//   (node-postgres emits it to whoever listens).
// PGlite's own query() parses each reply with its own protocol code and asks the server to describe
// every statement before binding it (two trips into the engine per query); node-postgres sends one.
import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const MESSAGE = { parse: 0x50, query: 0x51, sync: 0x53, flush: 0x48, terminate: 0x58, readyForQuery: 0x5a, notification: 0x41 } as const;
const IDLE = 0x49; // ReadyForQuery status 'I': not in a transaction block
const SSL_REQUEST_CODE = 80877103;
const GSS_REQUEST_CODE = 80877104;
// AuthenticationOk, then ReadyForQuery (idle): all a client waits for after its startup message.
const STARTUP_REPLY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, IDLE]);
const ROLLBACK = queryMessage('ROLLBACK');

interface Request {
  readonly connection: PgliteConnection;
  readonly bytes: Uint8Array;
}

export class PgliteSession {
  readonly #connections = new Set<PgliteConnection>();
  #queue: Request[] = [];
  /** The connection whose transaction is open: only its requests run until it ends. */
  #owner: PgliteConnection | null = null;
  #running = false;
  #closing: Promise<void> | undefined;

  constructor(readonly pglite: PGlite) {}

  /** A new connection, in the shape of the socket node-postgres expects (ClientConfig.stream). */
  connect(): PgliteConnection {
    const connection = new PgliteConnection(this);
    this.#connections.add(connection);
    return connection;
  }

  /** @internal Called by a connection with one or more complete messages ending in Sync or Query. */
  submit(connection: PgliteConnection, bytes: Uint8Array): void {
    this.#queue.push({ connection, bytes });
    void this.#drain();
  }

  /**
   * @internal A connection ended: drop what it queued, roll back a transaction it left open and
   * deallocate the statements it prepared (the session outlives it, and a new client would prepare
   * the same names again).
   */
  release(connection: PgliteConnection): void {
    if (!this.#connections.delete(connection)) return;
    this.#queue = this.#queue.filter((request) => request.connection !== connection);
    // One Query message each: a name whose Parse had failed does not stop the others.
    const deallocate = [...connection.preparedStatements].map((name) => queryMessage(`DEALLOCATE "${name.replace(/"/g, '""')}"`));
    if (deallocate.length > 0) this.#queue.unshift({ connection, bytes: Buffer.concat(deallocate) });
    if (this.#owner === connection) this.#queue.unshift({ connection, bytes: ROLLBACK });
    void this.#drain();
  }

  /** Ends every connection and closes PGlite; a second call waits for the first. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      for (const connection of this.#connections) connection.destroy();
      while (this.#running) await new Promise((resolve) => setImmediate(resolve));
      await this.pglite.close();
    })();
    return this.#closing;
  }

  async #drain(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        // The engine runs on this thread and each statement holds it: let timers and sockets in
        // between statements, or a long rebuild or import would starve every request until it ends.
        await new Promise((resolve) => setImmediate(resolve));
        const index = this.#owner ? this.#queue.findIndex((request) => request.connection === this.#owner) : 0;
        if (index < 0 || this.#queue.length === 0) return;
        const [request] = this.#queue.splice(index, 1);
        await this.#execute(request!);
      }
    } finally {
      this.#running = false;
    }
  }

  async #execute({ connection, bytes }: Request): Promise<void> {
    let reply: Uint8Array;
    try {
      // The stream form hands over the engine's output as it is written, unparsed (execProtocolRaw
      // would also parse all of it for PGlite's own query()). Each piece is a view of the engine's
      // memory, so it is copied before the next statement reuses it: into one buffer that doubles
      // as the reply grows (a page of $all is a few MB, written 8 kB at a time).
      const collected = new ReplyBuffer();
      await this.pglite.execProtocolRawStream(bytes, { onRawData: (piece) => collected.append(piece) });
      reply = collected.bytes();
    } catch (error) {
      // PGlite answers SQL errors in the protocol; a throw means the engine itself failed.
      this.#owner = null;
      connection.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // ReadyForQuery ends every reply to a Sync or Query: its status says whether a transaction is open.
    const end = reply.length - 6;
    if (end >= 0 && reply[end] === MESSAGE.readyForQuery) {
      if (reply[reply.length - 1] === IDLE) this.#owner = null;
      else {
        this.#owner = connection;
        // It went away while its statement ran: end its transaction for it.
        if (!this.#connections.has(connection)) this.#queue.unshift({ connection, bytes: ROLLBACK });
      }
    }
    connection.receive(reply);
    const notifications = notificationsIn(reply);
    if (notifications.length === 0) return;
    for (const other of this.#connections) if (other !== connection) for (const message of notifications) other.receive(message);
  }
}

/** Bytes appended piece by piece: a one-piece reply is a copy of its piece; a longer one grows one buffer, doubling it when full. */
class ReplyBuffer {
  #buffer: Buffer | undefined;
  #length = 0;

  append(piece: Uint8Array): void {
    if (!this.#buffer) {
      this.#buffer = Buffer.from(piece);
      this.#length = piece.length;
      return;
    }
    if (this.#length + piece.length > this.#buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.#length + piece.length, REPLY_BUFFER_GROWN));
      this.#buffer.copy(grown, 0, 0, this.#length);
      this.#buffer = grown;
    }
    this.#buffer.set(piece, this.#length);
    this.#length += piece.length;
  }

  bytes(): Buffer {
    return this.#buffer?.subarray(0, this.#length) ?? Buffer.alloc(0);
  }
}
const REPLY_BUFFER_GROWN = 64 * 1024;

/** The socket surface node-postgres uses (net.Socket's connect, setNoDelay, ref…), over a session. */
export class PgliteConnection extends Duplex {
  #buffered: Buffer = Buffer.alloc(0);
  #started = false;
  #ended = false;
  /** @internal The names of the statements this connection prepared (Parse with a name). */
  readonly preparedStatements = new Set<string>();

  constructor(private readonly session: PgliteSession) {
    super();
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  /** @internal A reply from the session. */
  receive(bytes: Uint8Array): void {
    // After the end, a reply to what the session does on this connection's behalf (its rollback,
    // its statements' deallocation) has no reader.
    if (this.#started && !this.#ended && !this.destroyed) this.push(bytes);
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#buffered = this.#buffered.length === 0 ? chunk : Buffer.concat([this.#buffered, chunk]);
    try {
      this.#takeMessages();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.session.release(this);
    callback(error);
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.session.release(this);
    this.push(null);
  }

  /** Hands every complete request (messages up to a Sync or a simple Query) to the session. */
  #takeMessages(): void {
    const buffer = this.#buffered;
    let offset = 0;
    if (!this.#started) {
      if (buffer.length < 8) return;
      const length = buffer.readUInt32BE(0);
      if (buffer.length < length) return;
      const code = buffer.readUInt32BE(4);
      offset = length;
      if (code === SSL_REQUEST_CODE || code === GSS_REQUEST_CODE) {
        this.push(Buffer.from('N'));
      } else {
        this.#started = true;
        this.push(STARTUP_REPLY);
      }
    }
    let requestStart = offset;
    while (this.#started && buffer.length - offset >= 5) {
      const type = buffer[offset]!;
      const end = offset + 1 + buffer.readUInt32BE(offset + 1);
      if (end > buffer.length) break;
      if (type === MESSAGE.terminate) {
        this.#buffered = Buffer.alloc(0);
        this.#end();
        return;
      }
      if (type === MESSAGE.parse && buffer[offset + 5] !== 0) {
        this.preparedStatements.add(buffer.toString('utf8', offset + 5, buffer.indexOf(0, offset + 5)));
      }
      offset = end;
      if (type === MESSAGE.sync || type === MESSAGE.query || type === MESSAGE.flush) {
        this.session.submit(this, buffer.subarray(requestStart, end));
        requestStart = end;
      }
    }
    this.#buffered = buffer.subarray(requestStart);
  }
}

/** The NotificationResponse messages in a reply, each as its own copy. */
function notificationsIn(reply: Uint8Array): Uint8Array[] {
  const found: Uint8Array[] = [];
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let offset = 0; offset + 5 <= reply.length; ) {
    const end = offset + 1 + view.getUint32(offset + 1);
    if (reply[offset] === MESSAGE.notification) found.push(reply.slice(offset, end));
    offset = end;
  }
  return found;
}

function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = MESSAGE.query;
  message.writeUInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

