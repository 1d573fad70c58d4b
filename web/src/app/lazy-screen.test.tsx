import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { registerTranslations, translationsReady } from '../lib/i18n';
import { loadedScreen } from './lazy-screen';

const checklist = { default: () => <h1>Pre-OP Checklist</h1> };

describe("a screen in the field app's entry", () => {
  it('draws at once when its words are in: the first draw is the screen, not its loader', async () => {
    await translationsReady();
    const Screen = loadedScreen(checklist);
    renderWithProviders(<Screen />);
    expect(screen.getByRole('heading').textContent).toBe('Pre-OP Checklist');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits behind its loader for words still on their way, then draws', async () => {
    let arrive = () => undefined as void;
    registerTranslations('lazyScreenTest', {
      en: () =>
        new Promise<{ en: { title: string } }>((resolve) => (arrive = () => resolve({ en: { title: 'Title' } }))),
      fr: () => Promise.resolve({ fr: { title: 'Titre' } }),
    });
    const Screen = loadedScreen(checklist);
    renderWithProviders(<Screen />);
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    arrive();
    expect((await screen.findByRole('heading')).textContent).toBe('Pre-OP Checklist');
  });
});
