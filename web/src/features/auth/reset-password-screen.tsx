import { useParams } from 'react-router';
import { ResetPasswordForm } from './components/reset-password-form';

/** `/reset-password/:token`, the emailed link. */
export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  return <ResetPasswordForm token={token} />;
}
