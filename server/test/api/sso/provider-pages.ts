/**
 * A browser's part at the test provider, over real HTTP: follows its redirects with a cookie jar
 * of its own, fills its development sign-in form (the login names the identity; any password)
 * and agrees on its consent page, until the provider sends the browser to `redirectUri`. Returns
 * that address, for the test to hand to the app.
 */
export async function throughProvider(
  authorizationUrl: string,
  redirectUri: string,
  choice: { login: string } | 'cancel',
): Promise<URL> {
  const jar = new Map<string, string>();
  const visit = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };

  let url = new URL(authorizationUrl);
  let response = await visit(url);
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      response = await visit(url);
      continue;
    }
    const page = await response.text();
    if (choice === 'cancel') {
      response = await visit(new URL(/href="([^"]+\/abort)"/.exec(page)![1]!, url));
      continue;
    }
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!, url);
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)![1]!;
    response = await visit(action, prompt === 'login' ? { prompt, login: choice.login, password: 'any' } : { prompt });
  }
  throw new Error(`The provider never sent the browser back; last answer ${response.status} at ${url.href}`);
}
