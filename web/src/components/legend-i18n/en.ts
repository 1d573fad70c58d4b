/** The legends' shared words (default namespace). */
export const en = {
  legend: {
    title: 'Colours and codes',
    rowColor: 'Tinted row: a colour chosen for the vehicle (Assign Colour), with no set meaning',
    driverRowColor: 'Tinted row: the colour chosen on the driver’s form, with no set meaning',
    locations: 'ZV, CR: site location codes',
  },
};
