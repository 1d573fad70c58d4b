import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DriverRowColorLegend, Legend, RowColorLegend } from './legend';

describe('Legend', () => {
  it('is a note named by its title, each marker beside its words and hidden from screen readers', () => {
    renderWithProviders(
      <Legend
        title="Day codes"
        entries={[
          { key: 'i', marker: <b>I</b>, label: 'In Town' },
          { key: 'o', marker: <b>O</b>, label: 'Out of Town' },
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Day codes' });
    expect(within(note).getByText('In Town')).toBeTruthy();
    expect(within(note).getByText('I').closest('[aria-hidden]')).toBeTruthy();
  });

  it('says what a tinted row and the location codes mean', () => {
    renderWithProviders(<RowColorLegend />);
    const note = screen.getByRole('note', { name: 'Colours and codes' });
    expect(
      within(note).getByText('Tinted row: a colour chosen for the vehicle (Assign Colour), with no set meaning'),
    ).toBeTruthy();
    expect(within(note).getByText('ZV, CR: site location codes')).toBeTruthy();
  });

  it("says on the Drivers list that a tinted row is the colour chosen on the driver's form", () => {
    renderWithProviders(<DriverRowColorLegend />);
    const note = screen.getByRole('note', { name: 'Colours and codes' });
    expect(
      within(note).getByText('Tinted row: the colour chosen on the driver’s form, with no set meaning'),
    ).toBeTruthy();
  });
});
