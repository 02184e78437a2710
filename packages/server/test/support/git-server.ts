import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HTTP_BACKEND = execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim();

/**
 * A real git remote for the tests: bare repositories in a temporary folder, served by git's own `git http-backend`
 * (smart HTTP, fetch and push) behind a Node HTTP server that asks for Basic authentication.
 */
export class GitServer {
  private readonly root = mkdtempSync(path.join(tmpdir(), 'fleetdeck-git-'));
  private readonly server: Server;
  private port = 0;

  /** The password the server takes; a test changes it to see a refused sign-in. */
  password = 'git-password';

  /** Requests signed in with the password, and those of them during which a process's command line showed it. */
  readonly signedIn = { requests: 0, visibleInProcessList: 0 };

  constructor(readonly username = 'git-user') {
    this.server = createServer((request, response) => this.serve(request, response));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.root, { recursive: true, force: true });
  }

  /** Makes an empty bare repository and answers its URL. */
  createRepository(name: string): string {
    const dir = path.join(this.root, `${name}.git`);
    execFileSync('git', ['init', '--bare', '-q', '-b', 'main', dir]);
    execFileSync('git', ['-C', dir, 'config', 'http.receivepack', 'true']);
    return `http://127.0.0.1:${this.port}/${name}.git`;
  }

  /** Runs a git command in a bare repository, to look at what the server pushed. */
  inspect(name: string, ...args: string[]): string {
    return execFileSync('git', ['-C', path.join(this.root, `${name}.git`), ...args], { encoding: 'utf8' });
  }

  private authorised(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    return header === expected;
  }

  /** Whether any process's command line holds the header's credentials, as `ps` would show them to any user. */
  private credentialsInProcessList(header: string): boolean {
    const credentials = header.slice('Basic '.length);
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .some((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(credentials);
        } catch {
          return false; // the process ended meanwhile
        }
      });
  }

  private serve(request: IncomingMessage, response: ServerResponse): void {
    if (!this.authorised(request)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    // The git client that sent this request is still running now, waiting for the answer.
    this.signedIn.requests++;
    if (this.credentialsInProcessList(request.headers.authorization ?? '')) this.signedIn.visibleInProcessList++;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        `HTTP_${name.toUpperCase().replaceAll('-', '_')}`,
        String(value),
      ]),
    );
    const cgi = spawn(path.join(HTTP_BACKEND, 'git-http-backend'), [], {
      env: {
        ...headers,
        PATH: process.env.PATH ?? '',
        GIT_PROJECT_ROOT: this.root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: this.username,
        REMOTE_ADDR: '127.0.0.1',
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
      },
    });
    request.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let headersSent = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headersSent) {
        response.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersSent = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.writeHead(status);
      response.write(head.subarray(end + 4));
    });
    cgi.on('close', () => {
      if (!headersSent) response.writeHead(500);
      response.end();
    });
  }
}
