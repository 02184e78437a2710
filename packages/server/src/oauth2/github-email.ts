interface GithubEmail {
  email: string;
  primary: boolean;
  verified?: boolean;
}

/**
 * GitHub's user API leaves out a private e-mail; its e-mail list, `<user info URI>/emails`, names the primary one.
 * The address is made from the registration's user info URI so that it is set where the platform's admin sets it.
 */
export async function githubPrimaryEmail(userInfoUri: string, accessToken: string): Promise<string> {
  const url = `${userInfoUri.replace(/\/+$/, '')}/emails`;
  const answer = await fetch(url, {
    headers: { authorization: `token ${accessToken}`, accept: 'application/vnd.github+json' },
  });
  if (!answer.ok) throw new Error(`The GitHub e-mail list answered ${answer.status}`);
  const emails = (await answer.json()) as GithubEmail[];
  const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary && entry.email) : undefined;
  if (!primary) throw new Error('Email attribute was not found in the user attributes');
  return primary.email;
}
