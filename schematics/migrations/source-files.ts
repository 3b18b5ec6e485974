import type { Tree } from '@angular-devkit/schematics';

/** The TypeScript files of a workspace that may hold app code (not dependencies nor builds). */
export function sourceFiles(tree: Tree): string[] {
  const files: string[] = [];
  tree.getDir('/').visit((path) => {
    if (path.includes('/node_modules/') || path.includes('/dist/') || path.includes('/.angular/'))
      return;
    if (path.endsWith('.ts') && !path.endsWith('.d.ts')) files.push(path);
  });
  return files;
}
