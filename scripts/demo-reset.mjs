// `npm run demo:reset`: restores the demo API's seed data file (stop a running `npm start` first:
// a running API keeps its data in memory and would write it back). DEMO_DATA_FILE names another
// data file than projects/demo-api/data/db.json, as for `npm start`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openDataFile } = require('../projects/demo-api/lib/store.js');
const { dataFileFromEnv } = require('../projects/demo-api/server.js');

const file = dataFileFromEnv();
const { data } = await openDataFile({ file, reset: true });
const counts = Object.entries(data.collections ?? {})
  .filter(([, value]) => Array.isArray(value))
  .map(([key, value]) => `${value.length} ${key}`)
  .join(', ');
console.log(`Demo data restored in ${file}${counts ? ` (${counts})` : ''}`);
