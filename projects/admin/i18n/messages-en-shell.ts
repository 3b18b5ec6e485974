/**
 * The English messages the app shell needs before the admin's routes are loaded: page titles,
 * status pages, the layout, the language names, the sign-in page and the session dialogs. They
 * are in every first download; the rest of the English catalogue (`messages-en.ts`) is loaded with
 * `import()` while the admin's routes load (see `AdminI18n.ready()`).
 */
export const EN_SHELL_MESSAGES = {
  admin: {
    titles: {
      list: '{plural}',
      show: '{singular} {label}',
      create: 'New {singularLower}',
      edit: 'Edit {singularLower} {label}',
      nestedList: '{plural} of {parentSingularLower} {parentLabel}',
    },
    pages: {
      notFound: 'Page not found',
      notFoundText: 'The page you asked for does not exist.',
      recordNotFound: '{resource} #{id} not found',
      forbidden: 'Access denied',
      forbiddenText: 'You do not have permission to see this page.',
      error: 'Something went wrong',
      home: 'Back to home',
      retry: 'Retry',
    },
    layout: {
      navigation: 'Main navigation',
      breadcrumb: 'Breadcrumb',
      toggleMenu: 'Toggle the navigation menu',
      userMenu: 'Account menu for {name}',
      roles: 'Roles: {roles}',
      noRoles: 'No role',
      signOut: 'Sign out',
      themeToDark: 'Switch to the dark theme',
      themeToLight: 'Switch to the light theme',
      language: 'Language',
      languageMenu: 'Change the language (current: {language})',
      loading: 'Loading',
      expandGroup: 'Expand {group}',
      collapseGroup: 'Collapse {group}',
    },
    locales: {
      en: 'English',
      fr: 'Français',
    },
    login: {
      title: 'Sign in',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      signingIn: 'Signing in…',
      showPassword: 'Show the password',
      hidePassword: 'Hide the password',
      emailRequired: 'Enter your email address',
      emailInvalid: 'Enter a valid email address',
      passwordRequired: 'Enter your password',
      failed: 'Sign-in failed',
      failedWith: 'Sign-in failed: {message}',
      invalidCredentials: 'Invalid email or password',
      noEndpoint:
        '{request} answered {status}: the API has no sign-in endpoint there. Set bearerTokenAuth({ endpoints: { login } }) to yours, or use withoutAuth() for an API without a login.',
      endpointFailed:
        '{request} answered {status}{detail}: the sign-in endpoint failed. See the server’s log, or set bearerTokenAuth({ endpoints: { login } }) to another endpoint.',
      unreachable:
        '{request} could not be reached: no answer from the server. Check that the API runs at provideAdmin({ apiUrl }), or set bearerTokenAuth({ endpoints: { login } }) to your sign-in endpoint.',
    },
    session: {
      endedTitle: 'Your session has ended',
      endedText:
        'Sign in again to go on: this page, what you typed and the changes waiting to be saved are kept, and what failed is sent again.',
      endedUser: 'Signed in as {name} until now.',
      cancel: 'Sign out',
      switchedTitle: 'Signed in as another user',
      switchedText:
        'You signed in as {user}, not as {previous}: the page of {previous}, what was typed on it and the changes waiting to be saved were discarded.',
      switchedOk: 'OK',
    },
  },
} as const;
