// What withEarlyData() (admin/setup) and the data layer's early data (admin/data) share: the keys
// the early-data script and the repository agree on, and the options token. Here, below both, so
// that setting the feature up does not load the data layer.

/** The `localStorage` key of what the early-data script sends, by page URL. */
export const EARLY_DATA_KEY = 'admin.early';
