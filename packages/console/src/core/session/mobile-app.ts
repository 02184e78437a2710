/** The platform's mobile app opens the console in a web view that exposes this bridge object. */
export function isMobileApp(): boolean {
  return typeof window !== 'undefined' && 'flutter_inappwebview' in window;
}
