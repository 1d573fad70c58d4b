import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginRoute() {
  return <LoginForm />;
}
