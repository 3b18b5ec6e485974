// Runs the demo API (and the built app) in its own process for the browser benchmark, so that the
// server does not share an event loop with the Playwright client measuring it.
//   node bench/api-server.cjs '<startServer options as JSON>'
// Prints one JSON line `{ url }` once listening; stops when its stdin closes or on SIGTERM.
'use strict';

const { join } = require('node:path');

// BENCH_API_SERVER: another copy of the demo API's server.js (e.g. a known-good commit's, while
// the working tree's is being changed).
const { startServer } = require(
  process.env.BENCH_API_SERVER || join(__dirname, '../projects/demo-api/server.js'),
);

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const server = await startServer({ ...options, port: 0, quiet: true });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(JSON.stringify({ url: server.url }) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
