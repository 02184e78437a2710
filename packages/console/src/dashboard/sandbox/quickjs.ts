import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

let loading: Promise<QuickJSWASMModule> | undefined;

/**
 * QuickJS compiled to WebAssembly, loaded once per page on the first dashboard opened: the synchronous release
 * build, whose .wasm file the bundler emits beside the console's chunks (no download from elsewhere).
 */
export function quickJs(): Promise<QuickJSWASMModule> {
  loading ??= newQuickJSWASMModuleFromVariant(import('@jitl/quickjs-wasmfile-release-sync'));
  return loading;
}
