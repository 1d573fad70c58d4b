import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  // Modals, menus and toasts appear at once for people who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    // Error toasts list several server messages, one per line, in a grey dark enough to read.
    // A plain object rather than `Notification.extend`, which would put the toast component's
    // code in every page although it is only loaded with the first toast.
    Notification: { styles: { description: { whiteSpace: 'pre-line', color: 'var(--mantine-color-dimmed)' } } },
    // Mantine renders a modal's title bar as <header>, which screen readers and axe take for a
    // second page banner; a div keeps the dialog's own name (its title) without the landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's default dimmed grey, placeholder grey and error red are too light to read on white
 * (WCAG AA). The placeholder matters where it is text, not a hint inside a box: a file picker says
 * "Choose a file" with it (axe found it at 2:1 on the import and defect report screens).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-placeholder': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});
