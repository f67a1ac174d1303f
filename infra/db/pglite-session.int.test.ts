// The embedded session served to node-postgres clients: a transaction has the session to itself,
// a client that goes away mid-transaction is rolled back, notifications reach the other clients,
// errors arrive as pg's DatabaseError, and values come back as node-postgres types them.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStatementClient } from './named-statements.ts';
import { PgliteSession } from './pglite-session.ts';

describe('PgliteSession', () => {
  let session: PgliteSession;
  const clients: pg.Client[] = [];

  beforeEach(async () => {
    session = new PgliteSession(await PGlite.create('memory://'));
    const setup = await client();
    await setup.query('CREATE TABLE things (id int PRIMARY KEY, note text)');
  });

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.end().catch(() => undefined);
    await session.close();
  });

  async function client(Client: typeof pg.Client = pg.Client): Promise<pg.Client> {
    const c = new Client({ stream: () => session.connect() });
    clients.push(c);
    await c.connect();
    return c;
  }

  it('runs another client’s statements only after an open transaction ends', async () => {
    const a = await client();
    const b = await client();
    await a.query('BEGIN');
    await a.query('INSERT INTO things VALUES (1, $1)', ['first']);
    const order: string[] = [];
    const counted = b.query<{ n: number }>('SELECT count(*)::int AS n FROM things').then((result) => {
      order.push('b read');
      return result.rows[0]!.n;
    });
    // b waits while a's transaction is open, however long a takes between statements.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query('INSERT INTO things VALUES (2, $1)', ['second']);
    order.push('a commit');
    await a.query('COMMIT');
    expect(await counted).toBe(2);
    expect(order).toEqual(['a commit', 'b read']);
  });

  it('rolls back the transaction of a client that goes away, and serves the others', async () => {
    const a = await client();
    const b = await client();
    await a.query('BEGIN');
    await a.query("INSERT INTO things VALUES (1, 'lost')");
    const counted = b.query<{ n: number }>('SELECT count(*)::int AS n FROM things');
    // As if its process died: node-postgres reports the lost connection on the client.
    const lost = new Promise((resolve) => a.once('error', resolve));
    a.connection.stream.destroy();
    expect(await lost).toMatchObject({ message: 'Connection terminated unexpectedly' });
    expect((await counted).rows[0]!.n).toBe(0);
    // The session is idle again: b can open and commit its own transaction.
    await b.query('BEGIN');
    await b.query("INSERT INTO things VALUES (1, 'kept')");
    await b.query('COMMIT');
    expect((await b.query('SELECT note FROM things')).rows).toEqual([{ note: 'kept' }]);
  });

  it('answers SQL errors as DatabaseError, holds a failed transaction until its rollback, and stays usable', async () => {
    const a = await client();
    const b = await client();
    await expect(a.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await a.query('BEGIN');
    await a.query("INSERT INTO things VALUES (1, 'x')");
    await expect(a.query("INSERT INTO things VALUES (1, 'again')")).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
    const counted = b.query<{ n: number }>('SELECT count(*)::int AS n FROM things');
    await expect(a.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
    await a.query('ROLLBACK');
    expect((await counted).rows[0]!.n).toBe(0);
  });

  it('delivers a notification to every other client, from a commit or a statement', async () => {
    const listener = await client();
    const sender = await client();
    const received: string[] = [];
    listener.on('notification', (message) => received.push(`${message.channel}:${message.payload}`));
    await listener.query('LISTEN cw_test');
    await sender.query('BEGIN');
    await sender.query("SELECT pg_notify('cw_test', 'in a transaction')");
    await sender.query('COMMIT');
    await sender.query("NOTIFY cw_test, 'alone'");
    await expect.poll(() => received).toEqual(['cw_test:in a transaction', 'cw_test:alone']);
  });

  it('prepares a text that comes back, and deallocates a client’s statements when it goes away', async () => {
    const text = 'SELECT note FROM things WHERE id = $1 /* prepared-statements test */';
    const prepared = async (c: pg.Client) =>
      (await c.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE NOT from_sql')).rows.map((row) => row.statement);
    const a = await client(EmbeddedStatementClient);
    await a.query("INSERT INTO things VALUES (1, 'one'), (2, 'two')");
    expect((await a.query(text, [1])).rows).toEqual([{ note: 'one' }]);
    expect(await prepared(a)).toEqual([]);
    // A named statement whose Parse fails is not prepared: deallocating its name (first, at a's end)
    // must not keep the others from going.
    await expect(a.query({ name: 'cw_broken', text: 'SELEC $1::int', values: [1] })).rejects.toMatchObject({ code: '42601' });
    expect((await a.query(text, [2])).rows).toEqual([{ note: 'two' }]);
    expect(await prepared(a)).toEqual([text]);
    const errors: Error[] = [];
    a.on('error', (error) => errors.push(error));
    await a.end();
    // A new client prepares the same name again: the session no longer holds the old one.
    const b = await client(EmbeddedStatementClient);
    expect(await prepared(b)).toEqual([]);
    expect((await b.query(text, [2])).rows).toEqual([{ note: 'two' }]);
    expect(await prepared(b)).toEqual([text]);
    // The deallocation's reply, after a's end, went nowhere rather than into a closed stream.
    expect(errors).toEqual([]);
  });

  it('returns values as node-postgres types them, and binds parameters the same way', async () => {
    const a = await client();
    const { rows } = await a.query(
      `SELECT $1::bigint AS big, $2::jsonb AS doc, $3::timestamptz AS at, $4::text[] AS list, $5::int AS n, $6::text AS none`,
      ['9007199254740993', { a: [1, 'two'] }, new Date('2026-11-24T12:00:00Z'), ['x', 'y,z', 'NULL'], 7, null],
    );
    expect(rows).toEqual([{ big: '9007199254740993', doc: { a: [1, 'two'] }, at: new Date('2026-11-24T12:00:00Z'), list: ['x', 'y,z', 'NULL'], n: 7, none: null }]);
    const result = await a.query("INSERT INTO things VALUES (1, 'a'), (2, 'b')");
    expect(result.rowCount).toBe(2);
  });
});
