// The yardstick of `npm run bench:http`: the smallest honest Koa + pg JSON server. One route,
// GET /items/:id, answering one primary-key SELECT from a table it creates, through a pg.Pool of the
// same size as the app's. Run as its own process by bench/http.bench.ts (DATABASE_URL, PORT, HOST,
// APPLICATION_NAME: how its connections name themselves, so the bench can find their backends).
import Router from '@koa/router';
import Koa from 'koa';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
if (!url || !port) {
  console.error('http-baseline-server needs DATABASE_URL and PORT');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: url, max: 10, application_name: process.env.APPLICATION_NAME ?? 'bench-baseline' });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_items (id integer PRIMARY KEY, name text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
await pool.query(`INSERT INTO bench_items (id, name) VALUES (1, 'one') ON CONFLICT (id) DO NOTHING`);

const app = new Koa();
const router = new Router();
router.get('/items/:id', async (ctx) => {
  const { rows } = await pool.query('SELECT id, name, updated_at FROM bench_items WHERE id = $1', [Number(ctx.params.id)]);
  if (rows.length === 0) ctx.throw(404);
  ctx.body = rows[0];
});
app.use(router.routes());
const server = app.listen(port, process.env.HOST ?? '127.0.0.1');
server.once('listening', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
