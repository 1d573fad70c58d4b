import { useAuthMethods } from './api/auth-methods';
import { SignInCard } from './components/sign-in-card';

/** `/login`. Its own chunk, loaded by the router: the first page most people see, kept light. */
export default function LoginScreen() {
  return <SignInCard methods={useAuthMethods()} />;
}
