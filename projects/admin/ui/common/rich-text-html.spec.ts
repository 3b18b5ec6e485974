import { isHtml, plainTextToHtml, richTextHtml } from './rich-text-html';
import { sanitizeRichText } from './sanitize-html';

describe('rich text HTML', () => {
  it('tells HTML from plain text', () => {
    expect(isHtml('<p>a</p>')).toBe(true);
    expect(isHtml('a &amp; b')).toBe(true);
    expect(isHtml('<!-- x -->')).toBe(true);
    expect(isHtml('1 < 2 and 3 > 2')).toBe(false);
    expect(isHtml('Tom & Jerry')).toBe(false);
  });

  it('turns plain text into paragraphs and line breaks, escaped', () => {
    expect(plainTextToHtml('a\r\nb\n\n\n<c>')).toBe('<p>a<br>b</p><p>&lt;c&gt;</p>');
    expect(plainTextToHtml('  \n ')).toBe('');
    expect(richTextHtml(null)).toBe('');
    expect(richTextHtml(42)).toBe('<p>42</p>');
    expect(richTextHtml('<p>kept</p>')).toBe('<p>kept</p>');
  });

  it('sanitises with DOMPurify: handlers, scripts and javascript: links go', () => {
    expect(
      sanitizeRichText('<p onclick="x()">a<img src=x onerror=alert(1)><script>b</script></p>'),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<h1>T</h1><ul><li><strong>b</strong></li></ul>')).toBe(
      '<h1>T</h1><ul><li><strong>b</strong></li></ul>',
    );
  });
});
