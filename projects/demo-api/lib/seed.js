// @ts-check
'use strict';

/**
 * Deterministic seed data for the demo API: the same options always give the same records.
 * Randomness comes from a seeded PRNG (mulberry32), never from Math.random.
 */

/**
 * @typedef {{ id: number, name: string, email: string, roles: string[], avatar: string | null }} User
 * @typedef {{ title?: string, body?: string }} PostTranslation
 * @typedef {{ id: number, title: string, body: string, userId: number, categoryId: number,
 *   tagIds: number[], published: boolean, archived: boolean, publishedAt: string, views: number,
 *   cover: string | null,
 *   translations?: Record<string, PostTranslation> }} Post
 * @typedef {{ id: number, postId: number, userId: number, body: string, createdAt: string }} Comment
 * @typedef {{ id: number, name: string, slug: string }} Category
 * @typedef {{ id: number, name: string, slug: string }} Tag
 * @typedef {{ users: User[], posts: Post[], comments: Comment[], categories: Category[], tags: Tag[] }} Collections
 * @typedef {{ posts?: number, users?: number, comments?: number, prng?: number }} SeedOptions
 * @typedef {{ posts: number, users: number, comments: number, prng: number }} ResolvedSeedOptions
 */

/** The demo accounts (users 1 to 3). Passwords are only ever stored as bcrypt hashes. */
const DEMO_ACCOUNTS = Object.freeze([
  Object.freeze({ email: 'admin@example.com', password: 'admin123', roles: ['admin'] }),
  Object.freeze({ email: 'editor@example.com', password: 'editor123', roles: ['editor'] }),
  Object.freeze({ email: 'viewer@example.com', password: 'viewer123', roles: ['viewer'] }),
]);

const DEMO_NAMES = ['Alice Martin', 'Eddie Moreau', 'Vera Laurent'];

const DEFAULT_SEED = Object.freeze({ posts: 120, users: 20, prng: 1 });
const COMMENTS_PER_POST = 3;
/**
 * At least this many comments (when there are posts): the demo's "All comments" list shows a large list
 * (issue 38 §3, infinite mode) with the default seed.
 */
const MIN_COMMENTS = 10_000;
const MAX_RECORDS = 1_000_000;

const FIRST_NAMES = [
  'Amélie',
  'Bruno',
  'Chloé',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Inès',
  'Jonas',
  'Karin',
  'Léo',
  'Maya',
  'Noah',
  'Olivia',
  'Paul',
  'Quentin',
  'Rosa',
  'Samir',
  'Tara',
  'Ugo',
  'Valérie',
  'William',
  'Yasmine',
  'Zoé',
];
const LAST_NAMES = [
  'Bernard',
  'Dubois',
  'Fischer',
  'Garcia',
  'Haddad',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Nguyen',
  'Okafor',
  'Petit',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Vidal',
  'Weber',
];

/** @type {Category[]} */
const CATEGORIES = [
  { id: 1, name: 'Technology', slug: 'technology' },
  { id: 2, name: 'Travel', slug: 'travel' },
  { id: 3, name: 'Food & Drink', slug: 'food-drink' },
  { id: 4, name: 'Science', slug: 'science' },
  { id: 5, name: 'Culture', slug: 'culture' },
  { id: 6, name: 'Sports', slug: 'sports' },
  { id: 7, name: 'Health', slug: 'health' },
  { id: 8, name: 'Business', slug: 'business' },
];

const TAG_NAMES = [
  'javascript',
  'angular',
  'accessibility',
  'photography',
  'recipes',
  'hiking',
  'productivity',
  'design',
  'history',
  'astronomy',
  'coffee',
  'cycling',
  'music',
  'open source',
  'remote work',
];

/** Topics as [English, French with its article]. */
const TOPICS = [
  ['gardening', 'le jardinage'],
  ['home cooking', 'la cuisine maison'],
  ['street photography', 'la photographie de rue'],
  ['slow travel', 'le voyage lent'],
  ['jazz piano', 'le piano jazz'],
  ['urban cycling', 'le vélo en ville'],
  ['specialty coffee', 'le café de spécialité'],
  ['web accessibility', "l'accessibilité du web"],
  ['remote work', 'le télétravail'],
  ['sourdough baking', 'le pain au levain'],
  ['trail running', 'la course en montagne'],
  ['amateur astronomy', "l'astronomie amateur"],
  ['open source', "l'open source"],
  ['minimalist design', 'le design minimaliste'],
  ['chess', "le jeu d'échecs"],
  ['birdwatching', "l'ornithologie"],
];

