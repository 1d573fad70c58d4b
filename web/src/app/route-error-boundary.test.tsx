import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenScreen(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** The sidebar stands outside the screen that failed, so it can still lead elsewhere. */
function GoHome() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/home')}>
      Home
    </button>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the reload page instead of a blank one when a screen fails, and another address tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter initialEntries={['/vehicles']}>
        <GoHome />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/vehicles" element={<BrokenScreen />} />
            <Route path="/home" element={<p>Home screen</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This screen could not be shown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This screen could not be shown' })).toBeNull();
  });
});
