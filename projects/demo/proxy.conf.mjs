// The demo dev server's proxy (angular.json, demo:serve): /api goes to the demo API on
// 127.0.0.1:API_PORT (default 3000). `npm start` (scripts/start.mjs) sets API_PORT to the port
// its API really listens on.
const port = process.env.API_PORT || '3000';

export default {
  '/api': {
    target: `http://127.0.0.1:${port}`,
    secure: false,
  },
};
