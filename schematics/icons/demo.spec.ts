// The demo's own icon subset goes through the build-time icon check
// (docs/decisions.md §11 "Icons"): a demo descriptor or menu entry whose icon is missing from
// projects/demo/src/resources/icons.ts fails `npm test`, as `npm run build` fails in an app set up
// by `ng add`.
import { join } from 'node:path';

import { checkIconSubset } from './check';

describe('the demo’s icon subset', () => {
  it('holds every icon the demo uses', () => {
    const result = checkIconSubset({
      root: join(__dirname, '../..'),
      sourceRoot: 'projects/demo/src',
    });
    // The message names the missing or unknown icons when the check fails.
    expect(result.message).toMatch(
      /^projects\/demo\/src\/resources\/icons\.ts holds \d+ icons? in use\.$/,
    );
    expect(result.ok).toBe(true);
  });
});