/** Title templates as [English, French]; {t} is the topic, {T} the capitalised topic. */
const TITLES = [
  ['A beginner’s guide to {t}', 'Guide du débutant : {t}'],
  ['What nobody tells you about {t}', 'Ce que personne ne dit sur {t}'],
  ['{T} in ten minutes a day', '{T} en dix minutes par jour'],
  ['Why {t} won me back', 'Pourquoi {t} m’a reconquis'],
  ['Five mistakes to avoid with {t}', 'Cinq erreurs à éviter avec {t}'],
  ['{T}: a practical checklist', '{T} : la liste pratique'],
  ['What {t} really costs', 'Ce que coûte vraiment {t}'],
  ['{T}, one year later', '{T}, un an après'],
  ['Should you get into {t}?', 'Faut-il se lancer dans {t} ?'],
  ['The quiet joy of {t}', 'Le plaisir discret que procure {t}'],
];

/** Body sentences as [English, French]. */
const SENTENCES = [
  ['{T} rewards patience more than talent.', '{T} récompense la patience plus que le talent.'],
  [
    'Start small, keep notes and review them every month.',
    'Commencez petit, prenez des notes et relisez-les chaque mois.',
  ],
  [
    'Most of the tools you need are already at home.',
    'La plupart des outils nécessaires sont déjà chez vous.',
  ],
  [
    'The people who love {t} are friendlier than you might expect.',
    'Les passionnés sont plus accueillants qu’on ne le croit.',
  ],
  [
    'Set aside a little time each week and progress will follow.',
    'Prévoyez un peu de temps chaque semaine et les progrès suivront.',
  ],
  [
    'Compare your results with last season and change one thing at a time.',
    'Comparez vos résultats avec la saison passée et changez une chose à la fois.',
  ],
  [
    'A good routine beats expensive equipment.',
    'Une bonne routine vaut mieux qu’un équipement coûteux.',
  ],
  [
    'We asked three experts what they would do differently.',
    'Nous avons demandé à trois experts ce qu’ils feraient autrement.',
  ],
  ['Their answers surprised us.', 'Leurs réponses nous ont surpris.'],
  ['Here is what worked, and what did not.', 'Voici ce qui a marché, et ce qui n’a pas marché.'],
  [
    'If you remember only one thing, make it consistency.',
    'Si vous ne retenez qu’une chose, que ce soit la régularité.',
  ],
  ['{T} is easier to learn with a friend.', '{T} s’apprend plus facilement à deux.'],
  ['Budget matters less than curiosity.', 'Le budget compte moins que la curiosité.'],
  [
    'The first month is the hardest; after that it becomes a habit.',
    'Le premier mois est le plus dur ; ensuite, cela devient une habitude.',
  ],
];

const COMMENT_SENTENCES = [
  'Great write-up, thanks!',
  'I tried this last weekend and it worked.',
  'Could you share the sources?',
  'This matches my experience exactly.',
  'I disagree with the second point.',
  'Bookmarked for later.',
  'Any tips for complete beginners?',
  'The checklist alone was worth it.',
  'Clear and to the point.',
  'I would love a follow-up on this.',
  'My results were different, but interesting read.',
  'Sharing this with my team.',
];

const START = Date.UTC(2023, 0, 1);
const DAY = 86_400_000;

/**
 * mulberry32: a small, fast, seeded PRNG.
 * @param {number} seed
 */
function createRandom(seed) {
  let state = seed >>> 0;
  /** @returns {number} a float in [0, 1) */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @param {number} min @param {number} max inclusive */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(next() * list.length)];
  /**
   * Distinct items, in their original order.
   * @template T @param {readonly T[]} list @param {number} count @returns {T[]}
   */
  const sample = (list, count) => {
    const indexes = list.map((_, i) => i);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(next() * (indexes.length - i));
      [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
    }
    return indexes
      .slice(0, count)
      .sort((a, b) => a - b)
      .map((i) => list[i]);
  };
  return { next, int, pick, sample };
}

/** @param {string} text */
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** @param {string} template @param {string} topic */
const fill = (template, topic) =>
  template.replaceAll('{T}', capitalise(topic)).replaceAll('{t}', topic);

/** @param {string} text */
const asciiSlug = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

/**
 * Checks and completes seed options.
 * @param {SeedOptions} [options]
 * @returns {ResolvedSeedOptions}
 */
