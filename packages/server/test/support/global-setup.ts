import { execFileSync } from 'node:child_process';

/** The API tests run the built server; make sure it is current (a no-op when nothing changed). */
export default function setup(): void {
  execFileSync('npx', ['tsc', '-b', 'packages/model', 'packages/client', 'packages/server'], { stdio: 'inherit' });
}
