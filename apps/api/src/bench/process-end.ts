/**
 * Runs `cleanup` (synchronous: signals to the processes this one started) when this process
 * exits, on an error too, or is ended by SIGINT or SIGTERM; the returned function cancels it.
 */
export function onProcessEnd(cleanup: () => void): () => void {
  const cancel = () => {
    process.off('exit', cleanup);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  function onSignal(signal: NodeJS.Signals) {
    cancel();
    cleanup();
    // Again, for the other listeners or, when none is left, the default action (the end).
    process.kill(process.pid, signal);
  }
  process.once('exit', cleanup);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return cancel;
}
