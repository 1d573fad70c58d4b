/**
 * The offline cards' title colours: Mantine's green and yellow titles on their pale alert
 * backgrounds fail WCAG AA (axe, the offline journeys); these darker shades are about 6:1 there.
 */
export const alertTitleStyles = {
  green: { title: { color: '#1f6a30' } },
  yellow: { title: { color: '#6e4a00' } },
} as const;
