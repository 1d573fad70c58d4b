/**
 * The English catalogue: every string a person reads on screen, by feature. The signed-in
 * shell's menus and header are in shell.ts, and each feature brings its own (registerTranslations).
 */
export const en = {
  app: {
    name: 'Fleet Ops',
  },
  languages: {
    en: 'English',
    fr: 'Français',
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to your Fleet Ops account',
      email: 'Email address',
      password: 'Password',
      showPassword: 'Show password',
      forgotPassword: 'Forgot Password?',
      submit: 'Sign in',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      subtitle: 'Enter your email address and we will send you a link to choose a new password.',
      email: 'Email address',
      submit: 'Send Password Reset Link',
      backToLogin: 'Back to login',
    },
    resetPassword: {
      title: 'Choose a new password',
      password: 'Password',
      confirmPassword: 'Confirm Password',
      submit: 'Reset Password',
      requestNewLink: 'Request a new reset link',
    },
    passwordHint: 'At least {{min}} characters.',
    language: 'Language',
  },
  common: {
    noDataFound: 'No data found',
    cancel: 'Cancel',
    save: 'Save',
    loading: 'Loading…',
    close: 'Close',
  },
  toast: {
    success: 'Success!',
    error: 'Error!',
    unauthorized: '401',
  },
  routeError: {
    title: 'This screen could not be shown',
    message: 'A newer version of Fleet Ops may have been installed. Reloading usually fixes it.',
    reload: 'Reload',
  },
  notFound: {
    title: 'Page not found',
    message: 'There is no screen at this address.',
    back: 'Go to the home page',
  },
};

/** The French catalogue must have every key the English one has. */
export type Catalogue = typeof en;
