// A file input's new files (not stored yet) and their upload progress.
import { HttpEventType, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { pendingFile, pendingFiles } from 'admin/controllers';
import { ResourceRepositories, jsonServerDialect, withUploads } from 'admin/data';
import { provideAdmin } from 'admin/setup';

describe('pendingFile / pendingFiles', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });
  const blob = new Blob(['y']);

  it('tells a new file, not being sent yet, from a stored value', () => {
    expect(pendingFile(file)).toEqual({ file, progress: null });
    expect(pendingFile(blob)?.file).toBe(blob);
    for (const stored of ['/uploads/a.png', 12, { url: '/uploads/a.png' }, null, undefined]) {
      expect(pendingFile(stored)).toBeNull();
    }
  });

  it('lists the new files of a value, in order', () => {
    expect(pendingFiles(['/uploads/b.png', file, 3, blob])).toEqual([file, blob]);
    expect(pendingFiles([])).toEqual([]);
  });

  it("gives a new file's upload progress while a save sends it", async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'users' }],
          dialect: withUploads(jsonServerDialect, { url: 'uploads', field: 'url' }),
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const avatar = new File(['PNG'], 'me.png', { type: 'image/png' });
    const saved = firstValueFrom(
      TestBed.inject(ResourceRepositories).for('users').create({ avatar }),
    );
    await new Promise((resolve) => setTimeout(resolve));
    const upload = http.expectOne('/api/uploads');
    upload.event({ type: HttpEventType.UploadProgress, loaded: 3, total: 4 });
    expect(pendingFile(avatar)).toEqual({ file: avatar, progress: 75 });
    upload.flush({ url: '/api/uploads/1.png' });
    expect(pendingFile(avatar)?.progress).toBeNull();
    await new Promise((resolve) => setTimeout(resolve));
    http.expectOne({ method: 'POST', url: '/api/users' }).flush({ id: 1 });
    await saved;
    http.verify();
  });
});
