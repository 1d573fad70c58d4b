import { LoginForm } from './components/login-form';

/** `/login`. Its own chunk, loaded by the router: the first page most people see, kept light. */
export default function LoginScreen() {
  return <LoginForm />;
}
