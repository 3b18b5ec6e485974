// The NestJS + @dataui/crud API of crud-api.testing.ts, for nestjsCrudDialect's integration spec
// and e2e/nestjs-crud.e2e.ts: `node serve.cjs` compiles that TypeScript file in memory with
// TypeScript's transpileModule (legacy decorators with their design-time types, as `nest new`
// configures them: Nest's dependency injection reads the constructor parameter types from that
// metadata), listens on a free port of 127.0.0.1 with a fresh seed, prints `{"url": …}` on its
// first line, and stops when its stdin closes.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const APP = join(__dirname, 'crud-api.testing.ts');

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2021,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      esModuleInterop: true,
    },
  });
  module._compile(outputText, filename);
};

const { startCrudApi } = require(APP);

startCrudApi().then(
  ({ url, app }) => {
    process.stdout.write(`${JSON.stringify({ url })}\n`);
    process.stdin.resume();
    process.stdin.on('end', () => app.close().then(() => process.exit(0)));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
