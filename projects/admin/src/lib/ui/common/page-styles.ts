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
