import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

let loading: Promise<QuickJSWASMModule> | undefined;

/**
 * The QuickJS engine compiled to WebAssembly, loaded once per process: every script gets a runtime of its own inside
 * this one module. The synchronous release build: scripts need no host calls, so the asyncify builds' cost buys
 * nothing here.
 */
export function quickJs(): Promise<QuickJSWASMModule> {
  loading ??= newQuickJSWASMModuleFromVariant(import('@jitl/quickjs-wasmfile-release-sync'));
  return loading;
}
