import { describe, expect, it } from 'vitest';
import { overBudget, pageFiles, pageWeight } from './bundle-sizes.mjs';

/** A manifest shaped like Vite's: an entry, a lazy route, and chunks they share. */
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'], css: ['assets/form.css'] },
  'src/login.tsx': { file: 'assets/login.js', imports: ['index.html', '_form.js'] },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
};

const login = { name: '/login', modules: ['index.html', 'src/login.tsx'], budgets: { jsGzip: 100, cssGzip: 10 } };
/** Every file weighs 10 bytes raw, 4 gzipped and 3 in brotli. */
const sizeOf = () => ({ raw: 10, gzip: 4, brotli: 3 });

describe('the page weights', () => {
  it('count every file a page imports, once, and none of the lazy routes it does not open', () => {
    expect(pageFiles(manifest, login.modules)).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/login.js', 'assets/form.js'],
      css: ['assets/index.css', 'assets/form.css'],
    });
  });

  it('add up JS and CSS apart and together', () => {
    const weight = pageWeight(manifest, login, sizeOf);
    expect(weight.js).toEqual({ raw: 40, gzip: 16, brotli: 12 });
    expect(weight.css).toEqual({ raw: 20, gzip: 8, brotli: 6 });
    expect(weight.total.gzip).toBe(24);
  });

  it('say nothing while a page is within its budgets, and name each budget it exceeds', () => {
    expect(overBudget(pageWeight(manifest, login, sizeOf))).toEqual([]);
    const tight = { ...login, budgets: { jsGzip: 15, cssGzip: 8, totalGzip: 20 } };
    expect(overBudget(pageWeight(manifest, tight, sizeOf))).toEqual([
      '/login: jsGzip 16 B is over its 15 B budget',
      '/login: totalGzip 24 B is over its 20 B budget',
    ]);
  });

  it('refuse a page whose module the manifest does not know, rather than weigh it as nothing', () => {
    expect(() => pageFiles(manifest, ['src/gone.tsx'])).toThrow('no entry "src/gone.tsx"');
  });
});
