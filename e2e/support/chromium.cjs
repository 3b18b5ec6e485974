// Finds Debian's Chromium for the browser tests; installs it with apt-get when missing and possible.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags verified on our machines (TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Makes sure Chromium is there; returns its path or throws saying exactly what to run. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(
        `Installing Chromium failed (${error.message}). Run: sudo apt-get update && sudo apt-get install -y chromium`,
      );
    }
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
}

module.exports = { CHROMIUM, CHROMIUM_ARGS, ensureChromium };
