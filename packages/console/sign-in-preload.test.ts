import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { signInPreload } from './sign-in-preload';

const chunk = (fileName: string, imports: string[], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as OutputChunk;

function tagsFor(bundle: Record<string, OutputChunk>) {
  const plugin = signInPreload();
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: object) => unknown };
  return hook.handler('', { bundle: bundle as unknown as OutputBundle }) as { attrs: { href: string } }[];
}

describe('signInPreload', () => {
  const bundle = {
    'assets/boot.js': chunk('assets/boot.js', ['assets/runtime.js'], { isEntry: true }),
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/main.js': chunk('assets/main.js', ['assets/react.js', 'assets/runtime.js'], {
      facadeModuleId: '/repo/packages/console/src/app/main.tsx',
    }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/LoginPage.js': chunk('assets/LoginPage.js', ['assets/forms.js', 'assets/react.js'], {
      facadeModuleId: '/repo/packages/console/src/features/login/LoginPage.tsx',
    }),
    'assets/forms.js': chunk('assets/forms.js', []),
    'assets/Dashboard.js': chunk('assets/Dashboard.js', ['assets/echarts.js']),
    'assets/echarts.js': chunk('assets/echarts.js', []),
  };

  it('preloads the console and the sign-in page with what they import, but not what the entry already loads', () => {
    const hrefs = tagsFor(bundle).map((tag) => tag.attrs.href);
    expect(hrefs.sort()).toEqual(['/assets/LoginPage.js', '/assets/forms.js', '/assets/main.js', '/assets/react.js']);
  });

  it('fails the build when the sign-in page is no longer a chunk of its own', () => {
    const { 'assets/LoginPage.js': _gone, ...withoutLogin } = bundle;
    expect(() => tagsFor(withoutLogin)).toThrow(/not every first-screen module/);
  });
});
