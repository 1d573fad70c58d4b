import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import { DateField } from './date-field';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Expiry" value={value} onChange={setValue} />
      <output aria-label="held">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const year = new Date().getFullYear();

function type(text: string) {
  const input = screen.getByRole('textbox', { name: 'Expiry' });
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('DateField', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('fills the date from the form it displays and from figures year first', () => {
    renderWithProviders(<Field />);
    expect(type('december 31 2027').value).toBe('Dec 31, 2027');
    expect(screen.getByLabelText('held').textContent).toBe('2027-12-31');
    expect(type('2026-03-09').value).toBe('Mar 9, 2026');
    expect(screen.getByLabelText('held').textContent).toBe('2026-03-09');
    expect(screen.queryByText(/Enter a date like/)).toBeNull();
  });

  it('keeps text that is no date, with a message saying what to type, and hands the text to the form', () => {
    renderWithProviders(<Field initial="2026-01-05" />);
    const input = type('31/12/2027');
    expect(input.value).toBe('31/12/2027');
    expect(screen.getByText(`Enter a date like Dec 31, ${year} or ${year}-12-31.`)).toBeTruthy();
    expect(screen.getByLabelText('held').textContent).toBe('31/12/2027');
  });

  it('empties the box when the form is reset', () => {
    renderWithProviders(<Field />);
    type('someday');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByRole('textbox', { name: 'Expiry' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Enter a date like/)).toBeNull();
  });

  it('reads and explains the French form in French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<Field />);
    type('31 déc. 2027');
    expect(screen.getByLabelText('held').textContent).toBe('2027-12-31');
    type('demain');
    expect(screen.getByText(`Entrez une date comme 31 déc. ${year} ou ${year}-12-31.`)).toBeTruthy();
  });
});
