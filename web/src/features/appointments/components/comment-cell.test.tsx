import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { renderWithProviders } from '../../../../test/render';
import { CommentCell } from './comment-cell';

describe('CommentCell', () => {
  it('shows a comment of up to 6 characters whole, with no popup', () => {
    renderWithProviders(<CommentCell comments="Washed" />);
    expect(screen.getByText('Washed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts a longer comment to 15 characters and opens the whole text on click', async () => {
    const comment = 'Full interior wash, then vacuum the cab';
    renderWithProviders(<CommentCell comments={comment} />);
    fireEvent.click(screen.getByRole('button', { name: 'Full interior w...' }));
    expect(await screen.findByRole('dialog', { name: 'Comments' })).toBeTruthy();
    expect(screen.getByText(comment)).toBeTruthy();
  });
});
