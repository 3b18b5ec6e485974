// provideAdmin(config, ...features): one call sets up HTTP, input binding, titles, messages,
// icons, menu and status pages; AdminModule.forRoot takes the same features.
import { HttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Title } from '@angular/platform-browser';
import { RouteReuseStrategy, TitleStrategy, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { firstValueFrom } from 'rxjs';

import { AdminAuth } from '../auth/auth';
import type { AuthProvider } from '../auth/auth-provider';
import type { Resource } from 'admin/core';
import { AdminI18n } from '../i18n/i18n';
import { ɵADMIN_STATUS_PAGE_OVERRIDES } from 'admin/routing';
import { adminRoutes } from '../routing/admin-routes';
import { AdminRouteReuseStrategy } from '../routing/list-reuse';
import { AdminTitleStrategy } from '../routing/title-strategy';
import { ɵAdminIcons } from 'admin/icons';
import { ɵADMIN_MENU } from 'admin/links';
import {
  withAdminDefaults,
  withHttp,
  withIcons,
  withInputBinding,
  withMenu,
  withMessages,
  withStatusPages,
  withTitles,
} from './admin-features';
import { AdminModule, provideAdmin } from './provide-admin';

@Component({
  selector: 'app-posts-list',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<h1>{{ title() }}</h1>`,
})
class PostsList {
  readonly resource = input<Resource>();
  readonly title = input('');
}

@Component({
  selector: 'app-not-found',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>Lost</p>`,
})
class MyNotFound {}

const auth: AuthProvider = {
  login: async () => ({ id: 1 }),
  logout: async () => undefined,
  me: () => ({ id: 1, name: 'Ada' }),
  token: () => 'T0KEN',
};

const config = {
  resources: [{ name: 'posts', label: 'title' }],
  pages: { PostsList: () => Promise.resolve(PostsList as Type<unknown>) },
  title: 'Back office',
  auth,
};

describe('provideAdmin(config, ...features)', () => {
  it('withAdminDefaults(): HttpClient with the admin interceptor, page inputs, tab titles and list reuse, with no other provider', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: '', children: adminRoutes() }]),
        provideAdmin(config, withAdminDefaults()),
        provideHttpClientTesting(),
      ],
    });
    // The interceptor: the bearer token goes on admin API calls.
    const http = TestBed.inject(HttpTestingController);
    const answer = firstValueFrom(TestBed.inject(HttpClient).get('/api/posts/1'));
    const req = http.expectOne('/api/posts/1');
    expect(req.request.headers.get('Authorization')).toBe('Bearer T0KEN');
    req.flush({ id: 1 });
    await answer;
    // Input binding and the title strategy, without withComponentInputBinding() in provideRouter.
    expect(TestBed.inject(TitleStrategy)).toBeInstanceOf(AdminTitleStrategy);
    expect(TestBed.inject(RouteReuseStrategy)).toBeInstanceOf(AdminRouteReuseStrategy);
    await TestBed.inject(AdminAuth).ready();
    const harness = await RouterTestingHarness.create();
    const page = await harness.navigateByUrl('/posts', PostsList);
    await harness.fixture.whenStable();
    expect(page.resource()?.name).toBe('posts');
    expect(page.title()).toBe('Posts');
    expect(TestBed.inject(Title).getTitle()).toBe('Posts · Back office');
  });

  it('withMessages, withIcons, withMenu and withStatusPages provide what their provide… twins do', () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideAdmin(
          config,
          withMessages('en', {
            resources: { posts: { name: { singular: 'Article', plural: 'Articles' } } },
          }),
          withIcons({ 'mdi-rocket': 'M0,0H24V24Z' }),
          withMenu(['posts']),
          withStatusPages({ notFound: MyNotFound }),
        ),
      ],
    });
    expect(TestBed.inject(AdminI18n).resourceName({ name: 'posts' }, 'plural')).toBe('Articles');
    expect(TestBed.inject(ɵAdminIcons).has('mdi-rocket')).toBe(true);
    expect(TestBed.inject(ɵADMIN_MENU)).toEqual(['posts']);
    expect(TestBed.inject(ɵADMIN_STATUS_PAGE_OVERRIDES).notFound).toBe(MyNotFound);
  });

  it('AdminModule.forRoot takes the same features', async () => {
    TestBed.configureTestingModule({
      imports: [
        AdminModule.forRoot(
          config.resources,
          { pages: config.pages, auth },
          withTitles(),
          withInputBinding(),
        ),
      ],
      providers: [provideRouter([{ path: '', children: adminRoutes() }])],
    });
    expect(TestBed.inject(TitleStrategy)).toBeInstanceOf(AdminTitleStrategy);
    await TestBed.inject(AdminAuth).ready();
    const harness = await RouterTestingHarness.create();
    const page = await harness.navigateByUrl('/posts', PostsList);
    expect(page.resource()?.name).toBe('posts');
  });

  it('refuses a feature given twice, and anything that is not a feature', () => {
    expect(() => provideAdmin(config, withHttp(), withHttp())).toThrow(
      'provideAdmin(config, ...features): the "http" feature is given twice',
    );
    expect(() => provideAdmin(config, withAdminDefaults(), withTitles())).toThrow(
      'the "titles" feature is given twice',
    );
    expect(() => provideAdmin(config, {} as never)).toThrow(
      'provideAdmin(config, ...features): a feature must come from a with…() function, got [object Object]',
    );
    expect(() =>
      provideAdmin(config, withMessages('en', {}), withMessages('fr', {})),
    ).not.toThrow();
  });
});
