// `npm run demo:reset`: restores the demo API's seed data file (stop a running `npm start` first:
// a running API keeps its data in memory and would write it back).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openDataFile } = require('../projects/demo-api/lib/store.js');
const { DEFAULT_DATA_FILE } = require('../projects/demo-api/server.js');

const { data } = await openDataFile({ file: DEFAULT_DATA_FILE, reset: true });
const counts = Object.entries(data.collections ?? {})
  .filter(([, value]) => Array.isArray(value))
  .map(([key, value]) => `${value.length} ${key}`)
  .join(', ');
console.log(`Demo data restored in ${DEFAULT_DATA_FILE}${counts ? ` (${counts})` : ''}`);
