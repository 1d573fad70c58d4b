/** Single sign-on through an OpenID Connect provider, beside (or instead of) passwords. */
export { ssoRoutes } from './routes.js';
