import { describe, expect, it } from 'vitest';
import { readBenchOptions, selectedEndpoints } from './options.js';

const names = [
  'trackings, this week',
  'trackings, last week',
  'create checklist',
  'create checklist, an issue',
  'login',
];

describe('the endpoints --only names', () => {
  it('are the one of that exact name, even when others start with it', () => {
    expect(selectedEndpoints(names, ['create checklist'])).toEqual(['create checklist']);
  });

  it('are every endpoint whose name starts with a name no endpoint has', () => {
    expect(selectedEndpoints(names, ['trackings', 'log'])).toEqual([
      'trackings, this week',
      'trackings, last week',
      'login',
    ]);
  });

  it('are all of them when none is named', () => {
    expect(selectedEndpoints(names, [])).toEqual(names);
  });

  it('keep a comma followed by a space inside a name', () => {
    expect(readBenchOptions(['--only', 'create checklist, an issue,login']).only).toEqual([
      'create checklist, an issue',
      'login',
    ]);
  });
});

describe('a full run', () => {
  it('loads each line for 10 s per run, 3 runs', () => {
    const { duration, repeats } = readBenchOptions([]);
    expect({ duration, repeats }).toEqual({ duration: 10, repeats: 3 });
  });
});
