import { Button, Menu, Select } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppModal, useOnDiscard, useUnsavedChanges } from './app-modal';
import { FormActions } from './form-actions';
import { DateField } from './inputs/date-field';

function Form({ onCancel }: { onCancel: () => void }) {
  const [date, setDate] = useState('');
  useUnsavedChanges(date !== '');
  return (
    <form>
      <DateField label="Expiry date" value={date} onChange={setDate} />
      <Select
        label="Status"
        placeholder="Pick a status"
        data={['Open', 'Closed']}
        comboboxProps={{ withinPortal: true }}
      />
      <Menu>
        <Menu.Target>
          <Button>Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Duplicate</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FormActions submitLabel="Save" onCancel={onCancel} pending={false} />
    </form>
  );
}

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(
    <AppModal opened onClose={onClose} title="Edit vehicle">
      <Form onCancel={onClose} />
    </AppModal>,
  );
  return onClose;
}

const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape' });

describe('AppModal', () => {
  it('closes an open date picker on Escape, and the dialog only on the next Escape', () => {
    const onClose = renderModal();
    const input = screen.getByRole('textbox', { name: 'Expiry date' });
    fireEvent.click(input);
    expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull();

    escape(input);
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    escape(input);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape beside a closed list, which Mantine keeps in the page hidden', () => {
    const onClose = renderModal();
    expect(document.querySelector('.mantine-Select-dropdown')).not.toBeNull();
    escape(screen.getByPlaceholderText('Pick a status'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes an open list on Escape, and the dialog only on the next Escape', () => {
    const onClose = renderModal();
    const select = screen.getByPlaceholderText('Pick a status');
    fireEvent.click(select);
    expect(screen.getByRole('option', { name: 'Open' })).toBeTruthy();

    escape(select);
    expect(screen.queryByRole('option', { name: 'Open' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    escape(select);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes an open menu on Escape, not the dialog', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const item = screen.getByRole('menuitem', { name: 'Duplicate' });
    escape(item);
    expect(screen.queryByRole('menuitem', { name: 'Duplicate' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before its close button, Escape or Cancel discard unsaved changes', () => {
    const onClose = renderModal();
    const input = screen.getByRole('textbox', { name: 'Expiry date' });
    fireEvent.input(input, { target: { value: '2027-12-31' } });
    fireEvent.blur(input);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(screen.getByText('What you entered in this dialog will be lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    escape(input);
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    escape(input);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape pressed while the focus is still on the button that opened it (its opening transition)', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <button type="button">New Pre-OP Checklist</button>
        <AppModal opened onClose={onClose} title="New Pre-OP Checklist">
          <Form onCancel={onClose} />
        </AppModal>
      </>,
    );
    escape(screen.getByText('New Pre-OP Checklist', { selector: 'button' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to the dialog on top when one dialog opened another, wherever the focus is', () => {
    const under = vi.fn();
    const over = vi.fn();
    renderWithProviders(
      <>
        <button type="button">Outside</button>
        <AppModal opened onClose={under} title="Vehicle">
          <p>Under</p>
        </AppModal>
        <AppModal opened onClose={over} title="Confirm">
          <p>Over</p>
        </AppModal>
      </>,
    );
    escape(screen.getByText('Outside', { selector: 'button' }));
    expect([under.mock.calls.length, over.mock.calls.length]).toEqual([0, 1]);
    escape(screen.getByText('Under'));
    expect([under.mock.calls.length, over.mock.calls.length]).toEqual([1, 1]);
  });

  it('tells the form inside when the person chooses Discard, so a copy it keeps goes too', () => {
    const discarded = vi.fn();
    function Drafted() {
      useUnsavedChanges(true);
      useOnDiscard(discarded);
      return <p>Draft</p>;
    }
    const onClose = vi.fn();
    renderWithProviders(
      <AppModal opened onClose={onClose} title="New Pre-OP Checklist">
        <Drafted />
      </AppModal>,
    );
    escape(screen.getByText('Draft'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(discarded).not.toHaveBeenCalled();
    escape(screen.getByText('Draft'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect([discarded.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });

  it('closes at once when nothing was changed', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
