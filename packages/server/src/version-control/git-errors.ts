import { GitError } from 'simple-git';

/**
 * A readable message for a failed step (other errors keep their own message) and for a failed git command: a refused sign-in says so plainly (git itself only says it could
 * not prompt for a username, since prompts are off), anything else is git's own last words.
 */
export function describeGitError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (!(error instanceof GitError)) return text;
  if (/Authentication failed|could not read Username|could not read Password|\b401\b|\b403\b/i.test(text)) {
    return 'Authentication failed: the repository refused the username and password';
  }
  if (/Could not resolve host|Connection refused|Failed to connect|not found|does not appear to be a git/i.test(text)) {
    return `Failed to reach the repository: ${lastLine(text)}`;
  }
  return lastLine(text);
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^(fatal|error):\s*/, '').trim())
    .filter(Boolean);
  return lines[lines.length - 1] ?? 'Git failed';
}
