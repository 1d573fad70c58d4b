import { ForgotPasswordForm } from './components/forgot-password-form';

/** `/forgot-password`. */
export default function ForgotPasswordScreen() {
  return <ForgotPasswordForm />;
}