function resolveSeedOptions(options = {}) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`seed options must be an object, got ${JSON.stringify(options)}`);
  }
  const known = ['posts', 'users', 'comments', 'prng'];
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      throw new TypeError(`seed option "${key}" is unknown (known: ${known.join(', ')})`);
    }
  }
  /** @param {string} key @param {unknown} value @param {number} min */
  const count = (key, value, min) => {
    if (!Number.isInteger(value) || /** @type {number} */ (value) < min) {
      throw new TypeError(`seed.${key} must be an integer >= ${min}, got ${JSON.stringify(value)}`);
    }
    if (/** @type {number} */ (value) > MAX_RECORDS) {
      throw new RangeError(`seed.${key} must be at most ${MAX_RECORDS}, got ${value}`);
    }
    return /** @type {number} */ (value);
  };
  const posts = count('posts', options.posts ?? DEFAULT_SEED.posts, 0);
  const users = count('users', options.users ?? DEFAULT_SEED.users, DEMO_ACCOUNTS.length);
  const comments = count(
    'comments',
    options.comments ?? (posts ? Math.max(MIN_COMMENTS, posts * COMMENTS_PER_POST) : 0),
    0,
  );
  const prng = count('prng', options.prng ?? DEFAULT_SEED.prng, 0);
  if (comments > 0 && posts === 0) {
    throw new RangeError(`seed.comments must be 0 when seed.posts is 0, got ${comments}`);
  }
  return { posts, users, comments, prng };
}

/**
 * Generates the demo data. Posts carry a French translation in `translations.fr`
 * (the server never exposes that key; it serves the locale asked for in Accept-Language).
 * @param {SeedOptions} [options] posts (default 120), users (default 20, at least the 3 demo
 *   accounts), comments (default 3 per post, at least 10 000), prng (the PRNG seed, default 1)
 * @returns {Collections}
 */
function generateSeed(options) {
  const {
    posts: postCount,
    users: userCount,
    comments: commentCount,
    prng,
  } = resolveSeedOptions(options);
  const random = createRandom(prng);

  /** @type {User[]} */
  const users = DEMO_ACCOUNTS.map((account, i) => ({
    id: i + 1,
    name: DEMO_NAMES[i],
    email: account.email,
    roles: [...account.roles],
    avatar: null,
  }));
  const emails = new Set(users.map((u) => u.email));
  for (let id = users.length + 1; id <= userCount; id++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const base = `${asciiSlug(first)}.${asciiSlug(last)}`;
    let email = `${base}@example.com`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@example.com`;
    emails.add(email);
    users.push({
      id,
      name: `${first} ${last}`,
      email,
      roles: [random.next() < 0.6 ? 'editor' : 'viewer'],
      avatar: null,
    });
  }

  const categories = CATEGORIES.map((c) => ({ ...c }));
  const tags = TAG_NAMES.map((name, i) => ({ id: i + 1, name, slug: name }));
  const tagIds = tags.map((t) => t.id);

  /** @type {Post[]} */
  const posts = [];
  for (let id = 1; id <= postCount; id++) {
    const [topicEn, topicFr] = random.pick(TOPICS);
    const [titleEn, titleFr] = random.pick(TITLES);
    const sentences = random.sample(SENTENCES, random.int(3, 5));
    const published = random.next() < 0.75;
    const views = published ? Math.floor(random.next() ** 2 * 10_000) : 0;
    posts.push({
      id,
      title: fill(titleEn, topicEn),
      body: sentences.map(([en]) => fill(en, topicEn)).join(' '),
      userId: random.int(1, userCount),
      categoryId: random.int(1, categories.length),
      tagIds: random.sample(tagIds, random.int(0, 3)),
      published,
      archived: random.next() < 0.1,
      publishedAt: new Date(
        START + Math.floor(random.next() * 730 * 24 * 60) * 60_000,
      ).toISOString(),
      views,
      cover: null,
      translations: {
        fr: {
          title: fill(titleFr, topicFr),
          body: sentences.map(([, fr]) => fill(fr, topicFr)).join(' '),
        },
      },
    });
  }

  /** @type {Comment[]} */
  const comments = [];
  for (let id = 1; id <= commentCount; id++) {
    const post = posts[random.int(0, posts.length - 1)];
    const sentences = random.sample(COMMENT_SENTENCES, random.int(1, 2));
    comments.push({
      id,
      postId: post.id,
      userId: random.int(1, userCount),
      body: sentences.join(' '),
      createdAt: new Date(
        Date.parse(post.publishedAt) + Math.floor(random.next() * 30 * DAY),
      ).toISOString(),
    });
  }

  return { users, posts, comments, categories, tags };
}

module.exports = { generateSeed, resolveSeedOptions, createRandom, DEMO_ACCOUNTS, DEFAULT_SEED };
