/**
 * The Node.js flags the server runs with, given by every launcher that stands for production (`npm start`, the
 * benches): they must be on the command line because V8 sizes its heap when the process starts.
 *
 * A young generation of up to 64 MB per semi-space (V8's default is 16): under device traffic every message's
 * parsed telemetry, rule-engine message and alarm lives across a few awaits, and with small semi-spaces much of it
 * was copied and promoted before it died. The semi-spaces start at 1 MB and grow only under such load, so an idle
 * server's memory is unchanged (decision 053).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
