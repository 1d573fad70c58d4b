import { describe, expect, it } from 'vitest';
import { laterEachTime, Replay } from './replay.js';
import type { Recording } from './sql-capture.js';

const recordedAt = Date.parse('2026-11-29T06:14:58.500Z');
const checklistSubmit: Recording = {
  startedAt: recordedAt,
  endedAt: recordedAt + 60,
  statements: [
    { text: 'begin', params: [] },
    { text: 'insert into checklists ... returning id', params: [12, '2026-11-29'], returned: [60691, 12] },
    {
      text: 'insert into meter_readings ... returning id',
      params: [12, 94263, '2026-11-29T06:14:58.523Z', 'checklist:60691', '2026-11-28T18:00:00.000Z'],
      returned: [691],
    },
    {
      text: 'insert into audit_log ...',
      params: [
        '60691',
        '{"id":{"after":60691},"meter":{"after":691},"odm":{"after":606910},"at":"2026-11-29T06:14:58.523Z"}',
      ],
    },
    { text: 'commit', params: [] },
    { text: 'select ... where id = $1', params: [60691] },
  ],
};

describe('a replay of a recorded request', () => {
  it('moves the instants the app took from its clock by the time since the recording, and no other', () => {
    const replay = new Replay(checklistSubmit, recordedAt + 60_000);
    expect(replay.params(2)).toEqual([
      12,
      94263,
      '2026-11-29T06:15:58.523Z',
      'checklist:60691',
      '2026-11-28T18:00:00.000Z',
    ]);
  });

  it('puts the ids its own inserts returned where the recording had the recorded ones, as numbers and inside text', () => {
    const replay = new Replay(checklistSubmit, recordedAt);
    replay.answered(1, [[70001, 12]]);
    expect(replay.params(2)).toEqual([
      12,
      94263,
      '2026-11-29T06:14:58.523Z',
      'checklist:70001',
      '2026-11-28T18:00:00.000Z',
    ]);
    replay.answered(2, [{ id: 801 }]);
    expect(replay.params(3)).toEqual([
      '70001',
      '{"id":{"after":70001},"meter":{"after":801},"odm":{"after":606910},"at":"2026-11-29T06:14:58.523Z"}',
    ]);
    expect(replay.params(5)).toEqual([70001]);
  });

  it('keeps the recorded parameters when an insert returned what it returned when recorded', () => {
    const replay = new Replay(checklistSubmit, recordedAt);
    replay.answered(1, [[60691, 12]]);
    expect(replay.params(5)).toEqual([60691]);
  });

  it('leaves a time, a date and an equipment number alone when an id has the same digits', () => {
    // Recorded at 09:36 with a new defect occurrence numbered 36: its replay at 16 connections,
    // within that minute, sent the time "09:776:50" and the floor answered 500.
    const at = Date.parse('2026-11-29T09:36:50.485Z');
    const issue: Recording = {
      startedAt: at,
      endedAt: at + 40,
      statements: [
        { text: 'insert into defect_occurrences ... returning id', params: [1, 60691], returned: [36] },
        { text: 'select ... supervisors', params: [60691, '2026-11-29T09:36:50.485Z', '2026-11-29 09:36'] },
        { text: 'insert into outbox ...', params: ['Defect on LV-36: occurrence 36, "after":36, ref:36'] },
      ],
    };
    const replay = new Replay(issue, at);
    replay.answered(0, [{ id: 776 }]);
    expect(replay.params(1)).toEqual([60691, '2026-11-29T09:36:50.485Z', '2026-11-29 09:36']);
    expect(replay.params(2)).toEqual(['Defect on LV-36: occurrence 776, "after":776, ref:776']);
  });

  it('keeps a number the request sent before an insert returned it, which may be either', () => {
    // The vehicle is number 12, and so is the first mail the request queued.
    const mail: Recording = {
      startedAt: recordedAt,
      endedAt: recordedAt + 40,
      statements: [
        { text: 'select ... from vehicles where id = $1 for update', params: [12] },
        { text: 'insert into outbox ... returning id', params: ['LV-1010 (Ford F-150)'], returned: [12] },
        { text: 'insert into audit_log ...', params: [12, '{"vehicleId":{"after":12}}'] },
      ],
    };
    const replay = new Replay(mail, recordedAt);
    replay.answered(1, [{ id: 2830 }]);
    expect(replay.params(2)).toEqual([12, '{"vehicleId":{"after":12}}']);
  });

  it('gives a sign-in a new token hash, the same in each of its statements', () => {
    const oldHash = 'a'.repeat(64);
    const signIn: Recording = {
      startedAt: recordedAt,
      endedAt: recordedAt + 10,
      statements: [
        { text: 'insert into sessions ...', params: [oldHash, 1] },
        { text: 'select ... where token_hash = $1', params: [oldHash] },
      ],
    };
    const replay = new Replay(signIn, recordedAt, { freshToken: true });
    const [token] = replay.params(0);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toBe(oldHash);
    expect(replay.params(1)).toEqual([token]);
    expect(new Replay(signIn, recordedAt).params(0)).toEqual([oldHash, 1]);
  });
});

describe('the instants replays are made at', () => {
  it('are each later than the one before, even within one millisecond', () => {
    const clock = [1000, 1000, 1000, 999, 1005];
    const now = laterEachTime(() => clock.shift()!);
    expect([now(), now(), now(), now(), now()]).toEqual([1000, 1001, 1002, 1003, 1005]);
  });
});
