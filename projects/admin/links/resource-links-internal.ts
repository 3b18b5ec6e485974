/*
 * The internals of ./resource-links.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { type ResourceLink, type ResourceLinkGroup } from './resource-links';

/** Whether a built menu entry is a group. */
export function ɵisResourceLinkGroup(
  entry: ResourceLink | ResourceLinkGroup,
): entry is ResourceLinkGroup {
  return 'children' in entry;
}
