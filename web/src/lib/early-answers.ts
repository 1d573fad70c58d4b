/** What index.html's landing script asked for before the app started (build-plugins/phone-landing.ts). */
type EarlyAnswers = { token: string; language: string; answers: Record<string, Promise<Response> | undefined> };

declare global {
  interface Window {
    fleetOpsEarlyAnswers?: EarlyAnswers;
  }
}

/**
 * The answer to `GET url` that the page's landing script already asked for, taken once, when it
 * was asked with the same sign-in and language as the call now. On a weak signal that saves the
 * round trips the checklist's first calls would wait for after the app's files (issue 20).
 */
export function takeEarlyAnswer(
  url: string,
  token: string | undefined,
  language: string,
): Promise<Response> | undefined {
  const early = window.fleetOpsEarlyAnswers;
  const answer = early?.answers[url];
  if (!early || !answer) return undefined;
  early.answers[url] = undefined;
  return early.token === token && early.language === language ? answer : undefined;
}

/**
 * Whether the landing script's `GET url` has its answer already (its status and headers; a small
 * body follows at once): checked in one turn of promises, without waiting for an answer on its way.
 */
export async function earlyAnswerArrived(url: string): Promise<boolean> {
  const answer = window.fleetOpsEarlyAnswers?.answers[url];
  if (!answer) return false;
  // A settled promise given first to `race` settles it before the resolved stand-in given second.
  const onItsWay = Symbol('on its way');
  try {
    return (await Promise.race([answer, Promise.resolve(onItsWay)])) !== onItsWay;
  } catch {
    // A failed call has its answer too (the query reads the failure and asks again).
    return true;
  }
}
