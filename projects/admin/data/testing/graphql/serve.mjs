// json-graphql-server (the ra-data-graphql-simple convention) over a small in-memory data set, for
// graphqlDialect's integration spec: `node serve.mjs` listens on a free port of 127.0.0.1, prints
// `{"url": …}` on its first line, and stops when its stdin closes.
import express from 'express';
import jsonGraphqlExpress from 'json-graphql-server/node';

const users = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Alan Turing' },
  { id: 3, name: 'Grace Hopper' },
];
const words = ['Angular', 'GraphQL', 'Signals', 'Routing', 'Forms', 'Testing', 'Material', 'Zones'];
const posts = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  title: `${words[i % words.length]} ${i + 1}`,
  views: (i * 37) % 100,
  published: i % 3 !== 0,
  user_id: users[i % users.length].id,
}));

const app = express();
app.use('/graphql', jsonGraphqlExpress({ posts, users }));
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
