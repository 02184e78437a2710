/**
 * Watches the dashboard's telemetry WebSocket of a page: when each entity data command went out and when each
 * answer came back, with its size. A history answer is a frame that carries time series; the figures tell how
 * long the server took to answer the history commands and how much the browser then had to read.
 */
export function watchSocket(page, startedAt) {
  const frames = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/ws/plugins/telemetry')) return;
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      frames.push({
        at: performance.now() - startedAt(),
        sent: true,
        bytes: text.length,
        history: text.includes('historyCmd'),
      });
    });
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      frames.push({
        at: performance.now() - startedAt(),
        sent: false,
        bytes: text.length,
        history: text.includes('"timeseries":{"'),
      });
    });
  });
  return {
    reset() {
      frames.length = 0;
    },
    /** ms from the first history command sent to the last history answer received, and the answers' bytes */
    summary() {
      const asked = frames.filter((frame) => frame.sent && frame.history);
      const answered = frames.filter((frame) => !frame.sent && frame.history);
      if (asked.length === 0 || answered.length === 0) return null;
      return {
        firstHistoryAskedMs: Math.round(asked[0].at),
        lastHistoryAskedMs: Math.round(asked.at(-1).at),
        lastHistoryAnsweredMs: Math.round(answered.at(-1).at),
        historyAnswers: answered.length,
        historyAnswerBytes: answered.reduce((sum, frame) => sum + frame.bytes, 0),
      };
    },
  };
}
