import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { ResourceRegistry } from '../../config/resource-registry';
import { provideAdmin } from '../../setup/provide-admin';
import { VaCell } from './va-cell';
import { checkColumns } from './list-checks';

describe('image and file columns', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [{ name: 'users' }] }), provideRouter([])],
    });
  });

  async function cell(type: 'image' | 'file', value: unknown) {
    const fixture = TestBed.createComponent(VaCell);
    fixture.componentRef.setInput('column', { source: 'avatar', type });
    fixture.componentRef.setInput('record', { id: 1, avatar: value });
    fixture.componentRef.setInput('resource', TestBed.inject(ResourceRegistry).get('users'));
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  it('shows an image column as thumbnails', async () => {
    const root = await cell('image', '/api/uploads/ann.png');
    const img = root.querySelector('img.va-cell-image')!;
    expect(img.getAttribute('src')).toBe('/api/uploads/ann.png');
    expect(img.getAttribute('alt')).toBe('ann.png');
  });

  it('shows a file column as links, and nothing for no file', async () => {
    const root = await cell('file', [{ url: '/f/a.pdf', name: 'A' }, '/f/b.pdf']);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/f/a.pdf',
      '/f/b.pdf',
    ]);
    expect((await cell('file', null)).querySelector('a')).toBeNull();
  });

  it('accepts the types in columns; a file column takes no link', () => {
    expect(() => checkColumns([{ source: 'avatar', type: 'image', link: 'show' }])).not.toThrow();
    expect(() => checkColumns([{ source: 'doc', type: 'file', link: 'show' }])).toThrow(
      'a file column cannot take "link"',
    );
  });
});
