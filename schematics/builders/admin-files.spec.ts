import { adminRunner, createAdminApp } from '../testing/workspace';

import type { BuilderContext } from '@angular-devkit/architect';
import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { adminProject } from '../utils/project';
import { prepareAdminFiles, syncPagesFile, watchResources, type StepLogger } from './admin-files';
import { withAngularBuilderNames } from './context';

const RES = 'projects/app/src/resources';
const project = adminProject('app', { root: 'projects/app', sourceRoot: 'projects/app/src' });

/** A logger that keeps what it is told. */
function recorder(): StepLogger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
  };
}

describe('the builders’ steps on the file system', () => {
  let tree: UnitTestTree;
  let root: string;
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  beforeAll(async () => {
    tree = await createAdminApp({ standalone: true });
    for (const [name, options] of [
      ['users', { routes: 'list', icon: 'mdi-account' }],
      ['posts', { icon: 'mdi-post' }],
    ] as const)
      tree = await adminRunner().runSchematic(
        'resource',
        { project: 'app', name, ...options },
        tree,
      );
  });

  beforeEach(() => {
    // Inside the repository, so that @mdi/angular-material resolves from the app as it would.
    const base = join(__dirname, '../../tmp');
    mkdirSync(base, { recursive: true });
    root = mkdtempSync(join(base, 'builder-steps-'));
    for (const path of tree.files) {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, tree.readContent(path));
    }
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('registers a page file made by hand, as ng generate admin:pages does', () => {
    const generated = read(`${RES}/pages.ts`);
    expect(generated).toContain('PostsShow: () =>');
    const page = read(`${RES}/posts/show.ts`);
    unlinkSync(join(root, `${RES}/posts/show.ts`));
    const without = syncPagesFile(root, project)!;
    expect(without.changed).toBe(true);
    expect(read(`${RES}/pages.ts`)).not.toContain('PostsShow');
    expect(without.warnings.join('\n')).toContain(`"posts" show: no ${RES}/posts/show.ts`);

    writeFileSync(join(root, `${RES}/posts/show.ts`), page);
    const back = syncPagesFile(root, project)!;
    expect(back).toEqual({
      changed: true,
      summary: `${RES}/pages.ts: 5 pages from ${RES}/*/.`,
      warnings: [],
    });
    expect(read(`${RES}/pages.ts`)).toBe(generated);
  });

  it('writes nothing when pages.ts is up to date', () => {
    expect(syncPagesFile(root, project)!.changed).toBe(false);
    expect(read(`${RES}/pages.ts`)).toBe(tree.readContent(`${RES}/pages.ts`));
  });

  it('watches nothing in an app without src/resources', () => {
    rmSync(join(root, RES), { recursive: true });
    const stop = watchResources(root, project, () => {
      throw new Error('no folder, no change');
    });
    expect(stop).not.toThrow();
  });

  it('has nothing to do in an app without resources/index.ts', () => {
    unlinkSync(join(root, `${RES}/index.ts`));
    expect(syncPagesFile(root, project)).toBeUndefined();
    const logger = recorder();
    expect(prepareAdminFiles(root, project, logger)).toBe(true);
    expect(logger.lines).toEqual([
      `warn: ${RES}/index.ts does not exist: no admin pages to register (run \`ng add admin\`).`,
    ]);
  });

  it('stops the build when the icon subset lacks an icon in use, naming it', () => {
    const index = read(`${RES}/index.ts`);
    writeFileSync(join(root, `${RES}/index.ts`), index.replace("'mdi-post'", "'mdi-tag-heart'"));
    const logger = recorder();
    expect(prepareAdminFiles(root, project, logger)).toBe(false);
    expect(logger.lines.join('\n')).toMatch(
      /^error: The icon subset is out of date:[^]*mdi-tag-heart/,
    );
  });

  it('passes and says nothing when all is in order', () => {
    const logger = recorder();
    expect(prepareAdminFiles(root, project, logger)).toBe(true);
    expect(logger.lines).toEqual([]);
  });

  it('reports folders that match no resource, once while watching', () => {
    mkdirSync(join(root, `${RES}/comments`));
    writeFileSync(join(root, `${RES}/comments/list.ts`), 'export class CommentsList {}\n');
    const logger = recorder();
    const seen = { warnings: '' };
    expect(prepareAdminFiles(root, project, logger, seen)).toBe(true);
    expect(prepareAdminFiles(root, project, logger, seen)).toBe(true);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/^warn: Files that match no resource:\n {2}- .*comments/);
  });

  it('calls back once per burst of changes in src/resources, not for pages.ts it writes', async () => {
    let calls = 0;
    let settle: () => void = () => undefined;
    const stop = watchResources(
      root,
      project,
      () => {
        calls++;
        settle();
      },
      50,
    );
    try {
      const called = new Promise<void>((resolve) => (settle = resolve));
      writeFileSync(join(root, `${RES}/posts/show.ts`), 'export class PostsShow {}\n');
      writeFileSync(join(root, `${RES}/posts/extra.ts`), '// a second change\n');
      await called;
      expect(calls).toBe(1);
      writeFileSync(join(root, `${RES}/pages.ts`), read(`${RES}/pages.ts`) + '\n');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('withAngularBuilderNames', () => {
  it('answers Angular’s builder name for a target on an admin builder, and passes the rest through', async () => {
    const names: Record<string, string> = {
      build: 'admin:application',
      serve: 'admin:dev-server',
      other: '@org/builders:custom',
    };
    const context = {
      workspaceRoot: '/work',
      async getBuilderNameForTarget(target: { target: string }) {
        return names[target.target];
      },
      async getProjectMetadata(this: { workspaceRoot: string }) {
        return { root: this.workspaceRoot };
      },
    } as unknown as BuilderContext;
    const wrapped = withAngularBuilderNames(context);
    const ask = (target: string) => wrapped.getBuilderNameForTarget({ project: 'app', target });
    expect(await ask('build')).toBe('@angular/build:application');
    expect(await ask('serve')).toBe('@angular/build:dev-server');
    expect(await ask('other')).toBe('@org/builders:custom');
    expect(wrapped.workspaceRoot).toBe('/work');
    expect(await wrapped.getProjectMetadata('app')).toEqual({ root: '/work' });
  });
});
