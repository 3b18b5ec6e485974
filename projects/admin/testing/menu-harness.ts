import {
  ComponentHarness,
  HarnessPredicate,
  type BaseHarnessFilters,
  type TestElement,
} from '@angular/cdk/testing';

import { matchesText, readText } from './text';

/** An entry of the side menu: a link to a page, or a group of entries. */
export interface VaMenuItem {
  readonly text: string;
  /** A link's address; null for a group. */
  readonly href: string | null;
  /** The link of the page shown. */
  readonly active: boolean;
  /** A group's state; null for a link. */
  readonly expanded: boolean | null;
  /** 0 for the menu's own entries, 1 inside a group, … */
  readonly depth: number;
}

/**
 * A harness for `<va-menu>`, the side menu (in the sidebar of `VaLayout`): its entries, the
 * active one, opening groups and navigating.
 */
export class VaMenuHarness extends ComponentHarness {
  static hostSelector = 'va-menu';

  /** A `HarnessPredicate` for a menu (`ancestor` picks the sidebar's: `.va-sidenav`). */
  static with(options: BaseHarnessFilters = {}): HarnessPredicate<VaMenuHarness> {
    return new HarnessPredicate(VaMenuHarness, options);
  }

  private readonly items = this.locatorForAll('.va-menu-item');

  /** Every entry, groups' children included (shown or not), in order. */
  async getItems(): Promise<VaMenuItem[]> {
    const items = await this.items();
    return Promise.all(
      items.map(async (item) => {
        const group = await item.hasClass('va-menu-group');
        return {
          text: await readText(item),
          href: group ? null : await item.getAttribute('href'),
          active: await item.hasClass('va-menu-active'),
          expanded: group ? (await item.getAttribute('aria-expanded')) === 'true' : null,
          depth: await this.depthOf(item),
        };
      }),
    );
  }

  /** The texts of the entries, groups' children included. */
  async getItemTexts(): Promise<string[]> {
    return Promise.all((await this.items()).map(readText));
  }

  /** The text of the active link (the page shown), or null. */
  async getActiveItem(): Promise<string | null> {
    const active = await this.locatorForOptional('.va-menu-link.va-menu-active')();
    return active ? readText(active) : null;
  }

  /** Opens or closes a group by its text. */
  async toggleGroup(text: string | RegExp): Promise<void> {
    return (await this.find('.va-menu-group', text)).click();
  }

  /** Whether a group is open. */
  async isGroupExpanded(text: string | RegExp): Promise<boolean> {
    return (
      (await (await this.find('.va-menu-group', text)).getAttribute('aria-expanded')) === 'true'
    );
  }

  /**
   * Follows a link by its text; a link inside a closed group is reached as a user does, by
   * opening the group first.
   */
  async navigate(text: string | RegExp): Promise<void> {
    const link = await this.find('.va-menu-link', text);
    // Open, outermost first, each closed group the link is in (a group controls its children's
    // container: aria-controls).
    for (const group of await this.locatorForAll('.va-menu-group')()) {
      const controls = await group.getAttribute('aria-controls');
      if (
        controls &&
        (await group.getAttribute('aria-expanded')) !== 'true' &&
        (await link.matchesSelector(`[id="${controls}"] .va-menu-link`))
      ) {
        await group.click();
      }
    }
    return link.click();
  }

  private async find(selector: string, text: string | RegExp): Promise<TestElement> {
    for (const item of await this.locatorForAll(selector)()) {
      if (matchesText(await readText(item), text)) return item;
    }
    throw new Error(`VaMenuHarness: no menu entry "${text}"`);
  }

  /** How many submenus (`.va-submenu`) an entry is in. */
  private async depthOf(item: TestElement): Promise<number> {
    let depth = 0;
    while (
      depth < 8 &&
      (await item.matchesSelector(`${'.va-submenu '.repeat(depth + 1)}.va-menu-item`))
    )
      depth++;
    return depth;
  }
}
