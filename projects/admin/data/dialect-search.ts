/**
 * The fields a dialect searches `q` in, for a backend without full-text search (Strapi,
 * @dataui/crud): one list for every resource, or lists by resource name.
 */
export type SearchFields = readonly string[] | Readonly<Record<string, readonly string[]>>;
