import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const db = await PGlite.create(dir);
await db.exec('create table if not exists t (x text)');
console.log('open');
if (process.argv[3] === 'init') process.exit(0);
for (let i = 0; i < 100000; i++) {
  try {
    await db.query(`insert into t select repeat(md5(random()::text), 10) from generate_series(1, 200)`);
  } catch (err) {
    console.log('ERR', i, err?.constructor?.name, err?.name, err?.code, err?.severity, err?.errno, String(err?.message).slice(0, 300));
    const t0 = Date.now();
    try { const r = await Promise.race([db.query('select 1'), new Promise((_, rej) => setTimeout(() => rej(new Error('late')), 3000))]); console.log('after', r.rows); } catch (e2) { console.log('after-err', e2?.constructor?.name, e2?.code, String(e2?.message).slice(0,200)); }
    console.log('took', Date.now()-t0);
    break;
  }
}
process.exit(0);
