// @ts-check
'use strict';
// Makes sure a Postgres server's binaries (`initdb`, `postgres`) are here for postgres.spec.js,
// which starts its own server: installs Debian's `postgresql` package with apt-get when they are
// missing and we run as root (as ensureChromium() and ensureDjangoRest() do), otherwise fails
// saying exactly what to run. Used by scripts/test.mjs before the jest run, and by the spec.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const PACKAGES = ['postgresql'];
const INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

/** The folder holding `initdb` and `postgres` (PG_BIN, /usr/lib/postgresql/<v>/bin, PATH), or undefined. */
function postgresBin() {
  const candidates = [process.env['PG_BIN'] ?? ''];
  const versions = '/usr/lib/postgresql';
  if (fs.existsSync(versions)) {
    for (const version of fs.readdirSync(versions).sort().reverse()) {
      candidates.push(path.join(versions, version, 'bin'));
    }
  }
  candidates.push(...(process.env['PATH'] ?? '').split(path.delimiter));
  return candidates.find(
    (dir) =>
      dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')),
  );
}

/** Returns the folder of the Postgres binaries, installing them when missing; or throws naming the command. */
function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log(`The Postgres server is missing: installing ${PACKAGES.join(', ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
    } catch (error) {
      throw new Error(
        `Installing the Postgres server failed (${/** @type {Error} */ (error).message}). Run: ${INSTALL}`,
      );
    }
    const installed = postgresBin();
    if (installed) return installed;
  }
  throw new Error(
    `The Postgres server's binaries (initdb, postgres) are missing. Install them with: ${INSTALL}`,
  );
}

module.exports = { postgresBin, ensurePostgres };
