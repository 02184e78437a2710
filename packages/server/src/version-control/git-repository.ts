import { mkdir } from 'node:fs/promises';
import { CheckRepoActions, type SimpleGit, simpleGit } from 'simple-git';

/** Where a tenant's repository is and how to sign in to it; the password is held in memory only. */
export interface GitRemote {
  uri: string;
  username: string | null;
  password: string | null;
}

export interface GitCommit {
  id: string;
  timestamp: number;
  author: string;
  name: string;
}

export interface CommitAuthor {
  name: string;
  email: string;
}

export interface ChangeCounts {
  added: number;
  modified: number;
  removed: number;
}

const FIELD = '\x1f';
const LOG_FORMAT = ['%H', '%ct', '%an', '%s'].join(FIELD);

/**
 * Credentials go into each command as an Authorization header, never into the clone's config or the remote URL,
 * so nothing on disk holds them. The header reaches git through GIT_CONFIG_COUNT/KEY/VALUE in its environment
 * rather than a `-c` argument, which any local user could read in the process list while git runs. Git gets only
 * the environment it needs (an editor or pager from the server's environment has no business here);
 * GIT_TERMINAL_PROMPT=0 makes a refused sign-in fail rather than wait.
 */
function gitAt(dir: string | undefined, remote: GitRemote, extraConfig: string[] = []): SimpleGit {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GIT_TERMINAL_PROMPT: '0',
  };
  if (remote.username !== null || remote.password !== null) {
    const basic = Buffer.from(`${remote.username ?? ''}:${remote.password ?? ''}`).toString('base64');
    Object.assign(env, {
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.extraHeader',
      GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    });
  }
  // simple-git refuses GIT_CONFIG_COUNT unless told: it guards against configuration injected through an environment
  // a caller passes on; this one is built here, from a fixed key and a base64 value.
  return simpleGit({
    baseDir: dir,
    config: extraConfig,
    timeout: { block: 60_000 },
    unsafe: { allowUnsafeConfigEnvCount: true },
  }).env(env);
}

/** The remote's branches, asked of the remote itself: the access check of the repository settings. */
export async function remoteBranches(remote: GitRemote): Promise<string[]> {
  const heads = await gitAt(undefined, remote).listRemote(['--heads', remote.uri]);
  return heads
    .split('\n')
    .map((line) => line.split('\t')[1])
    .filter((ref): ref is string => !!ref?.startsWith('refs/heads/'))
    .map((ref) => ref.slice('refs/heads/'.length));
}

/** One tenant's clone of its repository: fetched before every read, written through commits pushed at once. */
export class TenantRepository {
  constructor(
    readonly dir: string,
    private readonly remote: GitRemote,
  ) {}

  private git(extraConfig: string[] = []): SimpleGit {
    return gitAt(this.dir, this.remote, extraConfig);
  }

  /** Makes the clone on first use (an empty remote is fine), points it at the configured URI and fetches. */
  async fetch(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const git = this.git();
    if (!(await git.checkIsRepo(CheckRepoActions.IS_REPO_ROOT))) {
      await git.init();
      await git.addRemote('origin', this.remote.uri);
    } else {
      await git.remote(['set-url', 'origin', this.remote.uri]);
    }
    await git.fetch(['origin', '--prune', '--force']);
  }

  async branches(): Promise<string[]> {
    const refs = await this.git().raw(['for-each-ref', '--format=%(refname:strip=3)', 'refs/remotes/origin']);
    return refs
      .split('\n')
      .filter((name) => name && name !== 'HEAD')
      .sort();
  }

  private async hasBranch(branch: string): Promise<boolean> {
    return (await this.branches()).includes(branch);
  }

  /** The commits of a fetched branch touching a path (all when none), newest first. */
  async log(branch: string, path?: string): Promise<GitCommit[]> {
    if (!(await this.hasBranch(branch))) return [];
    const args = ['log', `--format=${LOG_FORMAT}`, `refs/remotes/origin/${branch}`];
    if (path) args.push('--', path);
    const text = await this.git().raw(args);
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id, seconds, author, name] = line.split(FIELD);
        return { id: id as string, timestamp: Number(seconds) * 1000, author: author ?? '', name: name ?? '' };
      });
  }

  /** A file at a commit, or null when the commit does not hold it. */
  async read(commit: string, path: string): Promise<string | null> {
    try {
      return await this.git().show([`${commit}:${path}`]);
    } catch {
      return null;
    }
  }

  /** The files under a folder at a commit. */
  async list(commit: string, folder: string): Promise<string[]> {
    const text = await this.git().raw(['ls-tree', '-r', '--name-only', commit, '--', folder]);
    return text.split('\n').filter(Boolean);
  }

  async isCommit(id: string): Promise<boolean> {
    if (!/^[0-9a-f]{4,64}$/i.test(id)) return false;
    try {
      await this.git().raw(['cat-file', '-e', `${id}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Checks out the branch as the remote has it (a new branch starts from the default branch, or empty when the
   * remote has neither), lets `write` change the working tree, commits and pushes. A failed push leaves nothing
   * behind: the next commit starts from the remote again.
   */
  async commitAndPush(
    branch: string,
    defaultBranch: string,
    message: string,
    author: CommitAuthor,
    write: (dir: string) => Promise<void>,
  ): Promise<{ commit: GitCommit; changes: ChangeCounts }> {
    const git = this.git([`user.name=${author.name}`, `user.email=${author.email}`]);
    const branches = await this.branches();
    const start = [branch, defaultBranch].find((name) => branches.includes(name));
    if (start) {
      await git.raw(['checkout', '-f', '-B', branch, `refs/remotes/origin/${start}`]);
    } else {
      await git.raw(['update-ref', '-d', `refs/heads/${branch}`]);
      await git.raw(['symbolic-ref', 'HEAD', `refs/heads/${branch}`]);
      await git.raw(['rm', '-r', '-q', '--cached', '--ignore-unmatch', '.']);
    }
    await git.clean('f', ['-d', '-x']);
    await write(this.dir);
    await git.add(['-A', '.']);
    await git.commit(message, undefined, { '--allow-empty': null });
    const stat = await git.raw(['show', '--name-status', '--format=', 'HEAD']);
    await git.push('origin', `HEAD:refs/heads/${branch}`);
    await git.fetch(['origin', '--prune', '--force']);
    const [commit] = await this.log(branch);
    if (!commit) throw new Error(`Branch ${branch} has no commit after the push`);
    return { commit, changes: countChanges(stat) };
  }
}

function countChanges(nameStatus: string): ChangeCounts {
  const counts = { added: 0, modified: 0, removed: 0 };
  for (const line of nameStatus.split('\n')) {
    if (line.startsWith('A')) counts.added++;
    else if (line.startsWith('M')) counts.modified++;
    else if (line.startsWith('D')) counts.removed++;
  }
  return counts;
}
