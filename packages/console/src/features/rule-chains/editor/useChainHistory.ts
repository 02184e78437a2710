import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChainGraph } from './chain-graph';
import { type FlowEdge, type FlowNode, fromFlow, toFlow } from './flow-elements';
import { canRedo, canUndo, type History, pushState, redo, startHistory, undo } from './history';

/**
 * The canvas's nodes and edges with an undo stack of whole graphs. A change marks itself to be recorded
 * (`record`) once the canvas state it produced is in place; moves while dragging, selection and measuring are not
 * recorded. `saved` is the graph last loaded or saved, so undoing back to it leaves nothing unsaved.
 */
export function useChainHistory(initial: ChainGraph) {
  const [nodes, setNodes] = useState<FlowNode[]>(() => toFlow(initial).nodes);
  const [edges, setEdges] = useState<FlowEdge[]>(() => toFlow(initial).edges);
  const [history, setHistory] = useState<History<ChainGraph>>(() => startHistory(initial));
  const [saved, setSaved] = useState<ChainGraph>(initial);
  const recording = useRef(false);

  useEffect(() => {
    if (!recording.current) return;
    recording.current = false;
    setHistory((current) => pushState(current, fromFlow(nodes, edges)));
  }, [nodes, edges]);

  const record = useCallback(() => {
    recording.current = true;
  }, []);

  const show = useCallback((graph: ChainGraph) => {
    setNodes((current) => toFlow(graph, current).nodes);
    setEdges(toFlow(graph).edges);
  }, []);

  const travel = useCallback(
    (step: typeof undo) => {
      const next = step(history);
      if (next === history) return;
      setHistory(next);
      show(next.present);
    },
    [history, show],
  );

  /** After a save: the server's graph (with the ids of new nodes) is the new starting point. */
  const reset = useCallback(
    (graph: ChainGraph) => {
      setHistory(startHistory(graph));
      setSaved(graph);
      show(graph);
    },
    [show],
  );

  return {
    nodes,
    edges,
    setNodes,
    setEdges,
    record,
    reset,
    undo: () => travel(undo),
    redo: () => travel(redo),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    dirty: history.present !== saved,
  };
}
