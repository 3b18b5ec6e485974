import type { AdminMessages } from '../../i18n/messages-en';
import { RICH_TEXT_TOOLS, normalizeLink } from './rich-text-tools';

describe('rich text tools', () => {
  it('makes typed link addresses usable, refusing what is not a link', () => {
    expect(normalizeLink(' https://example.com/a?b#c ')).toBe('https://example.com/a?b#c');
    expect(normalizeLink('http://x.example')).toBe('http://x.example');
    expect(normalizeLink('example.com/hello')).toBe('https://example.com/hello');
    expect(normalizeLink('localhost.test:4200/x')).toBe('https://localhost.test:4200/x');
    expect(normalizeLink('ada@example.com')).toBe('mailto:ada@example.com');
    expect(normalizeLink('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(normalizeLink('tel:+331234')).toBe('tel:+331234');
    expect(normalizeLink('/posts/2')).toBe('/posts/2');
    expect(normalizeLink('#top')).toBe('#top');
    for (const bad of [
      '',
      '  ',
      'javascript:alert(1)',
      'JavaScript:x',
      'data:text/html,x',
      'two words',
      'word',
    ]) {
      expect(normalizeLink(bad)).toBeNull();
    }
  });

  it('has one message key per tool, in en and fr', async () => {
    const { EN_MESSAGES } = await import('../../i18n/messages-en');
    const { FR_MESSAGES } = await import('../../i18n/messages-fr');
    const richText = (messages: AdminMessages) =>
      ((messages['admin'] as AdminMessages)['inputs'] as AdminMessages)['richText'] as Record<
        string,
        string
      >;
    const en = richText(EN_MESSAGES);
    const fr = richText(FR_MESSAGES);
    for (const tool of RICH_TEXT_TOOLS) {
      expect(en[tool.id]).toBeTruthy();
      expect(fr[tool.id]).toBeTruthy();
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
