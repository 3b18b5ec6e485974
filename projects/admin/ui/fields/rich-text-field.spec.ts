import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';

import type { AdminRecord } from 'admin/core';
import { provideAdmin } from '../../setup/provide-admin';
import { VaRichTextField } from './rich-text-field';

/** VaRichTextField: formatted, sanitised, plain text kept readable. */

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaRichTextField],
  template: `<va-rich-text-field source="body" [record]="record()" emptyText="Nothing yet" />`,
})
class Host {
  readonly record = signal<AdminRecord>({ id: 1, body: '<h2>Title</h2><p>Some <em>text</em></p>' });
}

/** The payloads of a stored XSS attempt, as an attacker would save them. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss = 1">',
  '<script>window.__xss = 2</script>',
  '<a href="javascript:window.__xss = 3">click</a>',
  '<svg><script>window.__xss = 4</script></svg>',
  '<iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="window.__xss = 6">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 7">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
];

describe('VaRichTextField', () => {
  let fixture: ComponentFixture<Host>;
  const value = () => fixture.nativeElement.querySelector('.va-field-value') as HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true })],
    });
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  afterEach(() => delete (window as { __xss?: number }).__xss);

  it('shows stored HTML formatted, labelled', () => {
    const host = fixture.nativeElement as HTMLElement;
    expect(host.querySelector('.va-field-label')?.textContent).toBe('Body');
    expect(value().innerHTML).toBe('<h2>Title</h2><p>Some <em>text</em></p>');
    expect(value().classList).toContain('va-rich-text');
  });

  it('shows plain text as paragraphs and line breaks, escaped', async () => {
    fixture.componentInstance.record.set({ id: 1, body: 'a < b\nc\n\nNext & last' });
    await fixture.whenStable();
    expect(value().innerHTML).toBe('<p>a &lt; b<br>c</p><p>Next &amp; last</p>');
  });

  it.each(PAYLOADS)('renders %s harmlessly', async (payload) => {
    fixture.componentInstance.record.set({ id: 1, body: `<p>Before</p>${payload}<p>After</p>` });
    await fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const html = value().innerHTML;
    expect(html).toContain('<p>Before</p>');
    expect(value().querySelector('script, img, iframe, svg, math, style, form')).toBeNull();
    const attributes = [...value().querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.filter((a) => /^on|javascript:|^style=/i.test(a))).toEqual([]);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps safe links, opening elsewhere without a handle on the page', async () => {
    fixture.componentInstance.record.set({
      id: 1,
      body: '<p><a href="https://example.com" target="_blank">out</a> <a href="/posts/2">in</a></p>',
    });
    await fixture.whenStable();
    const [out, inside] = [...value().querySelectorAll('a')];
    expect(out.getAttribute('href')).toBe('https://example.com');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside.getAttribute('href')).toBe('/posts/2');
    expect(inside.hasAttribute('target')).toBe(false);
  });

  it('shows the empty text for empty values and for content that was all unsafe', async () => {
    fixture.componentInstance.record.set({ id: 1, body: null });
    await fixture.whenStable();
    expect(value().textContent?.trim()).toBe('Nothing yet');
    fixture.componentInstance.record.set({ id: 1, body: '<script>alert(1)</script>' });
    await fixture.whenStable();
    expect(value().textContent?.trim()).toBe('Nothing yet');
  });
});
