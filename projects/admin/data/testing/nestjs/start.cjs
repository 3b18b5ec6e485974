// Starts serve.cjs (the NestJS + @dataui/crud API) in a child process and resolves with its URL
// once it listens; used by nestjs-crud-dialect.integration.spec.ts and e2e/nestjs-crud.e2e.ts.
// `close()` ends the child's stdin (serve.cjs then closes the app and exits), with SIGKILL after
// 10 s, and resolves when it has exited.
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const SERVE = join(__dirname, 'serve.cjs');

/** @returns {Promise<{ url: string, close(): Promise<void> }>} */
function startCrudServer(timeout = 60_000) {
  const child = spawn(process.execPath, [SERVE], { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin.end();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
  };
  return new Promise((resolve, reject) => {
    const failed = (why) => {
      clearTimeout(timer);
      close().then(() =>
        reject(new Error(`The NestJS @dataui/crud test API ${why}: ${output.trim()}`)),
      );
    };
    const timer = setTimeout(() => failed(`did not start within ${timeout} ms`), timeout);
    child.once('error', (error) => failed(`could not start (${error.message})`));
    const onExit = (code) => failed(`exited (${code})`);
    child.once('exit', onExit);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n');
      if (line.length < 2) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      // after start-up, the app's errors go on to the test's own output
      child.stderr.removeAllListeners('data');
      child.stderr.pipe(process.stderr);
      resolve({ url: JSON.parse(line[0]).url, close });
    });
  });
}

module.exports = { startCrudServer };
