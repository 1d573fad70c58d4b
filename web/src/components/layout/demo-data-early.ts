import { currentLanguage } from '../../lib/i18n';

/** `GET api/demo_data`: whether the demo fleet is loaded (use-demo-data.ts reads the answer). */
export const demoDataStatusCall = '/api/demo_data';

/**
 * Asks an admin's demo-data status before the app has drawn anything, beside the first screen's
 * files: every admin screen waits for it (app-layout.tsx), so that the banner is drawn with the
 * screen instead of pushing it down once it has shown (Home's layout shift was 0.061). The API
 * client takes the answer as it takes the phone's landing calls (lib/early-answers.ts).
 */
export function askDemoDataStatusEarly(token: string): void {
  const language = currentLanguage();
  const early = (window.fleetOpsEarlyAnswers ??= { token, language, answers: {} });
  if (early.token !== token || early.language !== language) return;
  const answer = fetch(demoDataStatusCall, {
    headers: { 'Accept-Language': language, Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  answer.catch(() => undefined);
  early.answers[demoDataStatusCall] = answer;
}
