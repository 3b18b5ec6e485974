/*
 * The internals of ./mutations.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { MUTATION_MODES, type MutationMode, type Resource } from 'admin/core';

/** The mode of a call: the call's, else the resource's `mutationMode`, else `pessimistic`. */
export function ɵmutationModeOf(resource: Resource, mode?: MutationMode): MutationMode {
  const configured = mode ?? resource.mutationMode;
  if (configured === undefined) return 'pessimistic';
  if (!MUTATION_MODES.includes(configured)) {
    throw new Error(
      `Unknown mutation mode ${JSON.stringify(configured)} for resource "${resource.name}" ` +
        `(modes: ${MUTATION_MODES.join(', ')})`,
    );
  }
  return configured;
}
