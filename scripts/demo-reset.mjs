// `npm run demo:reset`: restores the demo API's seed data (stop a running `npm start` first: PGlite
// lets one process at a time use its directory). DEMO_DATA_DIR names another data directory than
// projects/demo-api/data/pglite, and DATABASE_URL a Postgres server, as for `npm start`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openData, dataDirFromEnv, databaseUrlFromEnv } = require('../projects/demo-api/server.js');
const { counts } = require('../projects/demo-api/lib/schema.js');

const { db } = await openData({
  dataDir: dataDirFromEnv(),
  databaseUrl: databaseUrlFromEnv(),
  reset: true,
});
try {
  const summary = Object.entries(await counts(db))
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(`Demo data restored in ${db.where} (${summary})`);
} finally {
  await db.close();
}
