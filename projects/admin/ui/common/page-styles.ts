/** Styles of a record page (form, show): the host and the header with the title and actions. */
export const PAGE_HEADER_STYLES = `
  :host {
    display: block;
  }
  .va-page-header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    margin-bottom: 16px;
  }
  .va-page-title {
    flex: 1 1 auto;
    margin: 0;
    font: var(--mat-sys-headline-small);
  }
  .va-page-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

/**
 * A banner above a page's content (`class="va-banner"`): live notices, presence and lock notices.
 * A variant sets its own colours (default: secondary container).
 */
export const BANNER_STYLES = `
  .va-banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-bottom: 16px;
    padding: 8px 8px 8px 16px;
    border-radius: var(--mat-sys-corner-medium);
    background: var(--mat-sys-secondary-container);
    color: var(--mat-sys-on-secondary-container);
    font: var(--mat-sys-body-medium);
  }
`;
