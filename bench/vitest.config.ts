import { defineProject } from 'vitest/config';

/** The benchmark's pure parts (medians and spreads, replaying a recorded request), without a database. */
export default defineProject({ test: { name: 'bench', include: ['*.test.ts'] } });
