import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ChoicePicker, longListAfter } from './choice-picker';

/** The searchable picker, focused as a person typing has it (Mantine takes a change without focus for autofill), once its lazy chunk has replaced the disabled native list it shows meanwhile. */
async function typingBox() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Operator' }).tagName).toBe('INPUT'));
  const picker = screen.getByRole('combobox', { name: 'Operator' });
  picker.focus();
  return picker;
}

/** A crew of `size` people, Driver 1 to Driver N. */
const crew = (size: number) =>
  Array.from({ length: size }, (_, index) => ({ value: String(index + 1), label: `Driver ${index + 1}` }));

function renderPicker(size: number, onChange = vi.fn()) {
  renderWithProviders(
    <ChoicePicker
      label="Operator"
      placeholder="Select Operator"
      nothingFound="Nobody by that name"
      data={crew(size)}
      value={null}
      onChange={onChange}
      searchable={false}
    />,
  );
  return onChange;
}

describe('ChoicePicker', () => {
  it('keeps the phone’s own list for a crew of 15', () => {
    renderPicker(longListAfter);

    const picker = screen.getByRole('combobox', { name: 'Operator' });
    expect(picker.tagName).toBe('SELECT');
    // The placeholder, then the 15 people.
    expect(picker.querySelectorAll('option')).toHaveLength(16);
  });

  it('gives a crew of 16 a list to type into, which narrows to the names typed', async () => {
    const onChange = renderPicker(longListAfter + 1);

    const picker = await typingBox();
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'Driver 1' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Driver 1',
        'Driver 10',
        'Driver 11',
        'Driver 12',
        'Driver 13',
        'Driver 14',
        'Driver 15',
        'Driver 16',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Driver 12' }));
    expect(onChange).toHaveBeenCalledWith('12', expect.anything());
  });

  it('shows the whole name again when the person already chosen is picked from a search', async () => {
    renderWithProviders(
      <ChoicePicker label="Operator" data={crew(20)} value="12" onChange={vi.fn()} searchable={false} />,
    );

    const picker = await typingBox();
    expect(picker).toHaveProperty('value', 'Driver 12');
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'Driver 12' } });
    fireEvent.change(picker, { target: { value: 'Driver 1' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Driver 12' }));
    expect(picker).toHaveProperty('value', 'Driver 12');
  });

  it('says so when nobody in the long list matches what was typed', async () => {
    renderPicker(longListAfter + 1);

    const picker = await typingBox();
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'Zed' } });
    expect(await screen.findByText('Nobody by that name')).toBeTruthy();
  });
});
