import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';

describe('theme', () => {
  it('gives a modal no second banner landmark: its title bar is not a <header>', async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Edit Kit">
        body
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kit' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
