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
