/** English messages: the reference set; every other locale falls back to it key by key. */
export const EN_MESSAGES = {
  admin: {
    titles: {
      list: '{plural}',
      show: '{singular} {label}',
      create: 'New {singularLower}',
      edit: 'Edit {singularLower} {label}',
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
  },
} as const;

/** A message tree: nested objects of strings. */
export interface AdminMessages {
  readonly [key: string]: string | AdminMessages;
}
