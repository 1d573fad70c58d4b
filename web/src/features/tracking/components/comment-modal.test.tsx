import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aTrackingRow } from '../../../../test/tracking';
import { CommentModal } from './comment-modal';

/** Opens the pop-up on a row commented `comment`; answers the spy its Cancel calls. */
function openCommentsOn(comment: string) {
  const onClose = vi.fn();
  renderWithProviders(
    <CommentModal row={aTrackingRow({ comment })} opened saving={false} onSave={vi.fn()} onClose={onClose} />,
  );
  return onClose;
}

describe('CommentModal', () => {
  it('closing the comments pop-up with an edited comment asks first', () => {
    const onClose = openCommentsOn('Tires');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Tires rotated' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });

  it('closing the comments pop-up unchanged closes at once', () => {
    const onClose = openCommentsOn('Tires');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
