// The input types Material's inputs check are asked for when the browser is idle after start.
const getSupportedInputTypes = jest.fn(() => new Set(['text']));
jest.mock('@angular/cdk/platform', () => ({
  ...jest.requireActual('@angular/cdk/platform'),
  getSupportedInputTypes,
}));

import { ɵprepareInputTypes as prepareInputTypes } from './prepare-inputs';

describe('prepareInputTypes', () => {
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    getSupportedInputTypes.mockClear();
  });

  it('checks the input types once the browser is idle, not before', async () => {
    const idle: (() => void)[] = [];
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) =>
      idle.push(run);
    prepareInputTypes();
    expect(idle).toHaveLength(1);
    expect(getSupportedInputTypes).not.toHaveBeenCalled();
    idle[0]();
    await new Promise((resolve) => setTimeout(resolve));
    expect(getSupportedInputTypes).toHaveBeenCalledTimes(1);
  });

  it('does nothing without requestIdleCallback', async () => {
    prepareInputTypes();
    await new Promise((resolve) => setTimeout(resolve));
    expect(getSupportedInputTypes).not.toHaveBeenCalled();
  });
});
