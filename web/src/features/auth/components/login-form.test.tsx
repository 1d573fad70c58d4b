import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { SignInCard } from './sign-in-card';

function renderLogin() {
  renderWithProviders(
    <MemoryRouter>
      <SignInCard methods={{ password: true, sso: null }} />
    </MemoryRouter>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(async () => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('LoginForm', () => {
  it("shows the shared schema's messages for empty fields, without calling the server", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    submit();
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s credential error on the email field only, with no toast saying it again', async () => {
    const toasts = vi.spyOn(notifications, 'show');
    const message = 'These credentials do not match our records.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message, errors: { email: [message] } }), { status: 422 })),
    );
    renderLogin();
    type('Email address', 'pat@example.com');
    type('Password', 'wrong-password');
    submit();
    await waitFor(() => expect(field('Email address').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('takes away the last attempt’s error toast when the email changes', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('too-many-attempts');
    const hidden = vi.spyOn(notifications, 'hide');
    const message = 'Too many attempts, please try again in a minute.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status: 429 })),
    );
    renderLogin();
    type('Email address', 'pat@example.com');
    type('Password', 'wrong-password');
    submit();
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error!' })));

    type('Password', 'another-password');
    expect(hidden).not.toHaveBeenCalled();
    type('Email address', 'sam@example.com');
    expect(hidden).toHaveBeenCalledWith('too-many-attempts');
  });

  it('signs in with the answer of the server', async () => {
    const user = { token: 't0k3n', role: 'supervisor', name: 'Sue Per', email: 'sup@example.com' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: user, message: 'Signed in successfully.' }))),
    );
    renderLogin();
    type('Email address', 'sup@example.com');
    type('Password', 'password1');
    submit();
    await waitFor(() => expect(authStore.getUser()).toEqual(user));
  });

  it('offers English and French, and switches the page to French and back', async () => {
    renderLogin();
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(switcher.textContent).toBe('ENFR');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(i18n.language).toBe('fr');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
