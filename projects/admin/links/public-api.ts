/*
 * admin/links: Links to resources and their pages, relative to where the admin is mounted.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export {
  ResourceLinkService,
  type ResourceLink,
  type ResourceLinkEntry,
  type ResourceLinkGroup,
  type ResourceLinkGroupInput,
  type ResourceLinkInput,
} from './resource-links';

// Internal (ɵ): for the other admin entry points only.
export { isResourceLinkGroup as ɵisResourceLinkGroup } from './resource-links';
