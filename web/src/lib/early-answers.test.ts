import { afterEach, describe, expect, it } from 'vitest';
import { earlyAnswerArrived, takeEarlyAnswer } from './early-answers';

const formOptions = '/api/checklist/form_options';

function askedEarly(token: string, language: string) {
  const answer = Promise.resolve(new Response('{"data":{}}'));
  window.fleetOpsEarlyAnswers = { token, language, answers: { [formOptions]: answer } };
  return answer;
}

afterEach(() => {
  delete window.fleetOpsEarlyAnswers;
});

describe('answers the landing script asked for before the app started', () => {
  it('are taken once, for the same address, sign-in and language', () => {
    const answer = askedEarly('token-1', 'fr');
    expect(takeEarlyAnswer(formOptions, 'token-1', 'fr')).toBe(answer);
    expect(takeEarlyAnswer(formOptions, 'token-1', 'fr')).toBeUndefined();
  });

  it('are not used for another sign-in or another language, and are dropped', () => {
    void askedEarly('token-1', 'fr');
    expect(takeEarlyAnswer(formOptions, 'token-2', 'fr')).toBeUndefined();
    void askedEarly('token-1', 'fr');
    expect(takeEarlyAnswer(formOptions, 'token-1', 'en')).toBeUndefined();
    expect(window.fleetOpsEarlyAnswers?.answers[formOptions]).toBeUndefined();
  });

  it('are none when the page was not opened by the landing script, or for another address', () => {
    expect(takeEarlyAnswer(formOptions, 'token-1', 'en')).toBeUndefined();
    void askedEarly('token-1', 'en');
    expect(takeEarlyAnswer('/api/me', 'token-1', 'en')).toBeUndefined();
  });

  it('say whether an answer has arrived, without waiting for one on its way', async () => {
    void askedEarly('token-1', 'fr');
    expect(await earlyAnswerArrived(formOptions)).toBe(true);
    window.fleetOpsEarlyAnswers!.answers[formOptions] = new Promise(() => undefined);
    expect(await earlyAnswerArrived(formOptions)).toBe(false);
    expect(await earlyAnswerArrived('/api/me')).toBe(false);
  });
});
