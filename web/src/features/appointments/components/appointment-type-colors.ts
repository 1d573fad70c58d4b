/** Each seeded type keeps its colour in the calendar; types added later take one from the rest. */
const knownColors: Record<string, string> = {
  cleaning: 'blue',
  maintenance: 'orange',
  'tire change': 'grape',
  inspection: 'teal',
  repair: 'red',
  other: 'gray',
};

const spareColors = ['indigo', 'lime', 'pink', 'cyan', 'violet', 'yellow'];

export function appointmentTypeColor(type: { id: number; name: string }): string {
  return knownColors[type.name.toLowerCase()] ?? spareColors[type.id % spareColors.length]!;
}
