// Makes sure Django REST framework, django-filter and gunicorn are installed for Debian's
// /usr/bin/python3 (a pyenv python3 may come first on PATH): installs the Debian packages with
// apt-get when missing and running as root (as e2e/support/chromium.cjs does for Chromium),
// otherwise fails saying exactly what to run. Used by scripts/test.mjs before the jest run and by
// django-rest-server.testing.ts when a spec runs alone.
const { execFileSync } = require('node:child_process');

const PYTHON = '/usr/bin/python3';
/** Debian 12: Django 3.2, Django REST framework 3.14, django-filter 23.1, gunicorn 20.1. */
const PACKAGES = ['python3-djangorestframework', 'python3-django-filters', 'gunicorn'];
const INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

function installed() {
  try {
    execFileSync(PYTHON, ['-c', 'import rest_framework, django_filters, gunicorn'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** Returns the Python to run the test server with, or throws naming the command to run. */
function ensureDjangoRest() {
  if (installed()) return PYTHON;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log(
      `Django REST framework is missing: installing ${PACKAGES.join(', ')} with apt-get…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
    } catch (error) {
      throw new Error(
        `Installing Django REST framework failed (${error.message}). Run: ${INSTALL}`,
      );
    }
    if (installed()) return PYTHON;
  }
  throw new Error(
    `Django REST framework, django-filter and gunicorn are missing for ${PYTHON}. ` +
      `Install them with: ${INSTALL}`,
  );
}

module.exports = { PYTHON, ensureDjangoRest };
