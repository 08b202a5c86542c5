// A valid generated article for tests and the worker processes of the queue tests.
export const TEST_ARTICLE = {
  title: 'Queues in Postgres',
  slug: 'queues-in-postgres',
  excerpt: 'How a job table with SKIP LOCKED keeps workers apart.',
  content: `## Why\n\n${'A job table is claimed row by row. '.repeat(20)}`,
  keywords: ['postgres'],
  categories: ['Engineering'],
  tags: ['queues'],
};
